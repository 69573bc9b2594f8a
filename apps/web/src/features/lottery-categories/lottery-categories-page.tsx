import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useDeleteLotteryCategory } from './api.ts';
import { LotteryCategoryModal } from './lottery-category-modal.tsx';

export function LotteryCategoriesPage() {
  const categories = useLotteryCategories({ errorTitle: 'Error fetching lottery categories' });
  const remove = useDeleteLotteryCategory();

  const askDelete = (category: LotteryCategory) =>
    confirmDelete({
      message: `Delete the lottery category "${category.lotteryName}"? Only an unused category can be deleted: one with sold tickets, winning numbers or companies' settings (payment terms, limits, blocked numbers) is refused.`,
      onConfirm: () =>
        remove.mutate(category._id, {
          onSuccess: () => toast.success('Lottery category deleted.'),
        }),
    });

  return (
    <>
      <PageHeader title="Lottery Categories">
        <LotteryCategoryModal
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              ADD
            </Button>
          )}
        />
      </PageHeader>
      <DataTable
        caption="Lottery categories"
        rows={categories.data}
        loading={categories.isPending}
        rowKey={(c) => c._id}
        noun={['lottery category', 'lottery categories']}
        empty="No lottery category yet. Add the draws your companies sell."
        columns={[
          { header: 'Name', sortBy: (c) => c.lotteryName, cell: (c) => c.lotteryName },
          {
            header: 'Start Time',
            nowrap: true,
            sortBy: (c) => c.startTime,
            cell: (c) => c.startTime,
          },
          { header: 'End Time', nowrap: true, sortBy: (c) => c.endTime, cell: (c) => c.endTime },
          {
            header: 'Actions',
            actions: true,
            width: 110,
            cell: (c) => (
              <LotteryCategoryModal
                editing={c}
                trigger={(open) => (
                  <RowActions name={c.lotteryName} onEdit={open} onDelete={() => askDelete(c)} />
                )}
              />
            ),
          },
        ]}
      />
    </>
  );
}
