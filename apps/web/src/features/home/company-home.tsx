import { Group, Skeleton, Text, Title } from '@mantine/core';
import type { HomeSeller } from '@tiraj/domain/contracts';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALL_BRANCHES, BranchFilter } from '../../lib/queries/branches.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Profit } from '../../components/figures-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { countCell, csvFileName } from '../../lib/csv.ts';
import { branchNameOf, useBranchOptions } from '../../lib/queries/branches.tsx';
import { count, displayDate, htg, today as operatorToday } from '../../lib/format.ts';
import { useCompanyHome, useCompanyHomeLive, type HomeReader } from './api.ts';
import { DrawList } from './draw-list.tsx';
import { TodayFigures } from './today-figures.tsx';

// recharts is the largest library of the dashboard: the menu's first load does without it.
const HomeCharts = lazy(() => import('./home-charts.tsx'));

/** Today at a glance, above the main menu of a company's subadmin or a supervisor (its sellers only). */
export function CompanyHome({
  reader,
  risk,
}: {
  reader: HomeReader;
  /** the risk panel under today's figures (the risk board's feature, given by the shell) */
  risk?: ReactNode;
}) {
  const { t } = useTranslation(['home', 'common', 'reports']);
  // Issue 39: one branch's figures, kept in the address (?branch); the company's without.
  const [params, setParams] = useSearchParams();
  const branch = params.get('branch') ?? ALL_BRANCHES;
  const branches = useBranchOptions(reader);
  const home = useCompanyHome(reader, branch || undefined);
  const data = home.data;
  const today = data?.today ?? operatorToday();
  useCompanyHomeLive(reader, today);
  // the server's clock minus the device's, when the answer came
  const skew = useMemo(
    () => (data ? Date.parse(data.now) - home.dataUpdatedAt : 0),
    [data, home.dataUpdatedAt],
  );
  const { refetch } = home;
  const reload = useCallback(() => void refetch(), [refetch]);
  const noSales = data ? (data.days.at(-1)?.tickets ?? 0) === 0 : false;

  const inHtg = (column: string) => t('common:table.inHtg', { column });
  const columns: Column<HomeSeller>[] = [
    { header: t('common:fields.seller'), cell: (r) => r.name, csv: (r) => r.name },
    {
      header: t('figures.tickets'),
      numeric: true,
      cell: (r) => count(r.tickets),
      csv: (r) => countCell(r.tickets),
    },
    {
      header: t('common:fields.total'),
      numeric: true,
      cell: (r) => htg(r.sum),
      csv: (r) => r.sum,
      csvHeader: inHtg(t('common:fields.total')),
    },
    {
      header: t('common:fields.paid'),
      numeric: true,
      cell: (r) => htg(r.paid),
      csv: (r) => r.paid,
      csvHeader: inHtg(t('common:fields.paid')),
    },
    {
      header: t('common:fields.profit'),
      numeric: true,
      cell: (r) => <Profit value={r.profit} />,
      csv: (r) => r.profit,
      csvHeader: inHtg(t('common:fields.profit')),
    },
    {
      // issue 38: Total − Paid − the sellers' commission, beside SPEC's Profit
      header: t('reports:net.netProfit'),
      numeric: true,
      cell: (r) => <Profit value={r.netProfit} />,
      csv: (r) => r.netProfit,
      csvHeader: inHtg(t('reports:net.netProfit')),
    },
    {
      // the cash handed over today, whatever the draw date: a corrected result leaves it as it is
      header: t('common:fields.paidOut'),
      numeric: true,
      cell: (r) => htg(r.paidOut),
      csv: (r) => r.paidOut,
      csvHeader: inHtg(t('common:fields.paidOut')),
    },
  ];

  return (
    <section aria-labelledby="home-title" data-testid="home">
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Title order={2} id="home-title">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('todayOn', { date: displayDate(today) })}
        </Text>
      </Group>
      {!!branches?.length && (
        <Group mb="sm">
          <BranchFilter
            branches={branches}
            value={branch}
            onChange={(next) => setParams(next ? { branch: next } : {})}
          />
        </Group>
      )}
      {home.isError && !data && (
        <LoadError what={t('loadWhat')} error={home.error} onRetry={reload} />
      )}
      {noSales && (
        <Text c="dimmed" size="sm" mb="xs" data-testid="home-no-sales">
          {t('noSalesToday')}
        </Text>
      )}
      <TodayFigures days={data?.days} lastWeek={data?.lastWeek} today={today} />
      {risk}
      <DrawList draws={data?.draws} skew={skew} onChange={reload} />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {data ? (
          <Suspense fallback={<Skeleton h={290} radius="md" mb="md" />}>
            <HomeCharts days={data.days} draws={data.draws} />
          </Suspense>
        ) : (
          <Skeleton h={290} radius="md" mb="md" />
        )}
      </div>
      <Title order={3} size="h4" mb="xs">
        {t('sellers.title')}
      </Title>
      <DataTable
        caption={t('sellers.caption')}
        columns={columns}
        rows={data?.topSellers}
        rowKey={(r) => r._id}
        loading={!data && !home.isError}
        empty={t('noSalesToday')}
        csv={{ fileName: csvFileName(t('sellers.file'), branchNameOf(branches, branch), today) }}
      />
    </section>
  );
}
