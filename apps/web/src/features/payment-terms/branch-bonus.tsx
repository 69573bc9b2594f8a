import { Select } from '@mantine/core';
import type { BranchTerms } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useSetBranchTerms } from './branch-terms-api.ts';

const COMPANY = 'company';

/** Issue 39: a branch's free-maryaj switch: the company's (default), on, or off. */
export function BranchBonus({ terms }: { terms: BranchTerms }) {
  const { t } = useTranslation(['company', 'common']);
  const save = useSetBranchTerms(terms.branchId);
  const state = (on: boolean) =>
    t(on ? 'paymentTerms.branch.bonusOn' : 'paymentTerms.branch.bonusOff');
  const value = terms.bonusFlag === null ? COMPANY : String(terms.bonusFlag);
  return (
    <Select
      label={t('paymentTerms.branch.bonus')}
      description={t('paymentTerms.branch.bonusHelp')}
      data={[
        {
          value: COMPANY,
          label: t('paymentTerms.branch.bonusCompany', { state: state(terms.companyBonusFlag) }),
        },
        { value: 'true', label: state(true) },
        { value: 'false', label: state(false) },
      ]}
      value={value}
      onChange={(next) => {
        if (!next || next === value) return;
        const bonusFlag = next === COMPANY ? null : next === 'true';
        save.mutate(
          { bonusFlag },
          {
            onSuccess: ({ data }) =>
              toast.success((data.bonusFlag ?? data.companyBonusFlag) ? 'bonusOn' : 'bonusOff'),
          },
        );
      }}
      disabled={save.isPending}
      allowDeselect={false}
      maw={420}
      data-testid="branch-bonus"
    />
  );
}
