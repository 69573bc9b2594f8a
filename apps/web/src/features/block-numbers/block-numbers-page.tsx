import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';
import type { BlockNumber } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { toast } from '../../lib/toast.ts';
import { useGameCategories, useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useBlockNumbers, useDeleteBlockNumber } from './api.ts';
import { BlockNumberModal } from './block-number-modal.tsx';

/** Block Numbers: numbers the company refuses to sell, per lottery and game. */
export function BlockNumbersPage() {
  const blocked = useBlockNumbers();
  const categories = useLotteryCategories();
  // Once for the page, not per row's modal: one request, and one error toast (the query's meta) if it fails.
  const gameQuery = useGameCategories();
  const games = gameQuery.data?.map((g) => g.gameName);
  const remove = useDeleteBlockNumber();

  const askDelete = (row: BlockNumber) =>
    confirmDelete({
      message: `Unblock ${row.gameCategory} ${row.number} for "${row.lotteryCategoryName}"? Sellers will be able to sell it again.`,
      onConfirm: () =>
        remove.mutate(row._id, {
          onSuccess: () => toast.success('blockNumbersDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title="Block Numbers">
        <BlockNumberModal
          categories={categories.data ?? []}
          games={games}
          trigger={(open) => (
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!categories.isSuccess}
              onClick={open}
            >
              ADD
            </Button>
          )}
        />
      </PageHeader>
      {/* SPEC.md §8: these load failures raise no toast; the page says it instead. */}
      {blocked.isError && (
        <LoadError
          what="the blocked numbers"
          error={blocked.error}
          onRetry={() => blocked.refetch()}
        />
      )}
      {categories.isError && (
        <LoadError
          what="the lottery categories"
          error={categories.error}
          onRetry={() => categories.refetch()}
        />
      )}
      <DataTable
        caption="Blocked numbers"
        rows={blocked.data}
        loading={blocked.isPending}
        rowKey={(b) => b._id}
        noun={['blocked number', 'blocked numbers']}
        defaultSort={{ key: 'Lottery Name', direction: 'asc' }}
        paging="client"
        empty="No blocked number. Every number can be sold."
        columns={[
          {
            header: 'Lottery Name',
            sortBy: (b) => b.lotteryCategoryName,
            cell: (b) => b.lotteryCategoryName,
          },
          {
            header: 'Game Name',
            nowrap: true,
            sortBy: (b) => GAME_CATEGORIES.indexOf(b.gameCategory as GameCategory),
            cell: (b) => b.gameCategory,
          },
          {
            header: 'Block Number',
            nowrap: true,
            sortBy: (b) => b.number,
            cell: (b) => (
              <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {b.number}
              </span>
            ),
          },
          {
            header: 'Actions',
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
                    onEdit={open}
                    onDelete={() => askDelete(b)}
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
