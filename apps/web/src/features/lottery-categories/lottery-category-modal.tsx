import { Group, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  addLotteryCategoryBody,
  updateLotteryCategoryBody,
  type LotteryCategory,
} from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { useAddLotteryCategory, useUpdateLotteryCategory } from './api.ts';

interface Values {
  lotteryName: string;
  startTime: string;
  endTime: string;
}
const empty: Values = { lotteryName: '', startTime: '', endTime: '' };

const bodyOf = (values: Values): Values => ({ ...values, lotteryName: values.lotteryName.trim() });

/** An update sends only the non-empty fields. */
const changesOf = (values: Values): Partial<Values> =>
  Object.fromEntries(Object.entries(bodyOf(values)).filter(([, v]) => v !== ''));

/** Create (no `editing`) or edit a lottery category. Each opening starts afresh. */
export function LotteryCategoryModal(props: {
  editing?: LotteryCategory;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing } = props;
  const { t } = useTranslation(['admin', 'common']);
  const add = useAddLotteryCategory();
  const update = useUpdateLotteryCategory();
  return (
    <FormModal
      title={editing ? t('categories.editTitle') : t('categories.createTitle')}
      trigger={props.trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              lotteryName: editing.lotteryName,
              startTime: editing.startTime,
              endTime: editing.endTime,
            }
          : empty
      }
      sending={
        editing
          ? sending(updateLotteryCategoryBody, changesOf, withId(update, editing._id))
          : sending(addLotteryCategoryBody, bodyOf, add)
      }
      success={editing ? 'lotteryCategoryUpdated' : 'lotteryCategoryCreated'}
    >
      {(form) => (
        <>
          <TextInput
            label={t('common:fields.name')}
            withAsterisk={!editing}
            placeholder={t('categories.namePlaceholder')}
            data-autofocus
            {...form.getInputProps('lotteryName')}
          />
          <Group grow>
            <TimeInput
              label={t('categories.startTime')}
              withAsterisk={!editing}
              {...form.getInputProps('startTime')}
            />
            <TimeInput
              label={t('categories.endTime')}
              withAsterisk={!editing}
              {...form.getInputProps('endTime')}
            />
          </Group>
        </>
      )}
    </FormModal>
  );
}
