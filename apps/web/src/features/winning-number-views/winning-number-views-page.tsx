import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { displayDate, today } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useWinningNumberViews, type ViewSearch } from './api.ts';
import { ResultCards } from './result-cards.tsx';

const Drawn = ({ value }: { value: string }) => (
  <Text component="span" fw={700} ff="monospace" size="md" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);

/** Winning Number view (subadmin and supervisor): the results between two dates, read-only. */
export function WinningNumberViewsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const [search, setSearch] = useState<ViewSearch>({ fromDate: today(), toDate: today() });
  const results = useWinningNumberViews(search);
  // On a phone, one card per draw with its numbers large (the table's generic cards read worse).
  const phone = usePhone();

  return (
    <>
      <PageHeader title={t('winningNumbers.title')} />
      <SearchForm
        loading={results.isFetching}
        onSearch={(v) => setSearch({ fromDate: v.fromDate, toDate: v.toDate })}
      />
      {phone && results.data?.length ? (
        <ResultCards rows={results.data} />
      ) : (
        <DataTable
          caption={t('winningNumbers.caption')}
          rows={results.data}
          loading={results.isPending}
          rowKey={(r) => r._id}
          empty={t('winningNumbers.empty')}
          csv={{
            fileName: csvFileName(
              t('common:exportFiles.winningNumbers'),
              search.fromDate,
              search.toDate,
            ),
          }}
          columns={[
            {
              header: t('common:fields.date'),
              nowrap: true,
              sortBy: (r) => r.date,
              cell: (r) => displayDate(r.date),
              csv: (r) => ({ date: r.date }),
            },
            {
              header: t('common:fields.lottery'),
              sortBy: (r) => r.lotteryName,
              cell: (r) => r.lotteryName,
              csv: (r) => r.lotteryName,
            },
            {
              header: 'L3C',
              cell: (r) => <Drawn value={r.numbers.l3c} />,
              csv: (r) => r.numbers.l3c,
            },
            {
              header: t('winningNumbers.second'),
              cell: (r) => <Drawn value={r.numbers.second} />,
              csv: (r) => r.numbers.second,
            },
            {
              header: t('winningNumbers.third'),
              cell: (r) => <Drawn value={r.numbers.third} />,
              csv: (r) => r.numbers.third,
            },
          ]}
        />
      )}
    </>
  );
}
