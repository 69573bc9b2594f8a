import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import { useTranslation } from 'react-i18next';
import {
  addPercentageLimitBody,
  updatePercentageLimitBody,
  type AddPercentageLimitBody,
  type LotteryCategory,
  type PercentageLimit,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useAddPercentageLimit, useUpdatePercentageLimit } from './api.ts';
import { PERCENT_DISPLAY, percentOf } from './percent-fields.ts';

/** Laid out as the API takes it (SPEC order), so its errors (`limits.2.limitPercent`) land right. */
interface Values {
  lotteryCategoryName: string | null;
  limits: { gameCategory: string; limitPercent: number | string }[];
}

const blank = (): Values => ({
  lotteryCategoryName: null,
  limits: PERCENTAGE_GAME_ORDER.map((gameCategory) => ({ gameCategory, limitPercent: '' })),
});

// An unchosen category is sent empty and an empty percent as no number: the contract refuses both.
const bodyOf = (values: Values): AddPercentageLimitBody => ({
  lotteryCategoryName: values.lotteryCategoryName ?? '',
  limits: values.limits.map((l) => ({
    gameCategory: l.gameCategory,
    limitPercent: l.limitPercent === '' ? NaN : Number(l.limitPercent),
  })),
});

/** Create Condition (no `editing`) or Edit Condition for a percentage limit. Each opening starts afresh. */
export function PercentageLimitModal(props: {
  editing?: PercentageLimit;
  categories: LotteryCategory[];
  limits: PercentageLimit[];
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, categories, limits } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddPercentageLimit();
  const update = useUpdatePercentageLimit();

  // One record per category: those that already have one (other than this) cannot be chosen.
  const taken = new Set(
    limits.filter((l) => l._id !== editing?._id).map((l) => l.lotteryCategoryId),
  );

  return (
    <FormModal
      title={editing ? t('percentageLimits.editTitle') : t('percentageLimits.addTitle')}
      trigger={props.trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              lotteryCategoryName: editing.lotteryCategoryId,
              limits: PERCENTAGE_GAME_ORDER.map((gameCategory) => ({
                gameCategory,
                limitPercent: percentOf(editing.limits, gameCategory),
              })),
            }
          : blank()
      }
      sending={
        editing
          ? sending(updatePercentageLimitBody, bodyOf, withId(update, editing._id))
          : sending(addPercentageLimitBody, bodyOf, add)
      }
      success={editing ? 'paymentConditionUpdated' : 'paymentConditionCreated'}
    >
      {(form) => (
        <>
          <Select
            label={t('common:fields.lotteryCategory')}
            withAsterisk
            placeholder={t('common:choices.chooseLottery')}
            data={categories.map((c) => ({
              value: c._id,
              label: c.lotteryName,
              disabled: taken.has(c._id),
            }))}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('people.noLotteryCategory')}
            {...form.getInputProps('lotteryCategoryName')}
          />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm">
            {PERCENT_DISPLAY.map(({ game, label }) => {
              const index = PERCENTAGE_GAME_ORDER.indexOf(game);
              return (
                <NumberInput
                  key={game}
                  label={label}
                  withAsterisk
                  min={0}
                  max={100}
                  decimalScale={2}
                  // French and Kreyòl write 12,5.
                  decimalSeparator={currentLanguage() === 'en' ? '.' : ','}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  rightSection="%"
                  {...form.getInputProps(`limits.${index}.limitPercent`)}
                />
              );
            })}
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
