import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  reverseRemittanceBody,
  type Remittance,
  type ReverseRemittanceBody,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { htg } from '../../lib/format.ts';
import { SHORT } from '../../lib/toast.ts';
import { useReverseRemittance, type CashUpReader } from './api.ts';

/** Reverse an entry: a new entry of the opposite amount that names it, with why (the entry stays). */
export function ReverseModal(props: {
  reader: CashUpReader;
  entry: Remittance;
  trigger: FormModalProps<{ note: string }>['trigger'];
}) {
  const { reader, entry, trigger } = props;
  const { t } = useTranslation('reports');
  const reverse = useReverseRemittance(reader);
  return (
    <FormModal
      title={t('cashUp.reverseTitle', { amount: htg(entry.amount) })}
      trigger={trigger}
      updating={false}
      initialValues={() => ({ note: '' })}
      sending={sending(
        reverseRemittanceBody,
        (v: { note: string }): ReverseRemittanceBody => ({ note: v.note.trim() }),
        withId(reverse, entry._id),
      )}
      submitLabel={t('cashUp.reverseSubmit')}
      success="remittanceReversed"
      successAutoClose={SHORT}
    >
      {(form) => (
        <TextInput
          label={t('cashUp.reverseWhy')}
          data-autofocus
          withAsterisk
          {...form.getInputProps('note')}
        />
      )}
    </FormModal>
  );
}
