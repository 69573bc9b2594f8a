import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { messageOf, toast } from '../../lib/toast.ts';
import { useDeleteLotteryCategory, useLotteryCategories } from './api.ts';
import { LotteryCategoryModal } from './lottery-category-modal.tsx';

export function LotteryCategoriesPage() {
  const categories = useLotteryCategories();
  const remove = useDeleteLotteryCategory();
  const [modal, setModal] = useState<{ opened: boolean; editing: LotteryCategory | null }>({
    opened: false,
    editing: null,
  });

  useEffect(() => {
    if (categories.isError)
      toast.error('Error fetching lottery categories', messageOf(categories.error));
  }, [categories.isError, categories.error]);

  const askDelete = (category: LotteryCategory) =>
    confirmDelete({
      message: `Delete the lottery category "${category.lotteryName}"? Only an unused category can be deleted: one with sold tickets, winning numbers or companies' settings (payment terms, limits, blocked numbers) is refused.`,
      onConfirm: () =>
        remove.mutate(category._id, {
          onSuccess: () => toast.success('Lottery category deleted.'),
          onError: (error) => toast.error('Error deleting lottery category', messageOf(error)),
        }),
    });

  return (
    <>
      <PageHeader title="Lottery Categories">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ opened: true, editing: null })}
        >
          ADD
        </Button>
      </PageHeader>
      <DataTable
        caption="Lottery categories"
        rows={categories.data}
        loading={categories.isPending}
        rowKey={(c) => c._id}
        empty="No lottery category yet. Add the draws your companies sell."
        columns={[
          { header: 'Name', cell: (c) => c.lotteryName },
          { header: 'Start Time', cell: (c) => c.startTime },
          { header: 'End Time', cell: (c) => c.endTime },
          {
            header: 'Actions',
            width: 110,
            cell: (c) => (
              <RowActions
                name={c.lotteryName}
                onEdit={() => setModal({ opened: true, editing: c })}
                onDelete={() => askDelete(c)}
              />
            ),
          },
        ]}
      />
      <LotteryCategoryModal
        opened={modal.opened}
        editing={modal.editing}
        onClose={() => setModal({ opened: false, editing: null })}
      />
    </>
  );
}
