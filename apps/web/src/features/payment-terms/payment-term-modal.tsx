import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  conditionsOf,
  DEFAULT_RATES,
  multiplierProblem,
  ratesOf,
  type PaymentRates,
} from '@tiraj/domain';
import type { LotteryCategory, PaymentTerm } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useAddPaymentTerm, useUpdatePaymentTerm } from './api.ts';
import { formErrorsOf, RATE_FIELDS } from './rate-fields.ts';

type RateValues = Record<keyof PaymentRates, number | string>;
interface Values {
  lotteryCategoryName: string | null;
  rates: RateValues;
}

const blank = (): Values => ({ lotteryCategoryName: null, rates: { ...DEFAULT_RATES } });

/**
 * Create Condition (no `editing`) or Edit Condition. A new term starts from the
 * official rates, so the subadmin changes only what differs. Closing resets it.
 */
export function PaymentTermModal(props: {
  opened: boolean;
  editing: PaymentTerm | null;
  /** create mode: the category chosen from its default-rates card */
  categoryId: string | null;
  categories: LotteryCategory[];
  terms: PaymentTerm[];
  onClose: () => void;
}) {
  const { opened, editing, categoryId, categories, terms, onClose } = props;
  const add = useAddPaymentTerm();
  const update = useUpdatePaymentTerm();
  const form = useForm<Values>({
    initialValues: blank(),
    validate: {
      lotteryCategoryName: (v) => (v ? null : 'Lottery category is required'),
      rates: Object.fromEntries(
        RATE_FIELDS.map(({ key, label }) => [
          key,
          (v: number | string) => {
            if (v === '') return `${label} is required`;
            const problem = multiplierProblem(Number(v));
            return problem ? `${label} ${problem}` : null;
          },
        ]),
      ),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            lotteryCategoryName: editing.lotteryCategoryId,
            rates: ratesOf(editing.conditions.map((c) => c.condition)),
          }
        : { ...blank(), lotteryCategoryName: categoryId },
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing, categoryId]);

  const close = () => {
    form.setValues(blank());
    onClose();
  };

  // One term per category: those that already have one (other than this) cannot be chosen.
  const taken = new Set(
    terms.filter((t) => t._id !== editing?._id).map((t) => t.lotteryCategoryId),
  );
  const options = categories.map((c) => ({
    value: c._id,
    label: c.lotteryName,
    disabled: taken.has(c._id),
  }));

  const submit = form.onSubmit((values) => {
    const rates = Object.fromEntries(
      RATE_FIELDS.map(({ key }) => [key, Number(values.rates[key])]),
    ) as PaymentRates;
    const body = {
      lotteryCategoryName: values.lotteryCategoryName!,
      conditions: conditionsOf(rates),
    };
    const failed = (title: string) => (error: unknown) => {
      form.setErrors(formErrorsOf(fieldErrorsOf(error)));
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
            data={options}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No lottery category"
            {...form.getInputProps('lotteryCategoryName')}
          />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm">
            {RATE_FIELDS.map(({ key, label }) => (
              <NumberInput
                key={key}
                label={label}
                min={0}
                max={1_000_000}
                decimalScale={2}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                {...form.getInputProps(`rates.${key}`)}
              />
            ))}
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
