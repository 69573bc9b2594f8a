import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { WinningNumberView } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DrawnNumber } from '../../components/drawn-number.tsx';
import { displayDate } from '../../lib/format.ts';

/** The view's results on a phone: one card per draw, its lottery and date, then L3C, Second, Third large. */
export function ResultCards({ rows }: { rows: WinningNumberView[] }) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Stack gap="xs" role="list" aria-label={t('winningNumbers.caption')}>
      {rows.map((r) => (
        <Paper key={r._id} withBorder radius="md" px="sm" py="xs" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {r.lotteryName}
              </Text>
              <Text size="sm" c="dimmed">
                {displayDate(r.date)}
              </Text>
            </Box>
            <Group gap={6} wrap="nowrap">
              <DrawnNumber label="L3C" value={r.numbers.l3c} size={22} strong />
              <DrawnNumber label={t('winningNumbers.second')} value={r.numbers.second} size={22} />
              <DrawnNumber label={t('winningNumbers.third')} value={r.numbers.third} size={22} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
