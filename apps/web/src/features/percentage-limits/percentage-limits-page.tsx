import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PercentageLimit } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useDeletePercentageLimit, usePercentageLimits } from './api.ts';
import { PercentageLimitCard } from './percentage-limit-card.tsx';
import { PercentageLimitModal } from './percentage-limit-modal.tsx';

/** Percentage Limit: per lottery, how big a line of each game may be next to the ticket's BLT. */
export function PercentageLimitsPage() {
  const categories = useLotteryCategories();
  const limits = usePercentageLimits();
  const remove = useDeletePercentageLimit();

  const askDelete = (limit: PercentageLimit) =>
    confirmDelete({
      message: 'Are you sure you want to delete this percentage limit?',
      onConfirm: () =>
        remove.mutate(limit._id, {
          onSuccess: () => toast.success('paymentConditionDeleted'),
        }),
    });

  return (
    <>
      <PageHeader title="Percentage Limit">
        <PercentageLimitModal
          categories={categories.data ?? []}
          limits={limits.data ?? []}
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
      <Text c="dimmed" size="sm" mb="md">
        On one ticket, a line of each game may be at most this share of the ticket&apos;s BLT
        amount. A lottery without a limit has no such cap.
      </Text>
      {categories.isError && (
        <LoadError
          what="the lottery categories"
          error={categories.error}
          onRetry={() => categories.refetch()}
        />
      )}
      {limits.isError && (
        <LoadError
          what="the percentage limits"
          error={limits.error}
          onRetry={() => limits.refetch()}
        />
      )}
      {limits.isPending && <LoadingState />}
      {limits.isSuccess && limits.data.length === 0 && (
        <EmptyState text="No percentage limit yet. Add one to cap lines against the BLT bet." />
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
                  onEdit={open}
                  onDelete={() => askDelete(limit)}
                />
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
