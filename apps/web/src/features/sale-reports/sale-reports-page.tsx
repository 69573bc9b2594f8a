import { useTranslation } from 'react-i18next';
import type { SellerSaleReport } from '@tiraj/domain/contracts';
import { FigureCards } from '../../components/figure-cards.tsx';
import { FiguresTable } from '../../components/figures-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { searchValuesFromUrl } from '../../lib/search-url.ts';
import { useUrlSearch } from '../../lib/use-url-search.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useSaleReport, type ReportReader, type ReportSearch } from './api.ts';
import { useSortedSellerOptions } from '../../lib/queries/sellers.ts';
import { useBranchOptions } from '../../lib/queries/branches.tsx';
import { BranchSummary } from './branch-summary.tsx';

/** Sales Reports: per seller Total, Paid, Profit; the supervisor's adds Company. */
function SaleReportsPage({ reader }: { reader: ReportReader }) {
  const { t } = useTranslation(['reports', 'common']);
  const sellers = useSortedSellerOptions(reader);
  const categories = useLotteryCategories();
  const branches = useBranchOptions(reader);
  // Kept in the address: a bookmark or a shared link opens the same report.
  const [search, setSearch] = useUrlSearch<ReportSearch>(searchValuesFromUrl);
  const report = useSaleReport(reader, search);

  const withCompany = reader === 'supervisor';
  const rows = report.data?.data;
  const totals = report.data?.totals;
  const footerLabel = t('saleReports.sellers', { count: totals?.count ?? 0 });
  return (
    <>
      <PageHeader title={t('saleReports.title')} />
      <SearchForm
        sellers={sellers}
        branches={branches}
        lotteries={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
        applied={search}
        loading={report.isFetching}
        onSearch={setSearch}
      />
      <FigureCards totals={totals} withNet />
      <FiguresTable<SellerSaleReport>
        caption={t('saleReports.perSeller')}
        nameHeader={t('common:fields.seller')}
        extra={
          withCompany
            ? [
                {
                  header: t('common:fields.company'),
                  sortBy: (r) => r.company,
                  cell: (r) => r.company,
                  csv: (r) => r.company,
                },
              ]
            : []
        }
        rows={rows}
        totals={totals}
        footerLabel={footerLabel}
        loading={report.isFetching}
        empty={t('saleReports.noSale')}
        csv={{
          fileName: csvFileName(t('saleReports.fileName'), search.fromDate, search.toDate),
          totalsLabel: t('saleReports.csvTotals', { label: footerLabel }),
        }}
        withNet
      />
      {reader === 'subadmin' && <BranchSummary search={search} />}
    </>
  );
}

export const SubadminSaleReportsPage = () => <SaleReportsPage reader="subadmin" />;
export const SupervisorSaleReportsPage = () => <SaleReportsPage reader="supervisor" />;
