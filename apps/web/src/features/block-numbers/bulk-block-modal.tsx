import { Button, Group, MultiSelect, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, isGameCategory, type GameCategory } from '@tiraj/domain';
import {
  addBlockNumbersBody,
  type AddBlockNumbersBody,
  type BlockNumber,
  type LotteryCategory,
} from '@tiraj/domain/contracts';
import { confirmAction } from '../../components/confirm-action.tsx';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import type { Sending } from '../../components/form-sending.ts';
import { i18n } from '../../i18n/i18n.ts';
import { translatedText } from '../../i18n/server-message.ts';
import { contractErrorsOf } from '../../lib/form-errors.ts';
import { useAddBlockNumbers } from './api.ts';
import { bulkBlockPreview } from './bulk-block-preview.ts';

/** Field names are the API's, so its per-field errors land on the right input. */
interface Values {
  lotteryCategoryNames: string[];
  gameCategories: string[];
  numbers: string;
}
const empty = (): Values => ({ lotteryCategoryNames: [], gameCategories: [], numbers: '' });

const bodyOf = (values: Values): AddBlockNumbersBody => ({
  lotteryCategoryNames: values.lotteryCategoryNames,
  gameCategories: values.gameCategories as GameCategory[],
  numbers: values.numbers.trim(),
});

const gamesOf = (values: Values) => values.gameCategories.filter(isGameCategory);

/**
 * The contract, then the domain's expansion of the pattern (the API's own next check), then a
 * confirmation naming how many blocks are added before anything is sent.
 */
function useBulkSending(blocked: readonly BlockNumber[]): Sending<Values> {
  const add = useAddBlockNumbers();
  const previewOf = (v: Values) =>
    bulkBlockPreview(v.lotteryCategoryNames, gamesOf(v), v.numbers, blocked);
  return {
    isPending: add.isPending,
    check: (values) => {
      const errors = contractErrorsOf(addBlockNumbersBody, bodyOf(values));
      const result = previewOf(values);
      if (!errors.numbers && result && !result.ok) errors.numbers = translatedText(result.reason);
      return errors;
    },
    send: (values, callbacks) => {
      const result = previewOf(values);
      if (!result?.ok) return;
      confirmAction({
        title: i18n.t('bulk:block.confirmTitle'),
        message: [
          i18n.t('bulk:block.confirm', result.preview),
          ...(result.preview.already ? [i18n.t('bulk:block.previewAlready', result.preview)] : []),
        ].join('\n'),
        confirmLabel: i18n.t('bulk:block.submit'),
        onConfirm: () => add.mutate(bodyOf(values), callbacks),
      });
    },
  };
}

/** Block several numbers: a pattern (list, range, doubles) for chosen draws and games. */
export function BulkBlockModal(props: {
  categories: LotteryCategory[];
  games: string[] | undefined;
  blocked: readonly BlockNumber[];
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { t } = useTranslation('bulk');
  return (
    <FormModal
      title={t('block.title')}
      size="lg"
      trigger={props.trigger}
      updating={false}
      initialValues={empty}
      sending={useBulkSending(props.blocked)}
      success="blockNumbersBulkCreated"
      submitLabel={t('block.submit')}
    >
      {(form) => <BulkBlockFields form={form} {...props} />}
    </FormModal>
  );
}

function BulkBlockFields(props: {
  form: UseFormReturnType<Values>;
  categories: LotteryCategory[];
  games: string[] | undefined;
  blocked: readonly BlockNumber[];
}) {
  const { form, categories, games, blocked } = props;
  const { t } = useTranslation('bulk');
  const { values } = form;
  const result = bulkBlockPreview(
    values.lotteryCategoryNames,
    gamesOf(values),
    values.numbers,
    blocked,
  );
  return (
    <>
      <MultiSelect
        label={t('block.draws')}
        placeholder={values.lotteryCategoryNames.length ? undefined : t('block.chooseDraws')}
        data={categories.map((c) => ({ value: c._id, label: c.lotteryName }))}
        searchable
        clearable
        {...form.getInputProps('lotteryCategoryNames')}
      />
      <Group justify="flex-end" mt={-8}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            form.setFieldValue(
              'lotteryCategoryNames',
              categories.map((c) => c._id),
            )
          }
        >
          {t('block.allDraws')}
        </Button>
      </Group>
      <MultiSelect
        label={t('block.games')}
        placeholder={values.gameCategories.length ? undefined : t('block.chooseGames')}
        // The fixed list stands in while the server's loads (or if it cannot be had).
        data={games ?? [...GAME_CATEGORIES]}
        clearable
        {...form.getInputProps('gameCategories')}
      />
      <TextInput
        label={t('block.numbers')}
        description={t('block.numbersHint')}
        placeholder="00-09"
        autoComplete="off"
        maxLength={2000}
        {...form.getInputProps('numbers')}
      />
      <Group justify="flex-end" mt={-8}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => form.setFieldValue('numbers', t('block.doublesWord'))}
        >
          {t('block.allDoubles')}
        </Button>
      </Group>
      <div aria-live="polite" data-testid="bulk-block-preview">
        {result === null ? (
          <Text size="sm" c="dimmed">
            {t('block.previewEmpty')}
          </Text>
        ) : result.ok ? (
          <>
            <Text size="sm" fw={600}>
              {t('block.preview', result.preview)}
            </Text>
            {result.preview.already > 0 && (
              <Text size="sm" c="dimmed">
                {t('block.previewAlready', result.preview)}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="red.8">
            {translatedText(result.reason)}
          </Text>
        )}
      </div>
    </>
  );
}
