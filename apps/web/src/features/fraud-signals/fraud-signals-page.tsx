import { Alert, Button, Group, Text } from '@mantine/core';
import { FRAUD_RULES } from '@tiraj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { datePresets, type DayRange } from '../../lib/date-presets.ts';
import { percent, today } from '../../lib/format.ts';
import { useFraudSignals, type FraudReader } from './api.ts';
import { CorrectedPayouts } from './corrected-payouts.tsx';
import { useFraudColumns } from './fraud-columns.tsx';
import { fraudCsv } from './fraud-csv.ts';

/** This month: a day's tickets are too few to tell a seller from the others. */
function thisMonth(): DayRange {
  const preset = datePresets(today()).find((p) => p.key === 'thisMonth');
  return preset?.range ?? { fromDate: today(), toDate: today() };
}

/** Fraud Signals: per seller figures beside the company's medians, the sellers that stand out first. */
function FraudSignalsPage({ reader }: { reader: FraudReader }) {
  const { t } = useTranslation(['fraud', 'reports', 'common']);
  const [period, setPeriod] = useState<DayRange>(thisMonth);
  const signals = useFraudSignals(reader, period);
  const data = signals.data;
  const columns = useFraudColumns(data?.company, reader, period);
  const flaggedRows = data?.sellers.filter((s) => s.reasons.length > 0) ?? [];
  const flagged = flaggedRows.length;
  // The sellers that stand out, the rest folded under a button (60 rows read badly on a phone).
  const [showAll, setShowAll] = useState(false);
  const others = (data?.sellers.length ?? 0) - flagged;
  const folded = flagged > 0 && others > 0 && !showAll;

  return (
    <>
      <PageHeader title={t('title')} />
      <Text size="sm" c="dimmed" mb="md" maw={900}>
        {t('note', {
          scope: t(`scope.${reader}`),
          minSellers: FRAUD_RULES.minSellers,
          minEvents: FRAUD_RULES.minEvents,
        })}
      </Text>
      <SearchForm
        initial={period}
        loading={signals.isFetching}
        onSearch={({ fromDate, toDate }) => setPeriod({ fromDate, toDate })}
      />
      {data && data.sellers.length > 0 && (
        <Alert color={flagged ? 'red' : 'gray'} variant="light" mb="md" data-testid="fraud summary">
          {flagged ? t('flagged', { count: flagged }) : t('nothingStandsOut')}
          {data.company.winRate !== null &&
            ` ${t('companyWinRate', { rate: percent(data.company.winRate) })}`}
        </Alert>
      )}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={folded ? flaggedRows : data?.sellers}
        rowKey={(r) => r._id}
        loading={signals.isPending}
        busy={signals.isPlaceholderData}
        empty={t('empty')}
        noun={[t('reports:nouns.seller_one'), t('reports:nouns.seller_other')]}
        paging="client"
        rowProps={(r) => ({ 'data-flagged': r.reasons.length > 0 ? 'yes' : 'no' })}
        toolbar={<ExportCsvButton {...fraudCsv(data, period, t)} />}
      />
      {flagged > 0 && others > 0 && (
        <Group justify="center" mt="xs">
          <Button variant="subtle" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
            {showAll ? t('hideOthers') : t('showOthers', { count: others })}
          </Button>
        </Group>
      )}
      <CorrectedPayouts reader={reader} period={period} rows={data?.correctedPayouts} />
    </>
  );
}

export const SubadminFraudSignalsPage = () => <FraudSignalsPage reader="subadmin" />;
export const SupervisorFraudSignalsPage = () => <FraudSignalsPage reader="supervisor" />;
