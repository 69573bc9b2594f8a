import { NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addRemittanceBody,
  type AddRemittanceBody,
  type RemittanceAnswer,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { htg } from '../../lib/format.ts';
import { SHORT } from '../../lib/toast.ts';
import { useAddRemittance, type CashUpReader } from './api.ts';

type Kind = NonNullable<AddRemittanceBody['kind']>;

interface Values {
  kind: Kind;
  amount: number | string;
  note: string;
}

/**
 * Record cash: what a seller hands in (positive) or is handed (negative), with a note; or the
 * seller's opening balance (what it owed the bank before Tiraj: one live per seller, the API
 * answers 409 for a second). The ledger never changes an entry: a mistake is reversed by another
 * (the API's reverseremittance).
 */
export function RemittanceModal(props: {
  reader: CashUpReader;
  seller: { _id: string; userName: string; balance: number };
  trigger: FormModalProps<Values>['trigger'];
  /** the entry recorded and the balance after it: its receipt is offered */
  onRecorded: (answer: RemittanceAnswer) => void;
}) {
  const { reader, seller, trigger, onRecorded } = props;
  const { t } = useTranslation('reports');
  const add = useAddRemittance(reader);
  const bodyOf = (values: Values): AddRemittanceBody => ({
    seller: seller._id,
    amount: values.amount === '' ? Number.NaN : Number(values.amount),
    note: values.note.trim(),
    kind: values.kind,
  });
  return (
    <FormModal
      title={t('cashUp.recordTitle', { name: seller.userName })}
      trigger={trigger}
      updating={false}
      // The balance is what the seller owes: the usual remittance is all of it.
      initialValues={(): Values => ({
        kind: 'remittance',
        amount: seller.balance > 0 ? seller.balance : '',
        note: '',
      })}
      sending={sending(addRemittanceBody, bodyOf, {
        isPending: add.isPending,
        mutate: (body, callbacks) =>
          add.mutate(body, {
            onSuccess: (answer) => {
              callbacks.onSuccess();
              onRecorded(answer);
            },
            onError: callbacks.onError,
          }),
      })}
      submitLabel={t('cashUp.recordSubmit')}
      success="remittanceRecorded"
      successAutoClose={SHORT}
    >
      {(form) => (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('cashUp.entryKind')}
            </Text>
            <SegmentedControl
              data={(['remittance', 'opening'] as const).map((value) => ({
                value,
                label: t(`cashUp.kind.${value}`),
              }))}
              {...form.getInputProps('kind')}
              onChange={(value) => {
                const kind = value as Kind;
                form.setFieldValue('kind', kind);
                // An opening is typed, never the balance Tiraj already counts.
                form.setFieldValue(
                  'amount',
                  kind === 'remittance' && seller.balance > 0 ? seller.balance : '',
                );
              }}
            />
          </Stack>
          <NumberInput
            label={t('cashUp.amount')}
            description={
              form.getValues().kind === 'opening'
                ? t('cashUp.openingHint')
                : t('cashUp.amountHint', { balance: htg(seller.balance) })
            }
            decimalScale={2}
            data-autofocus
            withAsterisk
            {...form.getInputProps('amount')}
            // Issue 38: the balance is offered selected, so what the owner types replaces it
            // rather than being appended to it (a wrong remittance).
            onFocus={(event) => event.currentTarget.select()}
          />
          <TextInput label={t('cashUp.note')} {...form.getInputProps('note')} />
        </>
      )}
    </FormModal>
  );
}
