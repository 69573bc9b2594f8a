import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, type ChangeEvent } from 'react';
import {
  autoCompleteMarriage,
  digitsOf,
  GAME_CATEGORIES,
  isGameCategory,
  normaliseNumber,
  numberFormatOf,
  numberMismatchMessage,
  type GameCategory,
} from '@tiraj/domain';
import type { BlockNumber, LotteryCategory } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useGameCategories } from '../lottery-categories/api.ts';
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

/** Create BlockNumber (no `editing`) or Edit BlockNumber. Closing resets the fields. */
export function BlockNumberModal(props: {
  opened: boolean;
  editing: BlockNumber | null;
  categories: LotteryCategory[];
  onClose: () => void;
}) {
  const { opened, editing, categories, onClose } = props;
  const add = useAddBlockNumber();
  const update = useUpdateBlockNumber();
  const games = useGameCategories();
  useEffect(() => {
    if (games.isError) toast.error('Error fetching game categories', messageOf(games.error));
  }, [games.isError, games.error]);
  const form = useForm<Values>({
    initialValues: empty,
    validate: {
      lotteryCategoryName: (v) => (v ? null : 'Lottery category is required'),
      gameCategory: (v) => (v ? null : 'Game is required'),
      number: (v, values) => {
        if (!v.trim()) return 'Number is required';
        const game = values.gameCategory;
        if (!game || !isGameCategory(game)) return null;
        return normaliseNumber(game, v) === null ? numberMismatchMessage(game) : null;
      },
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            lotteryCategoryName: editing.lotteryCategoryId,
            gameCategory: editing.gameCategory,
            number: editing.number,
          }
        : empty,
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.setValues(empty);
    onClose();
  };

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

  const submit = form.onSubmit((values) => {
    const body = {
      lotteryCategoryName: values.lotteryCategoryName!,
      gameCategory: values.gameCategory as BlockNumber['gameCategory'],
      number: values.number.trim(),
    };
    const failed = (title: string) => (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      toast.error(title, messageOf(error));
    };
    if (editing) {
      update.mutate(
        { id: editing._id, body },
        {
          onError: failed('Error updating Block Numbers.'),
          onSuccess: () => (toast.success('Block Numbers updated.'), close()),
        },
      );
    } else {
      add.mutate(body, {
        onError: failed('Error creating Block Numbers.'),
        onSuccess: () => (toast.success('Block Numbers created.'), close()),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? 'Edit BlockNumber' : 'Create BlockNumber'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Lottery Category"
            placeholder="Choose Lottery"
            data={categories.map((c) => ({ value: c._id, label: c.lotteryName }))}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No lottery category"
            {...form.getInputProps('lotteryCategoryName')}
          />
          <Select
            label="Game Name"
            placeholder="Choose Game"
            // The fixed list stands in while the server's loads (or if it cannot be had).
            data={games.data?.map((g) => g.gameName) ?? [...GAME_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('gameCategory')}
          />
          <TextInput
            label="Block Number"
            placeholder={known ? exampleOf(known) : undefined}
            description={known ? `${known}: ${numberFormatOf(known)}` : 'Choose the game first'}
            inputMode={game === 'MRG' ? 'text' : 'numeric'}
            autoComplete="off"
            maxLength={20}
            {...numberInput}
            onChange={onNumberChange}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
