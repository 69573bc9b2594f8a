import { Flex, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htg } from '../lib/format.ts';
import type { FigureTotals } from './figures-table.tsx';

/**
 * The grand totals at a glance, above the table: on a phone the table scrolls
 * sideways, these four figures do not. Paid out (the cash) stands beside
 * Paid (what the tickets won): a corrected result moves the one, not the other.
 */
export function FigureCards({
  totals,
  withNet = false,
}: {
  totals: FigureTotals | undefined;
  /** issue 38: the sellers' commission and the net profit after Profit (an owner's report) */
  withNet?: boolean;
}) {
  const { t } = useTranslation(['common', 'reports']);
  const cards: { key: string; label: string; value: number | undefined; signed?: boolean }[] = [
    { key: 'total', label: t('fields.total'), value: totals?.sum },
    { key: 'paid', label: t('fields.paid'), value: totals?.paid },
    { key: 'profit', label: t('fields.profit'), value: totals?.profit, signed: true },
    ...(withNet
      ? [
          { key: 'commission', label: t('reports:net.commission'), value: totals?.commission },
          {
            key: 'netProfit',
            label: t('reports:net.netProfit'),
            value: totals?.netProfit,
            signed: true,
          },
        ]
      : []),
    { key: 'paidOut', label: t('fields.paidOut'), value: totals?.paidOut },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: withNet ? 3 : 4, lg: withNet ? 6 : 4 }} spacing="xs" mb="md">
      {cards.map((c) => (
        <Paper key={c.key} withBorder radius="md" px="sm" py="xs" style={{ minWidth: 0 }}>
          {/* one line each on a phone (label left, figure right), a column each from sm up */}
          <Flex
            direction={{ base: 'row', sm: 'column' }}
            justify={{ base: 'space-between', sm: 'flex-start' }}
            align={{ base: 'center', sm: 'flex-start' }}
          >
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {c.label}
            </Text>
            <Text
              fw={700}
              size="lg"
              c={c.signed && (c.value ?? 0) < 0 ? 'red.7' : undefined}
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
