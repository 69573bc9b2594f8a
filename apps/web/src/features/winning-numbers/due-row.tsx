import { Button, Group, Text, TextInput } from '@mantine/core';
import { deriveWinningNumbers } from '@tiraj/domain';
import type { AddWinningNumberBody, DayResult } from '@tiraj/domain/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Callbacks } from '../../components/form-sending.ts';
import { toast } from '../../lib/toast.ts';
import { usePostDayResult } from './api.ts';
import { confirmingResult } from './result-confirmation.tsx';

/** The order the admin types a slip in: L3C (its last two digits are the 1st lot), 2nd, 3rd. */
type Typed = 'l3c' | 'second' | 'third';
const FIELDS: { key: Typed; digits: number }[] = [
  { key: 'l3c', digits: 3 },
  { key: 'second', digits: 2 },
  { key: 'third', digits: 2 },
];
const EMPTY: Record<Typed, string> = { l3c: '', second: '', third: '' };
const slipOf = (typed: Record<Typed, string>) => ({ first: typed.l3c.slice(1), ...typed });

/** Marks each due row's first field, so that a posted row hands the focus to the next due one. */
const FIRST_FIELD = 'data-due-first-field';

/** The first field of the due row after this one on the screen (today's, then yesterday's). */
function nextDueField(own: HTMLInputElement | null) {
  const firsts = Array.from(document.querySelectorAll<HTMLInputElement>(`input[${FIRST_FIELD}]`));
  const at = own ? firsts.indexOf(own) : -1;
  return firsts.slice(at + 1).find((input) => input !== own);
}

/**
 * One due draw's entry, keyboard first: each field moves on when its digits are complete, the last
 * one's last digit (or Enter) opens the row's confirmation, Enter confirms, and the focus goes on
 * to the next due row. 7 digits and 1 confirming key a draw: nothing but the slip is typed.
 */
export function DueRow({ draw }: { draw: DayResult }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(EMPTY);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const postResult = usePostDayResult();
  const isComplete = (typed: Record<Typed, string>) =>
    FIELDS.every((f) => typed[f.key].length === f.digits);
  const post = (typed: Record<Typed, string>) => {
    if (!isComplete(typed)) return;
    // Found now, while this row still has its fields: once posted it shows the result instead.
    const next = nextDueField(inputs.current[0] ?? null);
    // Typed just now: maybe before the state shows it.
    // Through the promise: the row shows the posted result (this form is gone) before a
    // callback given to `mutate` would run, and such a callback then never runs.
    const sending = {
      isPending: postResult.isPending,
      mutate: (body: AddWinningNumberBody, callbacks: Callbacks) =>
        void postResult.mutateAsync(body).then(callbacks.onSuccess, callbacks.onError),
    };
    const save = confirmingResult(
      sending,
      () => ({ category: draw.lotteryCategoryName, date: draw.date, draw: slipOf(typed) }),
      { onCancel: () => requestAnimationFrame(() => inputs.current.at(-1)?.focus()) },
    );
    save.mutate(
      {
        lotteryCategoryName: draw.lotteryCategoryId,
        date: draw.date,
        numbers: deriveWinningNumbers(slipOf(typed)),
      },
      {
        onSuccess: () => {
          toast.success('winningNumberCreated');
          if (next?.isConnected) next.focus();
        },
        onError: () => undefined,
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post(values);
  };
  return (
    <form onSubmit={submit} aria-label={draw.lotteryCategoryName}>
      <Group gap="xs" wrap="nowrap">
        {FIELDS.map((field, i) => (
          <TextInput
            key={field.key}
            ref={(el) => {
              inputs.current[i] = el;
            }}
            {...(i === 0 ? { [FIRST_FIELD]: true } : {})}
            aria-label={`${draw.lotteryCategoryName} ${field.key === 'l3c' ? 'L3C' : t(`winningNumbers.lots.${field.key}`)}`}
            placeholder={field.key === 'l3c' ? 'L3C' : t(`winningNumbers.lots.${field.key}`)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={field.digits}
            w={68}
            value={values[field.key]}
            onChange={(e) => {
              const value = e.currentTarget.value.replace(/\D/g, '').slice(0, field.digits);
              const typed = { ...values, [field.key]: value };
              setValues(typed);
              if (value.length < field.digits || values[field.key] === value) return;
              // Complete: on to the next field; the row's last one opens the confirmation.
              if (i + 1 < FIELDS.length) inputs.current[i + 1]?.focus();
              else post(typed);
            }}
            styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
          />
        ))}
        <Text size="sm" c="dimmed" miw={40}>
          {values.l3c.length === 3
            ? `${t('winningNumbers.lots.first')} ${values.l3c.slice(1)}`
            : ''}
        </Text>
        <Button
          type="submit"
          size="xs"
          disabled={!isComplete(values)}
          loading={postResult.isPending}
        >
          {t('winningNumbers.day.post')}
        </Button>
      </Group>
    </form>
  );
}
