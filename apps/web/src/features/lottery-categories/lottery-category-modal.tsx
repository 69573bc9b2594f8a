import { Group, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  addLotteryCategoryBody,
  updateLotteryCategoryBody,
  type LotteryCategory,
} from '@tiraj/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId, type Sending } from '../../components/form-sending.ts';
import { displayDate } from '../../lib/format.ts';
import { categorySalesQuery, useAddLotteryCategory, useUpdateLotteryCategory } from './api.ts';

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
  const client = useQueryClient();
  /**
   * New hours for a draw on sale move its close under the sellers' feet (issue 38): asked first,
   * naming the companies selling it and the draws open now; other changes are sent at once.
   */
  const askingHours = (base: Sending<Values>, category: LotteryCategory): Sending<Values> => ({
    ...base,
    send: (values, callbacks) => {
      const moved =
        (values.startTime && values.startTime !== category.startTime) ||
        (values.endTime && values.endTime !== category.endTime);
      if (!moved) return base.send(values, callbacks);
      client.fetchQuery(categorySalesQuery(category._id)).then(
        (sales) => {
          if (!sales.onSale && !sales.companies.length) return base.send(values, callbacks);
          const none = t('categories.hoursNone');
          confirmAction({
            title: t('categories.hoursTitle'),
            message: t('categories.hoursOnSale', {
              name: category.lotteryName,
              date: displayDate(sales.drawDate),
              companies: sales.companies.join(', ') || none,
              open: sales.openDraws.join(', ') || none,
            }),
            confirmLabel: t('categories.hoursConfirm'),
            color: 'red',
            onConfirm: () => base.send(values, callbacks),
          });
        },
        // The failed read's own toast said why; nothing was sent.
        () => undefined,
      );
    },
  });
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
          ? askingHours(
              sending(updateLotteryCategoryBody, changesOf, withId(update, editing._id)),
              editing,
            )
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
