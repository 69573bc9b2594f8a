import { Text } from '@mantine/core';
import type { PaymentRates } from '@tiraj/domain';
import { setBranchTermsBody, type SetBranchTermsBody } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { useSetBranchTerms } from './branch-terms-api.ts';
import { conditionsOfValues, type RateValues } from './payment-term-modal.tsx';
import { rateFieldOf } from './rate-fields.ts';
import { RateInputs } from './rate-inputs.tsx';

interface Values {
  rates: RateValues;
}

/**
 * Issue 39: a branch's own payout term for one draw. It starts from the rates the branch pays now
 * (its own, else the company's), so the subadmin changes only what differs.
 */
export function BranchTermModal(props: {
  branch: { id: string; name: string };
  draw: { id: string; name: string };
  rates: PaymentRates;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { branch, draw, rates } = props;
  const { t } = useTranslation('company');
  const save = useSetBranchTerms(branch.id);
  const bodyOf = (values: Values): SetBranchTermsBody => ({
    lotteryCategoryName: draw.id,
    conditions: conditionsOfValues(values.rates),
  });
  return (
    <FormModal
      title={t('paymentTerms.branch.modalTitle', { name: branch.name })}
      trigger={props.trigger}
      updating
      initialValues={(): Values => ({ rates: { ...rates } })}
      sending={sending(setBranchTermsBody, bodyOf, {
        isPending: save.isPending,
        mutate: (body, callbacks) => save.mutate(body, callbacks),
      })}
      fieldOf={rateFieldOf}
      success="paymentConditionUpdated"
    >
      {(form) => (
        <>
          <Text fw={600}>{draw.name}</Text>
          <RateInputs inputProps={(key) => form.getInputProps(`rates.${key}`)} />
        </>
      )}
    </FormModal>
  );
}
