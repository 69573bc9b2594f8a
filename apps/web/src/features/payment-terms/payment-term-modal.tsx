import { Select } from '@mantine/core';
import { conditionsOf, DEFAULT_RATES, ratesOf, type PaymentRates } from '@tiraj/domain';
import { useTranslation } from 'react-i18next';
import {
  addPaymentTermBody,
  updatePaymentTermBody,
  type AddPaymentTermBody,
  type LotteryCategory,
  type PaymentTerm,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { useAddPaymentTerm, useUpdatePaymentTerm } from './api.ts';
import { RATE_FIELDS, rateFieldOf } from './rate-fields.ts';
import { RateInputs } from './rate-inputs.tsx';

export type RateValues = Record<keyof PaymentRates, number | string>;
interface Values {
  lotteryCategoryName: string | null;
  rates: RateValues;
}

// An unchosen category is sent empty and an empty rate as no number: the contract refuses both.
function bodyOf(values: Values): AddPaymentTermBody {
  return {
    lotteryCategoryName: values.lotteryCategoryName ?? '',
    conditions: conditionsOfValues(values.rates),
  };
}

/** The form's seven rates → the 16 conditions (an empty rate as no number: the contract refuses it). */
export function conditionsOfValues(values: RateValues): number[] {
  const rates = Object.fromEntries(
    RATE_FIELDS.map(({ key }) => [key, values[key] === '' ? NaN : Number(values[key])]),
  ) as PaymentRates;
  return conditionsOf(rates);
}

/**
 * Create Condition (no `editing`) or Edit Condition. A new term starts from the
 * official rates, so the subadmin changes only what differs. Each opening starts afresh.
 */
export function PaymentTermModal(props: {
  editing?: PaymentTerm;
  /** create mode: the category chosen from its default-rates card */
  categoryId?: string;
  categories: LotteryCategory[];
  terms: PaymentTerm[];
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, categoryId, categories, terms } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddPaymentTerm();
  const update = useUpdatePaymentTerm();

  // One term per category: those that already have one (other than this) cannot be chosen.
  const taken = new Set(
    terms.filter((term) => term._id !== editing?._id).map((term) => term.lotteryCategoryId),
  );
  const options = categories.map((c) => ({
    value: c._id,
    label: c.lotteryName,
    disabled: taken.has(c._id),
  }));

  return (
    <FormModal
      title={editing ? t('paymentTerms.editTitle') : t('paymentTerms.addTitle')}
      trigger={props.trigger}
      updating={!!editing}
      initialValues={(): Values =>
        editing
          ? {
              lotteryCategoryName: editing.lotteryCategoryId,
              rates: ratesOf(editing.conditions.map((c) => c.condition)),
            }
          : { lotteryCategoryName: categoryId ?? null, rates: { ...DEFAULT_RATES } }
      }
      sending={
        editing
          ? sending(updatePaymentTermBody, bodyOf, withId(update, editing._id))
          : sending(addPaymentTermBody, bodyOf, add)
      }
      fieldOf={rateFieldOf}
      success={editing ? 'paymentConditionUpdated' : 'paymentConditionCreated'}
    >
      {(form) => (
        <>
          <Select
            label={t('common:fields.lotteryCategory')}
            withAsterisk
            placeholder={t('common:choices.chooseLottery')}
            data={options}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('people.noLotteryCategory')}
            {...form.getInputProps('lotteryCategoryName')}
          />
          <RateInputs inputProps={(key) => form.getInputProps(`rates.${key}`)} />
        </>
      )}
    </FormModal>
  );
}
