import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sumHtg } from '@tiraj/domain';
import { BRANCH_PATHS, type BranchSummaryAnswer } from '@tiraj/domain/contracts';
import { FiguresTable, type FigureRow } from '../../components/figures-table.tsx';
import { get, query } from '../../lib/api-client.ts';
import type { ReportSearch } from './api.ts';

type Row = FigureRow & { tickets: number };

/** Issue 39: the sales report per branch (the subadmin's), for the same dates and lottery. */
export function BranchSummary({ search }: { search: ReportSearch }) {
  const { t } = useTranslation('company');
  const { fromDate, toDate, lotteryCategoryName } = search;
  const summary = useQuery({
    queryKey: ['branch-summary', fromDate, toDate, lotteryCategoryName],
    queryFn: ({ signal }) =>
      get<BranchSummaryAnswer>(
        `${BRANCH_PATHS.summary}${query({ fromDate, toDate, lotteryCategoryName })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchSaleReports' },
  });
  const rows: Row[] | undefined = summary.data?.data.map((r) => ({
    ...r,
    _id: r._id ?? 'none',
    name: r.name ?? t('branches.none'),
  }));
  // A company without branches has only the "no branch" row: nothing to compare.
  if (!rows || rows.length < 2) return null;
  const total = (key: 'sum' | 'paid' | 'profit' | 'paidOut' | 'commission' | 'netProfit') =>
    sumHtg(rows.map((r) => r[key] ?? 0));
  return (
    <FiguresTable<Row>
      caption={t('branches.summary')}
      nameHeader={t('branches.name')}
      extra={[
        {
          header: t('branches.tickets'),
          sortBy: (r) => r.tickets,
          cell: (r) => r.tickets,
          csv: (r) => String(r.tickets),
        },
      ]}
      rows={rows}
      totals={{
        sum: total('sum'),
        paid: total('paid'),
        profit: total('profit'),
        paidOut: total('paidOut'),
        commission: total('commission'),
        netProfit: total('netProfit'),
      }}
      footerLabel={t('branches.total')}
      loading={summary.isFetching}
      empty=""
      withNet
    />
  );
}
