import { Alert, Divider, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { deriveWinningNumbers, drawInputOf, firstLotMismatch, type DrawInput } from '@tiraj/domain';
import {
  addWinningNumberBody,
  correctionForm,
  type AddWinningNumberBody,
  type UpdateWinningNumberBody,
  type WinningNumber,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { today } from '../../lib/format.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useAddWinningNumber, useUpdateWinningNumber, type ResultSearch } from './api.ts';
import { NumberGrid, useLotNames } from './number-grid.tsx';
import { confirmingResult } from './result-confirmation.tsx';

const blank: DrawInput = { first: '', second: '', third: '', l3c: '' };
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The typed lots, in the order of the contract's `numbers.<index>` errors (the lots' labels: `useLotNames`). */
const TYPED: { key: keyof DrawInput; max: number }[] = [
  { key: 'first', max: 2 },
  { key: 'second', max: 2 },
  { key: 'third', max: 2 },
  { key: 'l3c', max: 3 },
];

interface Values {
  date: string;
  lotteryCategoryName: string | null;
  draw: DrawInput;
  /** a correction's reason (kept in the audit record) */
  reason: string;
}

/** `numbers.2` is the 3rd lot's input; the derived numbers have none. */
function fieldOf(path: string): string {
  const typed = /^numbers\.(\d+)$/.exec(path);
  const lot = typed ? TYPED[Number(typed[1])] : undefined;
  return lot ? `draw.${lot.key}` : path;
}

// The server derives the other numbers again; an unchosen category is sent empty, which the contract refuses.
const bodyOf = (values: Values): AddWinningNumberBody => ({
  lotteryCategoryName: values.lotteryCategoryName ?? '',
  date: values.date,
  numbers: deriveWinningNumbers(values.draw),
});
const correctionOf = (values: Values): UpdateWinningNumberBody => ({
  ...bodyOf(values),
  reason: values.reason,
});

/** Create Number / Edit Number: the admin types 1st, 2nd, 3rd and L3C; the rest is derived live. */
export function WinningNumberModal(props: {
  editing?: WinningNumber;
  search: ResultSearch;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, search } = props;
  const { t } = useTranslation(['admin', 'common']);
  const add = useAddWinningNumber(search);
  const update = useUpdateWinningNumber(search);
  const categories = useLotteryCategories();
  const nameOf = (id: string) =>
    categories.data?.find((c) => c._id === id || c.lotteryName === id)?.lotteryName ?? id;
  // Every post and correction is confirmed with the derived numbers shown (issue 29).
  const describe = (body: AddWinningNumberBody & { reason?: string }) => ({
    category: nameOf(body.lotteryCategoryName),
    date: body.date,
    draw: drawInputOf(body.numbers.map((n) => ({ ...n, position: Number(n.position) }))),
    ...(editing && {
      before: drawInputOf(editing.numbers),
      reason: body.reason,
      impactOf: { id: editing._id, body },
    }),
  });
  return (
    <FormModal
      title={editing ? t('winningNumbers.editTitle') : t('winningNumbers.createTitle')}
      size="lg"
      trigger={props.trigger}
      updating={!!editing}
      initialValues={(): Values => ({
        date: editing?.date ?? today(),
        lotteryCategoryName: editing?.lotteryCategoryId ?? null,
        draw: editing ? drawInputOf(editing.numbers) : blank,
        reason: '',
      })}
      sending={
        editing
          ? // Tiraj's screen asks for the reason the API takes without (SPEC's body has none).
            sending(
              correctionForm,
              correctionOf,
              confirmingResult(withId(update, editing._id), describe),
            )
          : sending(addWinningNumberBody, bodyOf, confirmingResult(add, describe))
      }
      fieldOf={fieldOf}
      success={editing ? 'winningNumberUpdated' : 'winningNumberCreated'}
    >
      {(form) => <WinningNumberFields form={form} correcting={!!editing} />}
    </FormModal>
  );
}

function WinningNumberFields({
  form,
  correcting,
}: {
  form: UseFormReturnType<Values>;
  correcting: boolean;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const lots = useLotNames();
  const categories = useLotteryCategories();
  const { draw } = form.values;
  const entries = deriveWinningNumbers(draw);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateInput
          label={t('common:fields.date')}
          value={form.values.date}
          onChange={(v) => form.setFieldValue('date', v ?? '')}
          error={form.errors.date}
          required
        />
        <Select
          label={t('winningNumbers.lotteryCategoryName')}
          placeholder={t('common:choices.chooseLottery')}
          data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
          value={form.values.lotteryCategoryName}
          onChange={(v) => {
            form.setFieldValue('lotteryCategoryName', v);
            form.setFieldValue('draw', blank); // a new category starts a clean grid
          }}
          error={form.errors.lotteryCategoryName}
          required
          searchable
        />
      </SimpleGrid>
      <SimpleGrid cols={4} spacing="xs">
        {TYPED.map((lot, i) => (
          <TextInput
            key={lot.key}
            label={lots[i] ?? 'L3C'}
            withAsterisk
            aria-label={lots[i] ?? 'L3C'}
            inputMode="numeric"
            maxLength={lot.max}
            value={draw[lot.key]}
            onChange={(e) =>
              form.setFieldValue(`draw.${lot.key}`, digits(e.currentTarget.value, lot.max))
            }
            error={form.errors[`draw.${lot.key}`]}
            styles={{
              // Little side padding: three bold digits fit a quarter of a 360 px phone's modal.
              input: {
                fontSize: 20,
                fontWeight: 700,
                textAlign: 'center',
                letterSpacing: 2,
                paddingInline: 4,
              },
            }}
          />
        ))}
      </SimpleGrid>
      {firstLotMismatch(draw) && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
          {t('winningNumbers.firstLotMismatch', { digits: draw.l3c.slice(1) })}
        </Alert>
      )}
      <Divider label={t('winningNumbers.derivedNumbers')} labelPosition="left" />
      <Text size="xs" c="dimmed" mt={-8}>
        {t('winningNumbers.derivedHint')}
      </Text>
      <NumberGrid entries={entries} from={4} />
      {correcting && (
        <Textarea
          label={t('winningNumbers.reason')}
          description={t('winningNumbers.reasonHint')}
          autosize
          minRows={2}
          maxLength={500}
          required
          {...form.getInputProps('reason')}
        />
      )}
    </>
  );
}
