import { Flex, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htg } from '../lib/format.ts';
import type { FigureTotals } from './figures-table.tsx';

/**
 * The grand totals at a glance, above the table: on a phone the table scrolls
 * sideways, these four figures do not. Paid out (the cash) stands beside
 * Paid (what the tickets won): a corrected result moves the one, not the other.
 */
export function FigureCards({ totals }: { totals: FigureTotals | undefined }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'total', value: totals?.sum },
    { key: 'paid', value: totals?.paid },
    { key: 'profit', value: totals?.profit },
    { key: 'paidOut', value: totals?.paidOut },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs" mb="md">
      {cards.map((c) => (
        <Paper key={c.key} withBorder radius="md" px="sm" py="xs" style={{ minWidth: 0 }}>
          {/* one line each on a phone (label left, figure right), a column each from sm up */}
          <Flex
            direction={{ base: 'row', sm: 'column' }}
            justify={{ base: 'space-between', sm: 'flex-start' }}
            align={{ base: 'center', sm: 'flex-start' }}
          >
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(`fields.${c.key}`)}
            </Text>
            <Text
              fw={700}
              size="lg"
              c={c.key === 'profit' && (c.value ?? 0) < 0 ? 'red.7' : undefined}
              data-testid={`figure-${c.key}`}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {c.value === undefined ? '…' : htg(c.value)}
            </Text>
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
