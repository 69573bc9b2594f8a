import { Button, NumberInput } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moneySettingsBody, type MoneySettings } from '@tiraj/domain/contracts';
import { FormModal } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { useSellers } from '../../lib/queries/sellers.ts';
import { useUpdateMoneySettings, type MoneySettingsBody } from './api.ts';

type Values = Record<keyof MoneySettings, number | string>;

/** An input's value as the API takes it: a limit left empty is none (null); a rate, 0. */
const numberOr = <T,>(value: number | string, empty: T): number | T =>
  value === '' ? empty : Number(value);

/**
 * The company's money rules (issue 26): the sellers' commission and the supervisors', the
 * largest ticket a seller may pay out, and the default credit limit. A new rate applies to
 * later sales only: each ticket keeps the rate it was sold at.
 */
export function MoneySettingsModal() {
  const { t } = useTranslation('reports');
  const sellers = useSellers('subadmin');
  const update = useUpdateMoneySettings();
  const settings = sellers.data?.moneySettings;
  const bodyOf = (v: Values): MoneySettingsBody => ({
    commissionPercent: numberOr(v.commissionPercent, 0),
    supervisorCommissionPercent: numberOr(v.supervisorCommissionPercent, 0),
    sellerPayoutLimit: numberOr(v.sellerPayoutLimit, null),
    defaultCreditLimit: numberOr(v.defaultCreditLimit, null),
  });
  return (
    <FormModal
      title={t('cashUp.settingsTitle')}
      trigger={(open) => (
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          onClick={open}
          disabled={!settings}
        >
          {t('cashUp.settings')}
        </Button>
      )}
      updating
      initialValues={() => ({
        commissionPercent: settings?.commissionPercent ?? 0,
        supervisorCommissionPercent: settings?.supervisorCommissionPercent ?? 0,
        sellerPayoutLimit: settings?.sellerPayoutLimit ?? '',
        defaultCreditLimit: settings?.defaultCreditLimit ?? '',
      })}
      sending={sending(moneySettingsBody, bodyOf, update)}
      success="moneySettingsUpdated"
    >
      {(form) => (
        <>
          <NumberInput
            label={t('cashUp.commissionPercent')}
            description={t('cashUp.commissionHint')}
            decimalScale={2}
            min={0}
            max={50}
            data-autofocus
            {...form.getInputProps('commissionPercent')}
          />
          <NumberInput
            label={t('cashUp.supervisorCommissionPercent')}
            decimalScale={2}
            min={0}
            max={50}
            {...form.getInputProps('supervisorCommissionPercent')}
          />
          <NumberInput
            label={t('cashUp.sellerPayoutLimit')}
            description={t('cashUp.sellerPayoutLimitHint')}
            decimalScale={2}
            min={0}
            {...form.getInputProps('sellerPayoutLimit')}
          />
          <NumberInput
            label={t('cashUp.defaultCreditLimit')}
            description={t('cashUp.defaultCreditLimitHint')}
            decimalScale={2}
            min={0}
            {...form.getInputProps('defaultCreditLimit')}
          />
        </>
      )}
    </FormModal>
  );
}
