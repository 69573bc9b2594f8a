import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCards } from '../../components/figure-cards.tsx';
import { FiguresTable } from '../../components/figures-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { today } from '../../lib/format.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useCompanySaleReport, type ReportSearch } from './api.ts';

type CompanySearch = Omit<ReportSearch, 'seller'>;

/** /admin/SubAdminSaleReport: every company's Total, Paid and Profit; no ticket details. */
export function CompanySaleReportPage() {
  const { t } = useTranslation(['reports', 'common']);
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
  const footerLabel = t('saleReports.companies', { count });

  return (
    <>
      <PageHeader title={t('saleReports.companyTitle')} />
      <Text c="dimmed" size="sm" mb="md">
        {t('saleReports.companyNote')}
      </Text>
      <SearchForm
        lotteries={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
        initial={{ ...search, seller: '' }}
        loading={report.isFetching}
        onSearch={({ lotteryCategoryName, fromDate, toDate }) =>
          setSearch({ lotteryCategoryName, fromDate, toDate })
        }
      />
      <FigureCards totals={totals} withNet />
      <FiguresTable
        caption={t('saleReports.perCompany')}
        nameHeader={t('common:fields.company')}
        rows={rows}
        totals={totals}
        footerLabel={footerLabel}
        loading={report.isFetching}
        empty={t('saleReports.noSale')}
        csv={{
          fileName: csvFileName(t('saleReports.companyFileName'), search.fromDate, search.toDate),
          totalsLabel: t('saleReports.csvTotals', { label: footerLabel }),
        }}
        withNet
      />
    </>
  );
}
