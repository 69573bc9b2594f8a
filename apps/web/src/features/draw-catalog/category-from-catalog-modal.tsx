import { NumberInput, TextInput } from '@mantine/core';
import { DEFAULT_CLOSE_MINUTES_BEFORE } from '@tiraj/domain';
import { addCategoryFromCatalogBody, type DrawCatalogEntry } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending } from '../../components/form-sending.ts';
import { useAddCategoryFromCatalog } from './api.ts';

interface Values {
  lotteryName: string;
  closeMinutesBefore: number | string;
}

/**
 * CREATE THE CATEGORY from a catalog draw (issue 40): a name (the draw's unless typed) and the
 * minutes before the official draw its sales close (5 unless typed).
 */
export function CategoryFromCatalogModal(props: {
  entry: DrawCatalogEntry;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { entry, trigger } = props;
  const { t } = useTranslation(['admin', 'common']);
  const add = useAddCategoryFromCatalog();
  const name = `${entry.state} ${entry.drawName}`;
  const bodyOf = (v: Values) => ({
    catalogId: entry._id,
    lotteryName: v.lotteryName.trim() || undefined,
    closeMinutesBefore: v.closeMinutesBefore === '' ? undefined : String(v.closeMinutesBefore),
  });
  return (
    <FormModal
      title={t('catalog.createCategoryTitle', { name })}
      trigger={trigger}
      updating={false}
      submitLabel={t('catalog.createCategory')}
      initialValues={() => ({
        lotteryName: '',
        closeMinutesBefore: DEFAULT_CLOSE_MINUTES_BEFORE,
      })}
      sending={sending(addCategoryFromCatalogBody, bodyOf, add)}
      success={{ text: t('catalog.categoryCreated') }}
    >
      {(form) => (
        <>
          <TextInput
            label={t('catalog.categoryName')}
            placeholder={name}
            data-autofocus
            {...form.getInputProps('lotteryName')}
          />
          <NumberInput
            label={t('catalog.minutesBefore')}
            description={t('catalog.minutesBeforeHint')}
            min={0}
            max={720}
            allowDecimal={false}
            {...form.getInputProps('closeMinutesBefore')}
          />
        </>
      )}
    </FormModal>
  );
}
