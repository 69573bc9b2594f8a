import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  autoCompleteMarriage,
  digitsOf,
  GAME_CATEGORIES,
  isGameCategory,
  normaliseNumber,
  numberMismatch,
  type GameCategory,
} from '@tiraj/domain';
import {
  addBlockNumberBody,
  updateBlockNumberBody,
  type AddBlockNumberBody,
  type BlockNumber,
  type LotteryCategory,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { translatedText } from '../../i18n/server-message.ts';
import { useAddBlockNumber, useUpdateBlockNumber } from './api.ts';

/** Field names are the API's, so its per-field errors land on the right input. */
interface Values {
  lotteryCategoryName: string | null;
  gameCategory: string | null;
  number: string;
}
const empty: Values = { lotteryCategoryName: null, gameCategory: null, number: '' };

/** An example number of the right shape: 12, 123, 1234, 12345 or 12×34. */
const exampleOf = (game: GameCategory) =>
  game === 'MRG' ? '12×34' : '123456789'.slice(0, digitsOf(game));

// An unchosen select is sent empty, which the contract refuses with its own message.
const bodyOf = (values: Values): AddBlockNumberBody => ({
  lotteryCategoryName: values.lotteryCategoryName ?? '',
  gameCategory: (values.gameCategory ?? '') as GameCategory,
  number: values.number.trim(),
});

/**
 * The domain's rule that the number fits its game, which the API applies after
 * its contract: checked here too, so the field says it before the round trip
 * (in the screen's language, by the message's code, as the server's would be).
 */
const fittingItsGame = <T extends z.ZodType<{ gameCategory?: string; number?: string }>>(
  contract: T,
) =>
  contract.superRefine(({ gameCategory: game, number }, ctx) => {
    if (game && isGameCategory(game) && number && normaliseNumber(game, number) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: translatedText(numberMismatch(game)),
      });
  });
const contracts = {
  add: fittingItsGame(addBlockNumberBody),
  update: fittingItsGame(updateBlockNumberBody),
};

/** Create BlockNumber (no `editing`) or Edit BlockNumber. Each opening starts afresh. */
export function BlockNumberModal(props: {
  editing?: BlockNumber;
  categories: LotteryCategory[];
  /** the server's games, fetched once by the page; undefined while they load or if they cannot be had */
  games: string[] | undefined;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, categories, games } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddBlockNumber();
  const update = useUpdateBlockNumber();
  return (
    <FormModal
      title={editing ? t('blockNumbers.editTitle') : t('blockNumbers.addTitle')}
      trigger={props.trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              lotteryCategoryName: editing.lotteryCategoryId,
              gameCategory: editing.gameCategory,
              number: editing.number,
            }
          : empty
      }
      sending={
        editing
          ? sending(contracts.update, bodyOf, withId(update, editing._id))
          : sending(contracts.add, bodyOf, add)
      }
      success={editing ? 'blockNumbersUpdated' : 'blockNumbersCreated'}
    >
      {(form) => <BlockNumberFields form={form} categories={categories} games={games} />}
    </FormModal>
  );
}

function BlockNumberFields(props: {
  form: UseFormReturnType<Values>;
  categories: LotteryCategory[];
  /** the server's games; undefined while they load or if they cannot be had */
  games: string[] | undefined;
}) {
  const { form, categories, games } = props;
  const { t } = useTranslation(['company', 'common']);
  const game = form.values.gameCategory;
  const known = game && isGameCategory(game) ? game : null;
  const numberInput = form.getInputProps('number');
  // SPEC.md §5: for MRG, two typed digits get the × appended. Only while typing
  // forward, so that backspace can still remove the ×.
  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const grew = typed.length > form.values.number.length;
    form.setFieldValue('number', grew ? autoCompleteMarriage(game ?? '', typed) : typed);
  };
  return (
    <>
      <Select
        label={t('common:fields.lotteryCategory')}
        withAsterisk
        placeholder={t('common:choices.chooseLottery')}
        data={categories.map((c) => ({ value: c._id, label: c.lotteryName }))}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('people.noLotteryCategory')}
        {...form.getInputProps('lotteryCategoryName')}
      />
      <Select
        label={t('blockNumbers.gameName')}
        withAsterisk
        placeholder={t('blockNumbers.chooseGame')}
        // The fixed list stands in while the server's loads (or if it cannot be had).
        data={games ?? [...GAME_CATEGORIES]}
        allowDeselect={false}
        {...form.getInputProps('gameCategory')}
      />
      <TextInput
        label={t('blockNumbers.blockNumber')}
        withAsterisk
        placeholder={known ? exampleOf(known) : undefined}
        description={
          !known
            ? t('blockNumbers.chooseGameFirst')
            : known === 'MRG'
              ? t('blockNumbers.formatMrg')
              : t('blockNumbers.format', { game: known, digits: digitsOf(known) })
        }
        inputMode={game === 'MRG' ? 'text' : 'numeric'}
        autoComplete="off"
        maxLength={20}
        {...numberInput}
        onChange={onNumberChange}
      />
    </>
  );
}
