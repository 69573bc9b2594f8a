import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate, htg } from '../../lib/format.ts';

const LINES = [
  { game: 'BLT', number: '27', amount: 50 },
  { game: 'MRG', number: '27×45', amount: 25 },
  { game: 'L3C', number: '427', amount: 10 },
  { game: 'L4C 1', number: '4512', amount: 5 },
];

/** The sample's draw: a lottery's name is data, the same in every language. */
const SAMPLE = { code: 'K7M4-2QXP', lottery: 'New York Soir', date: '2026-11-22' };

/** A sample ticket, drawn with components rather than an image so the page stays light. */
export function TicketPreview() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <Paper
      radius="lg"
      p="lg"
      shadow="xl"
      maw={380}
      w="100%"
      mx="auto"
      c="dark"
      aria-label={t('ticket.label')}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={800} c="haiti.7">
          {t('ticket.title', { code: SAMPLE.code })}
        </Text>
        <Badge color="teal" variant="light">
          {t('ticket.winner')}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed">
        {`${SAMPLE.lottery} · ${displayDate(SAMPLE.date)}`}
      </Text>
      <Divider my="sm" />
      <Stack gap={6}>
        {LINES.map((line) => (
          <Group key={line.game} justify="space-between">
            <Text fz="sm" fw={600} w={60}>
              {line.game}
            </Text>
            <Text fz="sm" ff="monospace" style={{ flex: 1 }}>
              {line.number}
            </Text>
            <Text fz="sm" className="money">
              {htg(line.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>{t('common:fields.total')}</Text>
        <Text fw={700} className="money">
          {htg(90)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700} c="teal.9">
          {t('ticket.toPay')}
        </Text>
        <Text fw={700} c="teal.9" className="money">
          {htg(2500)}
        </Text>
      </Group>
    </Paper>
  );
}
