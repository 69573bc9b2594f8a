import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { today } from '../../lib/format.ts';
import { useWinningNumbers, type ResultSearch } from './api.ts';
import { DrawRow } from './draw-row.tsx';
import { WinningNumberModal } from './winning-number-modal.tsx';

/** Winning Numbers (admin): the results between two dates, one compact row per draw; add and edit. */
export function WinningNumbersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [search, setSearch] = useState<ResultSearch>({
    lotteryCategoryName: '',
    fromDate: today(),
    toDate: today(),
  });
  const results = useWinningNumbers(search);

  return (
    <>
      <PageHeader title={t('winningNumbers.title')} />
      <WinningNumberModal
        search={search}
        trigger={(open) => (
          <SearchForm
            loading={results.isFetching}
            onSearch={(v) =>
              setSearch({ lotteryCategoryName: '', fromDate: v.fromDate, toDate: v.toDate })
            }
            onAdd={open}
            addLabel={t('winningNumbers.add')}
          />
        )}
      />
      {results.isPending ? (
        <LoadingState />
      ) : results.data?.length === 0 ? (
        <EmptyState text={t('winningNumbers.empty')} />
      ) : (
        <Stack gap="xs" aria-label={t('winningNumbers.results')} role="list">
          {results.data?.map((r) => (
            <div key={r._id} role="listitem">
              <DrawRow result={r} search={search} />
            </div>
          ))}
        </Stack>
      )}
    </>
  );
}
