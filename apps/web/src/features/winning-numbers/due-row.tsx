import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { deriveWinningNumbers, firstLotMismatch, type DrawInput } from '@tiraj/domain';
import type { AddWinningNumberBody, DayResult, ResultProposalItem } from '@tiraj/domain/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Callbacks } from '../../components/form-sending.ts';
import { toast } from '../../lib/toast.ts';
import { usePostDayResult } from './api.ts';
import { useConfirmProposal } from './proposals-api.ts';
import { confirmingResult } from './result-confirmation.tsx';

/**
 * The order the admin types a slip in: 1st, 2nd, 3rd, L3C, as in Create Number and as SPEC.md
 * lays the lots out (issue 38: this row took L3C first, the modal the 1st lot first).
 */
type Typed = keyof DrawInput;
const FIELDS: { key: Typed; digits: number }[] = [
  { key: 'first', digits: 2 },
  { key: 'second', digits: 2 },
  { key: 'third', digits: 2 },
  { key: 'l3c', digits: 3 },
];
const EMPTY: DrawInput = { first: '', second: '', third: '', l3c: '' };

/** Marks each due row's first field, so that a posted row hands the focus to the next due one. */
const FIRST_FIELD = 'data-due-first-field';

/** Marks the first field of a row whose proposal Enter confirms: its proposal's id. */
const PROPOSED = 'data-proposal';

/**
 * After a confirmation, the next row with another proposal waiting (the clerk's run through the
 * day's proposals; rows of the same proposal are posted with this one), else the next due row.
 */
function nextProposedField(own: HTMLInputElement | null, id: string) {
  const firsts = Array.from(document.querySelectorAll<HTMLInputElement>(`input[${PROPOSED}]`));
  const at = own ? firsts.indexOf(own) : -1;
  const next = firsts.slice(at + 1).find((input) => input.getAttribute(PROPOSED) !== id);
  return next ?? nextDueField(own);
}

/** The first field of the due row after this one on the screen (today's, then yesterday's). */
function nextDueField(own: HTMLInputElement | null) {
  const firsts = Array.from(document.querySelectorAll<HTMLInputElement>(`input[${FIRST_FIELD}]`));
  const at = own ? firsts.indexOf(own) : -1;
  return firsts.slice(at + 1).find((input) => input !== own);
}

/** The lots a proposal fills the row with: what the sources said, '' where a game is missing. */
const prefilled = (proposal?: ResultProposalItem): DrawInput => (proposal ? proposal.lots : EMPTY);

/** Unchanged from a complete proposal still waiting: Enter confirms it rather than posting. */
const confirmsProposal = (typed: DrawInput, proposal?: ResultProposalItem, disputed = false) =>
  !!proposal &&
  !disputed &&
  proposal.state === 'complete' &&
  proposal.status === 'proposed' &&
  FIELDS.every((f) => typed[f.key] === proposal.lots[f.key]);

/**
 * One due draw's entry, keyboard first: each field moves on when its digits are complete, the last
 * one's last digit (or Enter) opens the row's confirmation, Enter confirms, and the focus goes on
 * to the next due row. 9 digits and 1 confirming key a draw. An L3C whose last two digits are
 * not the 1st lot is said in the row, and waits for Enter (as Create Number warns).
 * Issue 40: a row the sources proposed comes filled in, and Enter alone confirms it (one key a
 * draw); a digit changed makes it a typed result, posted after its confirmation as before.
 */
export function DueRow({
  draw,
  proposal,
  disputed = false,
}: {
  draw: DayResult;
  proposal?: ResultProposalItem;
  /** another source says other numbers: typed (checked), never confirmed in one key */
  disputed?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => prefilled(proposal));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const postResult = usePostDayResult();
  const confirm = useConfirmProposal();
  const confirmIt = (shown: ResultProposalItem) => {
    const next = nextProposedField(inputs.current[0] ?? null, shown._id);
    void confirm.mutateAsync(shown).then(
      () => {
        toast.success('resultConfirmed');
        if (next?.isConnected) next.focus();
      },
      () => undefined,
    );
  };
  const isComplete = (typed: DrawInput) => FIELDS.every((f) => typed[f.key].length === f.digits);
  const post = (typed: DrawInput) => {
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
      () => ({ category: draw.lotteryCategoryName, date: draw.date, draw: typed }),
      { onCancel: () => requestAnimationFrame(() => inputs.current.at(-1)?.focus()) },
    );
    save.mutate(
      {
        lotteryCategoryName: draw.lotteryCategoryId,
        date: draw.date,
        numbers: deriveWinningNumbers(typed),
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
    if (proposal && confirmsProposal(values, proposal, disputed)) confirmIt(proposal);
    else post(values);
  };
  return (
    <form onSubmit={submit} aria-label={draw.lotteryCategoryName}>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          {FIELDS.map((field, i) => (
            <TextInput
              key={field.key}
              ref={(el) => {
                inputs.current[i] = el;
              }}
              {...(i === 0 ? { [FIRST_FIELD]: true } : {})}
              {...(i === 0 && proposal && confirmsProposal(prefilled(proposal), proposal, disputed)
                ? { [PROPOSED]: proposal._id }
                : {})}
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
                else if (!firstLotMismatch(typed)) post(typed);
              }}
              styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
            />
          ))}
          {firstLotMismatch(values) && (
            <Text size="sm" c="orange.8" role="status">
              {t('winningNumbers.firstLotMismatch', { digits: values.l3c.slice(1) })}
            </Text>
          )}
          <Button
            type="submit"
            size="xs"
            disabled={!isComplete(values)}
            loading={postResult.isPending || confirm.isPending}
          >
            {confirmsProposal(values, proposal, disputed)
              ? t('winningNumbers.day.proposals.confirm')
              : t('winningNumbers.day.post')}
          </Button>
        </Group>
        {proposal && (
          <Group gap={6}>
            <Badge
              size="sm"
              variant="light"
              color={disputed ? 'red' : proposal.state === 'complete' ? 'teal' : 'orange'}
            >
              {disputed
                ? t('winningNumbers.day.proposals.disputed')
                : t(`winningNumbers.day.proposals.${proposal.state}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {proposal.source}
            </Text>
          </Group>
        )}
      </Stack>
    </form>
  );
}
