import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_RATES, ratesOf } from '@tiraj/domain';
import type { LotteryCategory, PaymentTerm } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { LoadingState } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { toast } from '../../lib/toast.ts';
import { BranchBonus } from './branch-bonus.tsx';
import { BranchTermModal } from './branch-term-modal.tsx';
import { useBranchTerms, useSetBranchTerms } from './branch-terms-api.ts';
import { PaymentTermCard } from './payment-term-card.tsx';

const ratesOfTerm = (term: PaymentTerm | undefined) =>
  term ? ratesOf(term.conditions.map((c) => c.condition)) : DEFAULT_RATES;

/**
 * Issue 39: a branch's terms on the Payment terms screen: its free-maryaj switch, and one card per
 * draw with the rates its sellers are paid at: its own, or the company's (marked as such).
 */
export function BranchTermsView(props: {
  branch: { id: string; name: string };
  categories: LotteryCategory[];
  companyTerms: PaymentTerm[];
}) {
  const { branch, categories, companyTerms } = props;
  const { t } = useTranslation(['company', 'common']);
  const terms = useBranchTerms(branch.id);
  const save = useSetBranchTerms(branch.id);
  const companyOf = new Map(companyTerms.map((term) => [term.lotteryCategoryId, term]));
  const ownOf = new Map((terms.data?.terms ?? []).map((term) => [term.lotteryCategoryId, term]));

  const askBack = (draw: { id: string; name: string }) =>
    confirmDelete({
      message: t('paymentTerms.branch.confirmBack', { draw: draw.name, name: branch.name }),
      onConfirm: () =>
        save.mutate(
          { lotteryCategoryName: draw.id, conditions: null },
          { onSuccess: () => toast.success('paymentConditionDeleted') },
        ),
    });

  if (terms.isError)
    return (
      <LoadError
        what={t('paymentTerms.loadWhat')}
        error={terms.error}
        onRetry={() => terms.refetch()}
      />
    );
  if (!terms.data) return <LoadingState />;
  return (
    <Stack gap="md" data-testid="branch-terms">
      <Text c="dimmed" size="sm">
        {t('paymentTerms.branch.intro', { name: branch.name })}
      </Text>
      <BranchBonus terms={terms.data} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {categories.map((category) => {
          const own = ownOf.get(category._id);
          const draw = { id: category._id, name: category.lotteryName };
          const rates = ratesOfTerm(own ?? companyOf.get(category._id));
          return (
            <BranchTermModal
              key={category._id}
              branch={branch}
              draw={draw}
              rates={rates}
              trigger={(open) => (
                <PaymentTermCard
                  categoryName={category.lotteryName}
                  rates={rates}
                  isDefault={!own}
                  onEdit={open}
                  onDelete={own ? () => askBack(draw) : undefined}
                  words={{
                    defaultBadge: t('paymentTerms.branch.companyTerms'),
                    set: t('paymentTerms.branch.setOwn'),
                    setFor: t('paymentTerms.branch.setOwnFor', {
                      name: branch.name,
                      draw: category.lotteryName,
                    }),
                  }}
                />
              )}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
