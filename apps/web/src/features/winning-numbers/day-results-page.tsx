import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { addDays } from '@tiraj/domain';
import type { DayResult, ResultProposalItem } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { displayDateTime, today } from '../../lib/format.ts';
import { useDayResults } from './api.ts';
import { DueRow } from './due-row.tsx';
import { useResultProposals } from './proposals-api.ts';
import { ResultAlerts } from './result-alerts.tsx';
import { rowProposal } from './row-proposal.ts';
import { EmptyState, LoadingState } from '../../components/table-states.tsx';

const STATE_COLOR: Record<DayResult['state'], string> = {
  upcoming: 'gray',
  on_sale: 'blue',
  due: 'orange',
  posted: 'green',
  corrected: 'grape',
};

function ResultCell({
  draw,
  proposal,
  disputed,
}: {
  draw: DayResult;
  proposal?: ResultProposalItem;
  disputed: boolean;
}) {
  const { t } = useTranslation('admin');
  // Keyed by the proposal: a row fills in when its proposal arrives.
  if (draw.state === 'due')
    return <DueRow key={proposal?._id ?? ''} draw={draw} proposal={proposal} disputed={disputed} />;
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
  const proposals = useResultProposals(date);
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
                  <ResultCell
                    draw={draw}
                    {...rowProposal(proposals.data ?? [], draw.lotteryCategoryId)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {day.isPending && <LoadingState />}
      {day.data?.length === 0 && <EmptyState text={t('winningNumbers.day.noDraws')} />}
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
      <Text size="sm" c="dimmed" mb={4} maw={900}>
        {t('winningNumbers.day.hint')}
      </Text>
      <Text size="sm" c="dimmed" mb="md" maw={900}>
        {t('winningNumbers.day.proposals.proposalHint')}
      </Text>
      <ResultAlerts dates={[now, addDays(now, -1)]} />
      <DayTable date={now} title={t('winningNumbers.day.today')} />
      <DayTable date={addDays(now, -1)} title={t('winningNumbers.day.yesterday')} />
    </>
  );
}
