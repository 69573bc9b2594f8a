import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { cannotDelete } from '../../components/cannot-delete.tsx';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { categoryUsesQuery, useDeleteLotteryCategory } from './api.ts';
import { usesInWords } from './category-uses.ts';
import { LotteryCategoryModal } from './lottery-category-modal.tsx';

export function LotteryCategoriesPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const categories = useLotteryCategories({ errorTitle: 'fetchLotteryCategories' });
  const remove = useDeleteLotteryCategory();

  const client = useQueryClient();

  // What uses the category is asked first: a category in use says so instead of offering a delete that fails.
  const askDelete = async (category: LotteryCategory) => {
    const uses = await client.fetchQuery(categoryUsesQuery(category._id)).catch(() => null);
    if (!uses) return; // the query's meta raised the error toast
    const reasons = usesInWords(uses, t, i18n.language);
    if (reasons.length) {
      cannotDelete({
        title: t('categories.cannotDeleteTitle', { name: category.lotteryName }),
        reasons,
        advice: t('categories.cannotDeleteAdvice'),
      });
      return;
    }
    confirmDelete({
      message: t('categories.confirmDelete', { name: category.lotteryName }),
      onConfirm: () =>
        remove.mutate(category._id, {
          onSuccess: () => toast.success('lotteryCategoryDeleted'),
        }),
    });
  };

  return (
    <>
      <PageHeader title={t('categories.title')}>
        <LotteryCategoryModal
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('common:actions.add')}
            </Button>
          )}
        />
      </PageHeader>
      <DataTable
        caption={t('categories.caption')}
        rows={categories.data}
        loading={categories.isPending}
        rowKey={(c) => c._id}
        noun={[t('categories.nounOne'), t('categories.nounOther')]}
        empty={t('categories.empty')}
        csv={{ fileName: csvFileName(t('common:exportFiles.lotteryCategories')) }}
        columns={[
          {
            header: t('common:fields.name'),
            sortBy: (c) => c.lotteryName,
            cell: (c) => c.lotteryName,
            csv: (c) => c.lotteryName,
          },
          {
            header: t('categories.startTime'),
            nowrap: true,
            sortBy: (c) => c.startTime,
            cell: (c) => c.startTime,
            csv: (c) => c.startTime,
          },
          {
            header: t('categories.endTime'),
            nowrap: true,
            sortBy: (c) => c.endTime,
            cell: (c) => c.endTime,
            csv: (c) => c.endTime,
          },
          {
            header: t('common:fields.actions'),
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
