import { Text } from '@mantine/core';
import { useState } from 'react';
import { FigureCards } from '../../components/figure-cards.tsx';
import { FiguresTable } from '../../components/figures-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { today } from '../../lib/format.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useCompanySaleReport, type ReportSearch } from './api.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

type CompanySearch = Omit<ReportSearch, 'seller'>;

/** /admin/SubAdminSaleReport: every company's Total, Paid and Profit; no ticket details. */
export function CompanySaleReportPage() {
  const categories = useLotteryCategories();
  const [search, setSearch] = useState<CompanySearch>(() => ({
    lotteryCategoryName: '',
    fromDate: today(),
    toDate: today(),
  }));
  const report = useCompanySaleReport(search);

  const rows = report.data?.data;
  const totals = report.data?.totals;
  const count = totals?.count ?? 0;
  const footerLabel = `${count} ${count === 1 ? 'company' : 'companies'}`;

  return (
    <>
      <PageHeader title="Sales Report">
        <ExportCsvButton
          fileName={`sales-report-by-company_${search.fromDate}_${search.toDate}.csv`}
          header={['Company', 'Total (HTG)', 'Paid (HTG)', 'Profit (HTG)']}
          rows={
            rows?.length && totals
              ? [
                  ...rows.map((r) => [r.name, r.sum, r.paid, r.profit]),
                  [`Total (${footerLabel})`, totals.sum, totals.paid, totals.profit],
                ]
              : null
          }
        />
      </PageHeader>
      <Text c="dimmed" size="sm" mb="md">
        What each company sold (Total), paid to winners (Paid) and kept (Profit), by draw date.
      </Text>
      <SearchForm
        lotteries={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
        initial={{ ...search, seller: '' }}
        loading={report.isFetching}
        onSearch={({ lotteryCategoryName, fromDate, toDate }) =>
          setSearch({ lotteryCategoryName, fromDate, toDate })
        }
      />
      <FigureCards totals={totals} />
      <FiguresTable
        caption="Sales per company"
        nameHeader="Company"
        rows={rows}
        totals={totals}
        footerLabel={footerLabel}
        loading={report.isFetching}
        empty="No sale between these dates."
      />
    </>
  );
}
