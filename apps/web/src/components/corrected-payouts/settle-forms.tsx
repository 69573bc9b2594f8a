import { Button, NumberInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowBackUp, IconCashBanknote, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  recoverPayoutBody,
  returnPayoutBody,
  writeOffPayoutBody,
  type CorrectedPayout,
  type RecoverPayoutBody,
  type WriteOffPayoutBody,
} from '@tiraj/domain/contracts';
import { FormModal } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { htg, today } from '../../lib/format.ts';
import {
  useRecoverPayout,
  useReturnPayout,
  useWriteOffPayout,
} from '../../lib/queries/corrected-payouts.ts';

interface Recovery {
  amount: number | string;
  date: string;
  note: string;
}

/**
 * Cash that changes hands with the customer, on a day, with a note: a recovery (the customer gives
 * back, at most what is outstanding) or a return (the company hands back what a later correction
 * made the customer's again, at most what is owed back).
 */
function CashForm({ item, kind }: { item: CorrectedPayout; kind: 'recovery' | 'return' }) {
  const { t } = useTranslation('reports');
  const recover = useRecoverPayout();
  const giveBack = useReturnPayout();
  const returning = kind === 'return';
  const most = returning ? item.owedBack : item.outstanding;
  const action = returning ? t('correctedPayouts.giveBack') : t('correctedPayouts.recover');
  return (
    <FormModal<Recovery>
      title={t(returning ? 'correctedPayouts.giveBackTitle' : 'correctedPayouts.recoverTitle', {
        ticketId: item.ticketId,
      })}
      trigger={(open) => (
        <Button
          size="compact-sm"
          variant="light"
          color={returning ? 'orange' : 'teal'}
          leftSection={returning ? <IconCashBanknote size={16} /> : <IconArrowBackUp size={16} />}
          onClick={open}
        >
          {action}
        </Button>
      )}
      updating={false}
      initialValues={() => ({ amount: most, date: today(), note: '' })}
      sending={sending(
        returning ? returnPayoutBody : recoverPayoutBody,
        (v: Recovery): RecoverPayoutBody => ({
          ticketId: item.ticketId,
          amount: typeof v.amount === 'number' ? v.amount : Number(v.amount),
          date: v.date,
          note: v.note.trim(),
        }),
        returning ? giveBack : recover,
      )}
      submitLabel={action}
      success={{
        text: returning ? t('correctedPayouts.givenBack') : t('correctedPayouts.recovered'),
      }}
    >
      {(form) => (
        <>
          <NumberInput
            label={t('correctedPayouts.amount')}
            description={t('correctedPayouts.atMost', { amount: htg(most) })}
            decimalScale={2}
            min={0}
            max={most}
            withAsterisk
            data-autofocus
            {...form.getInputProps('amount')}
            // The most is offered selected: what the owner types replaces it rather than being
            // appended to it (the remittance's mistake, issue 38).
            onFocus={(event) => event.currentTarget.select()}
          />
          <DateInput
            label={t('correctedPayouts.date')}
            withAsterisk
            {...form.getInputProps('date')}
          />
          <Textarea label={t('correctedPayouts.note')} {...form.getInputProps('note')} />
        </>
      )}
    </FormModal>
  );
}

/** Cash the customer gave back: at most what is outstanding. */
export const RecoverForm = ({ item }: { item: CorrectedPayout }) => (
  <CashForm item={item} kind="recovery" />
);

/** Cash the company hands back to the customer: at most what is owed back. */
export const ReturnForm = ({ item }: { item: CorrectedPayout }) => (
  <CashForm item={item} kind="return" />
);

/** What the company will not get back: all that is outstanding, with why. */
export function WriteOffForm({ item }: { item: CorrectedPayout }) {
  const { t } = useTranslation('reports');
  const writeOff = useWriteOffPayout();
  return (
    <FormModal<{ reason: string }>
      title={t('correctedPayouts.writeOffTitle', {
        ticketId: item.ticketId,
        amount: htg(item.outstanding),
      })}
      trigger={(open) => (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconReceiptOff size={16} />}
          onClick={open}
        >
          {t('correctedPayouts.writeOff')}
        </Button>
      )}
      updating={false}
      initialValues={() => ({ reason: '' })}
      sending={sending(
        writeOffPayoutBody,
        (v: { reason: string }): WriteOffPayoutBody => ({
          ticketId: item.ticketId,
          // The amount the dialog showed: refused if a correction changed it meanwhile.
          amount: item.outstanding,
          reason: v.reason.trim(),
        }),
        writeOff,
      )}
      submitLabel={t('correctedPayouts.writeOff')}
      success={{ text: t('correctedPayouts.writtenOffDone') }}
    >
      {(form) => (
        <Textarea
          label={t('correctedPayouts.reason')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('reason')}
        />
      )}
    </FormModal>
  );
}
