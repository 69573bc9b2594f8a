import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { PERCENTAGE_GAME_ORDER, percentProblem } from '@tiraj/domain';
import type { LotteryCategory, PercentageLimit } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
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

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.lotteryCategoryName) errors.lotteryCategoryName = 'Lottery category is required';
  values.limits.forEach(({ gameCategory, limitPercent }, index) => {
    const problem = limitPercent === '' ? 'is required' : percentProblem(Number(limitPercent));
    if (problem) errors[`limits.${index}.limitPercent`] = `${gameCategory} ${problem}`;
  });
  return errors;
}

/** Create Condition (no `editing`) or Edit Condition for a percentage limit. Closing resets it. */
export function PercentageLimitModal(props: {
  opened: boolean;
  editing: PercentageLimit | null;
  categories: LotteryCategory[];
  limits: PercentageLimit[];
  onClose: () => void;
}) {
  const { opened, editing, categories, limits, onClose } = props;
  const add = useAddPercentageLimit();
  const update = useUpdatePercentageLimit();
  const form = useForm<Values>({ initialValues: blank(), validate });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            lotteryCategoryName: editing.lotteryCategoryId,
            limits: PERCENTAGE_GAME_ORDER.map((gameCategory) => ({
              gameCategory,
              limitPercent: percentOf(editing.limits, gameCategory),
            })),
          }
        : blank(),
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.setValues(blank());
    onClose();
  };

  // One record per category: those that already have one (other than this) cannot be chosen.
  const taken = new Set(
    limits.filter((l) => l._id !== editing?._id).map((l) => l.lotteryCategoryId),
  );

  const submit = form.onSubmit((values) => {
    const body = {
      lotteryCategoryName: values.lotteryCategoryName!,
      limits: values.limits.map((l) => ({
        gameCategory: l.gameCategory,
        limitPercent: Number(l.limitPercent),
      })),
    };
    const failed = (title: string) => (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      toast.error(title, messageOf(error));
    };
    if (editing) {
      update.mutate(
        { id: editing._id, body },
        {
          onError: failed('Error updating payment condition'),
          onSuccess: () => (toast.success('Payment condition updated'), close()),
        },
      );
    } else {
      add.mutate(body, {
        onError: failed('Error creating payment condition'),
        onSuccess: () => (toast.success('Payment condition created'), close()),
      });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'Edit Condition' : 'Create Condition'}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Lottery Category"
            placeholder="Choose Lottery"
            data={categories.map((c) => ({
              value: c._id,
              label: c.lotteryName,
              disabled: taken.has(c._id),
            }))}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No lottery category"
            {...form.getInputProps('lotteryCategoryName')}
          />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm">
            {PERCENT_DISPLAY.map(({ game, label }) => {
              const index = PERCENTAGE_GAME_ORDER.indexOf(game);
              return (
                <NumberInput
                  key={game}
                  label={label}
                  min={0}
                  max={100}
                  decimalScale={2}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  rightSection="%"
                  {...form.getInputProps(`limits.${index}.limitPercent`)}
                />
              );
            })}
          </SimpleGrid>
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
