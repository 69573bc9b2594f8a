import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { inClosingOrder } from '@tiraj/domain';
import type { LotterySummary, WinningNumberView } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCards } from '../../components/figure-cards.tsx';
import { FiguresTable } from '../../components/figures-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SignatureLines } from '../../components/print-sheet.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { displayDate, today } from '../../lib/format.ts';
import { readSession } from '../../lib/session.ts';
import { useDailyReport, type DailyReportReader } from './api.ts';

/** 1st · 2nd · 3rd, then L3C: the draw's result as a printed sheet shows it. */
const resultOf = (r: WinningNumberView) =>
  `${r.numbers.first} · ${r.numbers.second} · ${r.numbers.third} (L3C ${r.numbers.l3c})`;

/**
 * One day of the company (a supervisor: of its sellers) on one sheet: Total,
 * Paid, Profit per draw (in the order the draws close) with its result, and per
 * seller with its commission and what is left net of it; lines to sign at the
 * foot. Print hands it to the browser's print (print.css: the page alone, on A4).
 */
function DailyReport({ reader }: { reader: DailyReportReader }) {
  const { t } = useTranslation(['reports', 'common']);
  const [date, setDate] = useState(today);
  const { perDraw, perSeller, results, lotteries } = useDailyReport(reader, date);
  const closesAt = new Map((lotteries.data ?? []).map((l) => [l._id, l.endTime]));
  const draws = perDraw.data && inClosingOrder(perDraw.data.data, (d) => closesAt.get(d._id));
  const session = readSession();
  const company = session?.company ?? '';
  const heading =
    reader === 'supervisor'
      ? t('dailyReport.supervisorHeading', {
          company,
          name: session?.userName ?? '',
          date: displayDate(date),
        })
      : t('dailyReport.heading', { company, date: displayDate(date) });

  const byLottery = new Map((results.data ?? []).map((r) => [r.lotteryCategoryId, r]));
  const resultColumn = {
    header: t('dailyReport.result'),
    nowrap: true,
    cell: (d: LotterySummary) => {
      const result = byLottery.get(d._id);
      return result ? (
        <Text span ff="monospace" fw={700}>
          {resultOf(result)}
        </Text>
      ) : (
        <Text span c="dimmed" size="sm">
          {t('dailyReport.noResult')}
        </Text>
      );
    },
    csv: (d: LotterySummary) => {
      const result = byLottery.get(d._id);
      return result ? resultOf(result) : t('dailyReport.noResult');
    },
  };

  return (
    <div className="daily-report print-page">
      <PageHeader title={t('dailyReport.title')}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('dailyReport.print')}
        </Button>
      </PageHeader>
      <div data-no-print>
        <SearchForm
          singleDate
          initial={{ fromDate: date, toDate: date }}
          loading={perDraw.isFetching || perSeller.isFetching}
          onSearch={(v) => setDate(v.fromDate)}
        />
      </div>
      <Title order={3} mb="md" data-testid="daily-report-heading">
        {heading}
      </Title>
      <FigureCards totals={perSeller.data?.totals} withNet />
      <Stack gap="xl">
        <section aria-label={t('dailyReport.perDraw')}>
          <Title order={4} mb="xs">
            {t('dailyReport.perDraw')}
          </Title>
          <FiguresTable<LotterySummary>
            caption={t('dailyReport.perDraw')}
            nameHeader={t('common:fields.lottery')}
            extra={[resultColumn]}
            rows={draws}
            totals={perDraw.data?.totals}
            footerLabel={t('common:fields.total')}
            loading={perDraw.isFetching}
            empty={t('dailyReport.noSale')}
            csv={{ fileName: csvFileName(t('dailyReport.drawsFile'), date) }}
          />
        </section>
        <section aria-label={t('dailyReport.perSeller')}>
          <Title order={4} mb="xs">
            {t('dailyReport.perSeller')}
          </Title>
          <FiguresTable
            caption={t('dailyReport.perSeller')}
            nameHeader={t('common:fields.seller')}
            rows={perSeller.data?.data}
            totals={perSeller.data?.totals}
            footerLabel={t('saleReports.sellers', { count: perSeller.data?.totals.count ?? 0 })}
            loading={perSeller.isFetching}
            empty={t('dailyReport.noSale')}
            csv={{ fileName: csvFileName(t('dailyReport.sellersFile'), date) }}
            withNet
          />
        </section>
      </Stack>
      <SignatureLines signers={['cashier', 'supervisor', 'owner']} />
    </div>
  );
}

/** /subadmin/dailyreport */
export const DailyReportPage = () => <DailyReport reader="subadmin" />;

/** /supervisor/dailyReport: over the sellers it supervises. */
export const SupervisorDailyReportPage = () => <DailyReport reader="supervisor" />;
