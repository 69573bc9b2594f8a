import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { HomeDay, HomeDraw } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/table-states.tsx';
import { amount, count, displayDate } from '../../lib/format.ts';
import { regularTicks } from './chart-ticks.ts';

/** The axis in whole gourdes (`2 600`); the tooltip keeps the cents. */
const axis = { width: 64, tickFormatter: (value: number) => count(value) };

/** `25/11` (`11/25` in English): the chart's axis, short enough for 30 days on a phone. */
const dayMonth = (date: string) => displayDate(date).slice(0, 5);

/**
 * The two charts of the home, loaded on their own (recharts is large): the
 * last 30 days' Total, Paid and Profit, and today's sales per draw. The same
 * figures are written out in the cards and draws above, for screen readers:
 * the charts are hidden from them and out of the tab order (no accessibility layer).
 */
export default function HomeCharts({ days, draws }: { days: HomeDay[]; draws: HomeDraw[] }) {
  const { t } = useTranslation(['home', 'common']);
  const series = [
    { name: 'sum', label: t('common:fields.total'), color: 'blue.6' },
    { name: 'paid', label: t('common:fields.paid'), color: 'red.6' },
    { name: 'profit', label: t('common:fields.profit'), color: 'green.7' },
  ];
  const data = days.map((d) => ({ ...d, day: dayMonth(d.date) }));
  const sold = draws.filter((d) => d.sum > 0).map((d) => ({ name: d.lotteryName, sum: d.sum }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
      <Paper withBorder radius="md" p="sm" style={{ minWidth: 0 }} data-testid="home-days-chart">
        <Title order={3} size="h4" mb="xs">
          {t('chart.title')}
        </Title>
        {days.every((d) => d.sum === 0 && d.paid === 0) ? (
          <EmptyState text={t('chart.noSales')} />
        ) : (
          <AreaChart
            h={240}
            data={data}
            dataKey="day"
            series={series}
            curveType="monotone"
            withLegend
            withDots={false}
            fillOpacity={0.15}
            valueFormatter={amount}
            yAxisProps={axis}
            // a week apart, ending today: every gap the same
            xAxisProps={{ ticks: regularTicks(data.map((d) => d.day)), interval: 0 }}
            areaChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
        )}
      </Paper>
      <Paper withBorder radius="md" p="sm" style={{ minWidth: 0 }} data-testid="home-draws-chart">
        <Title order={3} size="h4" mb="xs">
          {t('chart.perDrawTitle')}
        </Title>
        {sold.length === 0 ? (
          <EmptyState text={t('chart.noDrawSales')} />
        ) : (
          <BarChart
            h={240}
            data={sold}
            dataKey="name"
            series={[{ name: 'sum', label: t('common:fields.total'), color: 'blue.6' }]}
            valueFormatter={amount}
            yAxisProps={axis}
            // one draw alone: a bar, not a wall
            maxBarWidth={72}
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
