import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { cannotDelete } from '../../components/cannot-delete.tsx';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { categoryUsesQuery, useDeleteLotteryCategory } from './api.ts';
import { usesInWords } from './category-uses.ts';
import { LotteryCategoryModal } from './lottery-category-modal.tsx';

export function LotteryCategoriesPage() {
  const categories = useLotteryCategories({ errorTitle: 'fetchLotteryCategories' });
  const remove = useDeleteLotteryCategory();

  const client = useQueryClient();

  // What uses the category is asked first: a category in use says so instead of offering a delete that fails.
  const askDelete = async (category: LotteryCategory) => {
    const uses = await client.fetchQuery(categoryUsesQuery(category._id)).catch(() => null);
    if (!uses) return; // the query's meta raised the error toast
    const reasons = usesInWords(uses);
    if (reasons.length) {
      cannotDelete({
        title: `"${category.lotteryName}" cannot be deleted`,
        reasons,
        advice:
          'Only an unused lottery category can be deleted. Its tickets and results stay with it; companies remove their own settings for it.',
      });
      return;
    }
    confirmDelete({
      message: `Delete the lottery category "${category.lotteryName}"? Nothing uses it.`,
      onConfirm: () =>
        remove.mutate(category._id, {
          onSuccess: () => toast.success('lotteryCategoryDeleted'),
        }),
    });
  };

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
                  <RowActions
                    name={c.lotteryName}
                    onEdit={open}
                    onDelete={() => void askDelete(c)}
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
