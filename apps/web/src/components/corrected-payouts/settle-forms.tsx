import { Button, NumberInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowBackUp, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  recoverPayoutBody,
  writeOffPayoutBody,
  type CorrectedPayout,
  type RecoverPayoutBody,
  type WriteOffPayoutBody,
} from '@tiraj/domain/contracts';
import { FormModal } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { htg, today } from '../../lib/format.ts';
import { useRecoverPayout, useWriteOffPayout } from '../../lib/queries/corrected-payouts.ts';

interface Recovery {
  amount: number | string;
  date: string;
  note: string;
}

/** Cash the customer gave back: at most what is outstanding, on a day, with a note. */
export function RecoverForm({ item }: { item: CorrectedPayout }) {
  const { t } = useTranslation('reports');
  const recover = useRecoverPayout();
  return (
    <FormModal<Recovery>
      title={t('correctedPayouts.recoverTitle', { ticketId: item.ticketId })}
      trigger={(open) => (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={open}
        >
          {t('correctedPayouts.recover')}
        </Button>
      )}
      updating={false}
      initialValues={() => ({ amount: item.outstanding, date: today(), note: '' })}
      sending={sending(
        recoverPayoutBody,
        (v: Recovery): RecoverPayoutBody => ({
          ticketId: item.ticketId,
          amount: typeof v.amount === 'number' ? v.amount : Number(v.amount),
          date: v.date,
          note: v.note.trim(),
        }),
        recover,
      )}
      submitLabel={t('correctedPayouts.recover')}
      success={{ text: t('correctedPayouts.recovered') }}
    >
      {(form) => (
        <>
          <NumberInput
            label={t('correctedPayouts.amount')}
            description={t('correctedPayouts.atMost', { amount: htg(item.outstanding) })}
            decimalScale={2}
            min={0}
            max={item.outstanding}
            withAsterisk
            data-autofocus
            {...form.getInputProps('amount')}
            // The outstanding is offered selected: what the owner types replaces it rather than
            // being appended to it (the remittance's mistake, issue 38).
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
