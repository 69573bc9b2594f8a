import { Box, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { GameTotalsAnswer } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { htg } from '../../lib/format.ts';

/** Box (b): what was bet on each game, L4C 1, 2 and 3 apart. */
export function GameTotalsBox({
  answer,
  loading,
}: {
  answer: GameTotalsAnswer | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={t('saleDetails.perGameLabel')}
      component="section"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700}>{t('saleDetails.perGame')}</Text>
        {answer && (
          <Text fw={700} className="money" data-testid="game-totals-total">
            {htg(answer.total)}
          </Text>
        )}
      </Group>
      {!answer && loading ? (
        <Skeleton h={132} />
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
          {(answer?.data ?? []).map((g) => (
            <Box
              key={g.gameCategory}
              p={8}
              bg={g.count > 0 ? 'haiti.0' : 'gray.0'}
              style={{ borderRadius: 'var(--mantine-radius-sm)', minWidth: 0 }}
              data-testid={`game-total-${g.gameCategory}`}
            >
              <Text size="xs" c="dimmed" fw={600}>
                {g.gameCategory}
              </Text>
              <Text size="sm" fw={g.count > 0 ? 700 : 400} className="money" ta="left" truncate>
                {htg(g.totalAmount)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
