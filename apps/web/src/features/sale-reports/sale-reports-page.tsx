import { useState } from 'react';
import type { SellerSaleReport } from '@tiraj/domain/contracts';
import { FigureCards } from '../../components/figure-cards.tsx';
import { FiguresTable } from '../../components/figures-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { today } from '../../lib/format.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useSaleReport, type ReportReader, type ReportSearch } from './api.ts';
import type { CsvCell } from './csv.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { useSortedSellerOptions } from '../../lib/queries/sellers.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Sales Reports: per seller Total, Paid, Profit; the supervisor's adds Company. */
function SaleReportsPage({ reader }: { reader: ReportReader }) {
  const sellers = useSortedSellerOptions(reader);
  const categories = useLotteryCategories();
  const [search, setSearch] = useState<ReportSearch>(() => ({
    seller: '',
    lotteryCategoryName: '',
    fromDate: today(),
    toDate: today(),
  }));
  const report = useSaleReport(reader, search);

  const withCompany = reader === 'supervisor';
  const rows = report.data?.data;
  const totals = report.data?.totals;
  const footerLabel = plural(totals?.count ?? 0, 'seller', 'sellers');
  const csvRows: CsvCell[][] | null =
    rows && totals
      ? [
          ...rows.map((r) => [
            r.name,
            ...(withCompany ? [r.company] : []),
            r.sum,
            r.paid,
            r.profit,
          ]),
          [
            `Total (${footerLabel})`,
            ...(withCompany ? [''] : []),
            totals.sum,
            totals.paid,
            totals.profit,
          ],
        ]
      : null;

  return (
    <>
      <PageHeader title="Sales Reports">
        <ExportCsvButton
          fileName={`sales-report_${search.fromDate}_${search.toDate}.csv`}
          header={[
            'Seller',
            ...(withCompany ? ['Company'] : []),
            'Total (HTG)',
            'Paid (HTG)',
            'Profit (HTG)',
          ]}
          rows={rows?.length ? csvRows : null}
        />
      </PageHeader>
      <SearchForm
        sellers={sellers}
        lotteries={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
        initial={search}
        loading={report.isFetching}
        onSearch={setSearch}
      />
      <FigureCards totals={totals} />
      <FiguresTable<SellerSaleReport>
        caption="Sales per seller"
        nameHeader="Seller"
        extra={
          withCompany
            ? [{ header: 'Company', sortBy: (r) => r.company, cell: (r) => r.company }]
            : []
        }
        rows={rows}
        totals={totals}
        footerLabel={footerLabel}
        loading={report.isFetching}
        empty="No sale between these dates."
      />
    </>
  );
}

export const SubadminSaleReportsPage = () => <SaleReportsPage reader="subadmin" />;
export const SupervisorSaleReportsPage = () => <SaleReportsPage reader="supervisor" />;
