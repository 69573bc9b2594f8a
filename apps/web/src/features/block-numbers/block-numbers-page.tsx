import { Button, Group } from '@mantine/core';
import { IconListNumbers, IconPlus } from '@tabler/icons-react';
import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';
import type { BlockNumber } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { toast } from '../../lib/toast.ts';
import { useGameCategories, useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useBlockNumbers, useDeleteBlockNumber } from './api.ts';
import { BlockNumberModal } from './block-number-modal.tsx';
import { BulkBlockModal } from './bulk-block-modal.tsx';
import { useCan } from '../../lib/use-can.ts';

/** Block Numbers: numbers the company refuses to sell, per lottery and game. */
export function BlockNumbersPage() {
  const { t, i18n } = useTranslation(['company', 'common', 'bulk']);
  // Issue 39: a staff account whose role may not change these sees no button.
  const may = useCan('rules');
  const blocked = useBlockNumbers();
  const categories = useLotteryCategories();
  // Once for the page, not per row's modal: one request, and one error toast (the query's meta) if it fails.
  const gameQuery = useGameCategories();
  const games = gameQuery.data?.map((g) => g.gameName);
  const remove = useDeleteBlockNumber();

  const askDelete = (row: BlockNumber) =>
    confirmDelete({
      message: t('blockNumbers.confirmDelete', {
        game: row.gameCategory,
        number: row.number,
        lottery: row.lotteryCategoryName,
      }),
      onConfirm: () =>
        remove.mutate(row._id, {
          onSuccess: () => toast.success('blockNumbersDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title={t('blockNumbers.title')}>
        <Group gap="xs" display={may ? undefined : 'none'}>
          <BulkBlockModal
            categories={categories.data ?? []}
            games={games}
            blocked={blocked.data ?? []}
            trigger={(open) => (
              <Button
                variant="light"
                leftSection={<IconListNumbers size={16} />}
                disabled={!categories.isSuccess || !blocked.isSuccess}
                onClick={open}
              >
                {t('bulk:block.open')}
              </Button>
            )}
          />
          <BlockNumberModal
            categories={categories.data ?? []}
            games={games}
            trigger={(open) => (
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={!categories.isSuccess}
                onClick={open}
              >
                {t('common:actions.add')}
              </Button>
            )}
          />
        </Group>
      </PageHeader>
      {/* SPEC.md §8: these load failures raise no toast; the page says it instead. */}
      {blocked.isError && (
        <LoadError
          what={t('blockNumbers.loadWhat')}
          error={blocked.error}
          onRetry={() => blocked.refetch()}
        />
      )}
      {categories.isError && (
        <LoadError
          what={t('people.lotteryCategories')}
          error={categories.error}
          onRetry={() => categories.refetch()}
        />
      )}
      <DataTable
        // The table sorts by a column's header, which the language names: a new language starts it afresh.
        key={i18n.language}
        caption={t('blockNumbers.caption')}
        rows={blocked.data}
        loading={blocked.isPending}
        rowKey={(b) => b._id}
        noun={[t('blockNumbers.nounOne'), t('blockNumbers.nounMany')]}
        defaultSort={{ key: t('blockNumbers.lotteryName'), direction: 'asc' }}
        paging="client"
        empty={t('blockNumbers.empty')}
        csv={{ fileName: csvFileName(t('common:exportFiles.blockNumbers')) }}
        columns={[
          {
            header: t('blockNumbers.lotteryName'),
            sortBy: (b) => b.lotteryCategoryName,
            cell: (b) => b.lotteryCategoryName,
            csv: (b) => b.lotteryCategoryName,
          },
          {
            header: t('blockNumbers.gameName'),
            nowrap: true,
            sortBy: (b) => GAME_CATEGORIES.indexOf(b.gameCategory as GameCategory),
            cell: (b) => b.gameCategory,
            csv: (b) => b.gameCategory,
          },
          {
            header: t('blockNumbers.blockNumber'),
            nowrap: true,
            sortBy: (b) => b.number,
            csv: (b) => b.number,
            cell: (b) => (
              <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {b.number}
              </span>
            ),
          },
          {
            header: t('common:fields.actions'),
            actions: true,
            width: 90,
            cell: (b) => (
              <BlockNumberModal
                editing={b}
                categories={categories.data ?? []}
                games={games}
                trigger={(open) => (
                  <RowActions
                    name={`${b.gameCategory} ${b.number} (${b.lotteryCategoryName})`}
                    onEdit={may ? open : undefined}
                    onDelete={may ? () => askDelete(b) : undefined}
                  />
                )}
              />
            ),
          },
        ]}
      />
    </>
  );
}
