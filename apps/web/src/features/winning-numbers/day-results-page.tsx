import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { addDays, deriveWinningNumbers } from '@tiraj/domain';
import type { DayResult } from '@tiraj/domain/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { displayDateTime, today } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { usePostDayResult, useDayResults } from './api.ts';
import { confirmingResult } from './result-confirmation.tsx';

const STATE_COLOR: Record<DayResult['state'], string> = {
  upcoming: 'gray',
  on_sale: 'blue',
  due: 'orange',
  posted: 'green',
  corrected: 'grape',
};

/** The order the admin types a slip in: L3C (its last two digits are the 1st lot), 2nd, 3rd. */
type Typed = 'l3c' | 'second' | 'third';
const FIELDS: { key: Typed; digits: number }[] = [
  { key: 'l3c', digits: 3 },
  { key: 'second', digits: 2 },
  { key: 'third', digits: 2 },
];

/** One due draw's entry: each field moves on when full, Enter posts after a confirmation. */
function DueRow({ draw }: { draw: DayResult }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<Record<Typed, string>>({ l3c: '', second: '', third: '' });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const postResult = usePostDayResult();
  const save = confirmingResult(postResult, () => ({
    category: draw.lotteryCategoryName,
    date: draw.date,
    draw: { first: values.l3c.slice(1), ...values },
  }));
  const complete = FIELDS.every((f) => values[f.key].length === f.digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    save.mutate(
      {
        lotteryCategoryName: draw.lotteryCategoryId,
        date: draw.date,
        numbers: deriveWinningNumbers({ first: values.l3c.slice(1), ...values }),
      },
      { onSuccess: () => toast.success('winningNumberCreated'), onError: () => undefined },
    );
  };
  return (
    <form onSubmit={submit} aria-label={draw.lotteryCategoryName}>
      <Group gap="xs" wrap="nowrap">
        {FIELDS.map((field, i) => (
          <TextInput
            key={field.key}
            ref={(el) => {
              inputs.current[i] = el;
            }}
            aria-label={`${draw.lotteryCategoryName} ${field.key === 'l3c' ? 'L3C' : t(`winningNumbers.lots.${field.key}`)}`}
            placeholder={field.key === 'l3c' ? 'L3C' : t(`winningNumbers.lots.${field.key}`)}
            inputMode="numeric"
            maxLength={field.digits}
            w={field.digits === 3 ? 64 : 52}
            value={values[field.key]}
            onChange={(e) => {
              const value = e.currentTarget.value.replace(/\D/g, '').slice(0, field.digits);
              setValues((v) => ({ ...v, [field.key]: value }));
              if (value.length === field.digits) inputs.current[i + 1]?.focus();
            }}
            styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
          />
        ))}
        <Text size="sm" c="dimmed" miw={40}>
          {values.l3c.length === 3
            ? `${t('winningNumbers.lots.first')} ${values.l3c.slice(1)}`
            : ''}
        </Text>
        <Button type="submit" size="xs" disabled={!complete} loading={postResult.isPending}>
          {t('winningNumbers.day.post')}
        </Button>
      </Group>
    </form>
  );
}

function ResultCell({ draw }: { draw: DayResult }) {
  const { t } = useTranslation('admin');
  if (draw.state === 'due') return <DueRow draw={draw} />;
  if (!draw.result) return null;
  const { numbers, postedBy, postedAt, correctedAt } = draw.result;
  return (
    <Stack gap={0}>
      <Text fw={700} ff="monospace">
        {numbers.first} · {numbers.second} · {numbers.third} · {numbers.l3c}
      </Text>
      <Text size="xs" c="dimmed">
        {t('winningNumbers.day.postedBy', { name: postedBy ?? '', at: displayDateTime(postedAt) })}
        {correctedAt &&
          ` · ${t('winningNumbers.day.correctedAt', { at: displayDateTime(correctedAt) })}`}
      </Text>
    </Stack>
  );
}

function DayTable({ date, title }: { date: string; title: string }) {
  const { t } = useTranslation('admin');
  const day = useDayResults(date);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} data-testid={`day-results-${date}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('winningNumbers.day.draw')}</Table.Th>
              <Table.Th>{t('winningNumbers.day.closes')}</Table.Th>
              <Table.Th>{t('winningNumbers.day.state')}</Table.Th>
              <Table.Th>{t('winningNumbers.day.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(day.data ?? []).map((draw) => (
              <Table.Tr key={draw.lotteryCategoryId} data-state={draw.state}>
                <Table.Td fw={600}>{draw.lotteryCategoryName}</Table.Td>
                <Table.Td>{draw.closesAt.slice(11)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[draw.state]} variant="light">
                    {t(`winningNumbers.day.states.${draw.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ResultCell draw={draw} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * Today's Results (issue 29): today's and yesterday's draws with their closing times and state,
 * each due draw's slip typed in its row and posted after its own confirmation.
 */
export function DayResultsPage() {
  const { t } = useTranslation('admin');
  const now = today();
  return (
    <>
      <PageHeader title={t('winningNumbers.day.title')} />
      <Text size="sm" c="dimmed" mb="md" maw={900}>
        {t('winningNumbers.day.hint')}
      </Text>
      <DayTable date={now} title={t('winningNumbers.day.today')} />
      <DayTable date={addDays(now, -1)} title={t('winningNumbers.day.yesterday')} />
    </>
  );
}
