import { Button, Select, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DEFAULT_RATES, ratesOf } from '@tiraj/domain';
import type { PaymentTerm } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALL_BRANCHES } from '../../lib/queries/branches.tsx';
import { branchNameOf, useBranchOptions } from '../../lib/queries/branches.tsx';
import { BranchTermsView } from './branch-terms-view.tsx';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useDeletePaymentTerm, usePaymentTerms } from './api.ts';
import { PaymentTermCard } from './payment-term-card.tsx';
import { PaymentTermModal } from './payment-term-modal.tsx';

/** Payment Condition: one card per lottery category, its own term or the official rates. */
export function PaymentTermsPage() {
  const { t } = useTranslation(['company', 'common']);
  const categories = useLotteryCategories();
  const terms = usePaymentTerms();
  const remove = useDeletePaymentTerm();
  // Issue 39: whose terms are shown, the company's or a branch's (kept in the address).
  const [params, setParams] = useSearchParams();
  const branches = useBranchOptions('subadmin');
  const branchId = params.get('branch') ?? ALL_BRANCHES;
  const branchName = branchNameOf(branches, branchId);
  const branch = branchName ? { id: branchId, name: branchName } : null;

  const askDelete = (term: PaymentTerm) =>
    confirmDelete({
      message: t('paymentTerms.confirmDelete', { name: term.lotteryCategoryName }),
      onConfirm: () =>
        remove.mutate(term._id, {
          onSuccess: () => toast.success('paymentConditionDeleted'),
        }),
    });

  const termOf = new Map((terms.data ?? []).map((term) => [term.lotteryCategoryId, term]));
  const ready = categories.isSuccess && terms.isSuccess;

  return (
    <>
      <PageHeader title={t('paymentTerms.title')}>
        {branch ? null : (
          <PaymentTermModal
            categories={categories.data ?? []}
            terms={terms.data ?? []}
            trigger={(open) => (
              <Button leftSection={<IconPlus size={16} />} disabled={!ready} onClick={open}>
                {t('common:actions.add')}
              </Button>
            )}
          />
        )}
      </PageHeader>
      {!!branches?.length && (
        <Select
          label={t('paymentTerms.branch.whose')}
          data={[{ value: ALL_BRANCHES, label: t('paymentTerms.branch.company') }, ...branches]}
          value={branch ? branchId : ALL_BRANCHES}
          onChange={(v) => setParams(v ? { branch: v } : {})}
          allowDeselect={false}
          maw={420}
          mb="md"
          data-testid="terms-whose"
        />
      )}
      {!branch && (
        <Text c="dimmed" size="sm" mb="md">
          {t('paymentTerms.intro')}
        </Text>
      )}
      {categories.isError && (
        <LoadError
          what={t('people.lotteryCategories')}
          error={categories.error}
          onRetry={() => categories.refetch()}
        />
      )}
      {terms.isError && (
        <LoadError
          what={t('paymentTerms.loadWhat')}
          error={terms.error}
          onRetry={() => terms.refetch()}
        />
      )}
      {(categories.isPending || terms.isPending) && <LoadingState />}
      {ready && categories.data.length === 0 && <EmptyState text={t('paymentTerms.empty')} />}
      {ready && branch && (
        <BranchTermsView branch={branch} categories={categories.data} companyTerms={terms.data} />
      )}
      {ready && !branch && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {categories.data.map((category) => {
            const term = termOf.get(category._id);
            return (
              // A card without its own term opens Create Condition for its category.
              <PaymentTermModal
                key={category._id}
                editing={term}
                categoryId={category._id}
                categories={categories.data}
                terms={terms.data}
                trigger={(open) => (
                  <PaymentTermCard
                    categoryName={category.lotteryName}
                    rates={term ? ratesOf(term.conditions.map((c) => c.condition)) : DEFAULT_RATES}
                    isDefault={!term}
                    onEdit={open}
                    onDelete={term ? () => askDelete(term) : undefined}
                  />
                )}
              />
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
