import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { HomeDay } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { count, htg } from '../../lib/format.ts';
import { BAD_TEXT, GOOD_TEXT } from '../../theme/theme.ts';
import { changeOf, weekdayOf } from './change.ts';

type Key = 'sum' | 'paid' | 'profit' | 'netProfit' | 'paidOut' | 'tickets';

/**
 * Today's Total, Paid (won), Profit, net profit (after the sellers' commission), Paid out (the cash handed over today) and tickets, each with its change from the same
 * weekday last week at the same hour (`lastWeek`, as the server read it then): at 05:00 a day
 * just begun is compared with last week's 05:00, not with its whole day.
 */
export function TodayFigures({
  days,
  lastWeek,
  today,
}: {
  days: HomeDay[] | undefined;
  lastWeek: HomeDay | undefined;
  today: string;
}) {
  const { t } = useTranslation(['home', 'common', 'reports']);
  const now = days?.find((d) => d.date === today);
  const before = lastWeek;
  const weekday = t(`weekdays.${weekdayOf(today)}`);
  const cards: { key: Key; label: string }[] = [
    { key: 'sum', label: t('common:fields.total') },
    { key: 'paid', label: t('common:fields.paid') },
    { key: 'profit', label: t('common:fields.profit') },
    // issue 38: what the owner keeps once the sellers' commission is paid
    { key: 'netProfit', label: t('reports:net.netProfit') },
    { key: 'paidOut', label: t('common:fields.paidOut') },
    { key: 'tickets', label: t('figures.tickets') },
  ];
  const show = (key: Key, value: number) => (key === 'tickets' ? count(value) : htg(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" mb="md">
      {cards.map((c) => {
        if (!now || !before) return <Skeleton key={c.key} h={84} radius="md" />;
        const value = now[c.key];
        const change = changeOf(value, before[c.key]);
        // a bigger Paid is bad news: its arrow turns red when it goes up
        const good =
          c.key === 'paid' || c.key === 'paidOut' ? change.kind === 'down' : change.kind === 'up';
        return (
          <Paper
            key={c.key}
            withBorder
            radius="md"
            px="sm"
            py="xs"
            style={{ minWidth: 0 }}
            data-testid={`home-${c.key}`}
          >
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {c.label}
            </Text>
            <Text
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              c={(c.key === 'profit' || c.key === 'netProfit') && value < 0 ? 'red.7' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              data-testid={`home-${c.key}-value`}
            >
              {show(c.key, value)}
            </Text>
            <Text
              size="xs"
              c={
                change.kind === 'up' || change.kind === 'down'
                  ? good
                    ? GOOD_TEXT
                    : BAD_TEXT
                  : 'dimmed'
              }
            >
              {change.kind === 'up' && <IconArrowUpRight size={12} aria-hidden />}
              {change.kind === 'down' && <IconArrowDownRight size={12} aria-hidden />}{' '}
              {change.kind === 'up' || change.kind === 'down'
                ? t(`change.${change.kind}`, { percent: change.percent, weekday })
                : t(`change.${change.kind}`, { weekday })}
            </Text>
            <span className="visually-hidden">
              {t('change.lastWeek', { weekday, value: show(c.key, before[c.key]) })}
            </span>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
