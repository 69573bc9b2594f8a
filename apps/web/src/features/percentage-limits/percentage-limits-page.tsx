import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PercentageLimit } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useDeletePercentageLimit, usePercentageLimits } from './api.ts';
import { PercentageLimitCard } from './percentage-limit-card.tsx';
import { PercentageLimitModal } from './percentage-limit-modal.tsx';
import { useCan } from '../../lib/use-can.ts';

/** Percentage Limit: per lottery, how big a line of each game may be next to the ticket's BLT. */
export function PercentageLimitsPage() {
  const { t } = useTranslation(['company', 'common']);
  // Issue 39: a staff account whose role may not change these sees no button.
  const may = useCan('rules');
  const categories = useLotteryCategories();
  const limits = usePercentageLimits();
  const remove = useDeletePercentageLimit();

  const askDelete = (limit: PercentageLimit) =>
    confirmDelete({
      message: t('percentageLimits.confirmDelete'),
      onConfirm: () =>
        remove.mutate(limit._id, {
          onSuccess: () => toast.success('paymentConditionDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title={t('percentageLimits.title')}>
        {may && (
          <PercentageLimitModal
            categories={categories.data ?? []}
            limits={limits.data ?? []}
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
        )}
      </PageHeader>
      <Text c="dimmed" size="sm" mb="md">
        {t('percentageLimits.intro')}
      </Text>
      {categories.isError && (
        <LoadError
          what={t('people.lotteryCategories')}
          error={categories.error}
          onRetry={() => categories.refetch()}
        />
      )}
      {limits.isError && (
        <LoadError
          what={t('percentageLimits.loadWhat')}
          error={limits.error}
          onRetry={() => limits.refetch()}
        />
      )}
      {limits.isPending && <LoadingState />}
      {limits.isSuccess && limits.data.length === 0 && (
        <EmptyState text={t('percentageLimits.empty')} />
      )}
      {limits.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {limits.data.map((limit) => (
            <PercentageLimitModal
              key={limit._id}
              editing={limit}
              categories={categories.data ?? []}
              limits={limits.data}
              trigger={(open) => (
                <PercentageLimitCard
                  limit={limit}
                  onEdit={may ? open : undefined}
                  onDelete={may ? () => askDelete(limit) : undefined}
                />
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
