import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { typedNumbers, type TypedLine, type TypedLineChoice } from '@tiraj/domain';
import { plainAmount, typedAmount } from './amount.ts';
import { sellWords as w } from './words.ts';

type Choice = 1 | 2 | 3;

/**
 * One number field and one amount field; Enter adds. The game follows from the
 * digits; several numbers in the field get the same amount.
 */
export function LineEntry({
  choice,
  onChoice,
  lastAmount,
  reverse,
  onAdd,
  numberRef,
  disabled,
}: {
  choice: TypedLineChoice;
  onChoice: (choice: TypedLineChoice) => void;
  lastAmount: number | null;
  /** the reversed pair of the last mariage, offered in one tap */
  reverse: { number: string; amount: number } | null;
  /** adds the lines; answers an error to show, or null */
  onAdd: (lines: TypedLine[], amount: number) => string | null;
  numberRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
}) {
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [numberText, setNumberText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (amountOverride?: number) => {
    const parsed = typedNumbers(numberText, choice);
    if (!parsed.ok) {
      setError(parsed.error === 'empty' ? w.entry.noNumber : w.entry.badNumber(parsed.part));
      numberRef.current?.focus();
      return;
    }
    const amount = amountOverride ?? typedAmount(amountText);
    if (amount === null) {
      setError(w.entry.badAmount);
      amountRef.current?.focus();
      return;
    }
    const refused = onAdd(parsed.lines, amount);
    setError(refused);
    if (refused) return;
    setNumberText('');
    setAmountText('');
    numberRef.current?.focus();
  };

  const onNumberKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typedAmount(amountText) !== null) add();
    else amountRef.current?.focus();
  };
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // An empty amount repeats the last one: the fastest way through a list of numbers.
    add(!amountText.trim() && lastAmount !== null ? lastAmount : undefined);
  };

  const toggle = (game: 'l4c' | 'l5c', label: string) => (
    <div className="pos-toggle" role="group" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {([1, 2, 3] as Choice[]).map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={choice[game] === k}
          aria-label={w.entry.option(label, k)}
          onClick={() => onChoice({ ...choice, [game]: k })}
        >
          {k}
        </button>
      ))}
    </div>
  );

  return (
    <section className="pos-entry" aria-label={w.entry.add}>
      <div className="pos-entry-row">
        <div className="pos-field pos-field-number">
          <label htmlFor={`${id}-number`}>{w.entry.number}</label>
          <input
            id={`${id}-number`}
            ref={numberRef}
            value={numberText}
            onChange={(e) => setNumberText(e.target.value)}
            onKeyDown={onNumberKey}
            inputMode="text"
            autoComplete="off"
            enterKeyHint="next"
            aria-describedby={`${id}-hint`}
            aria-invalid={error !== null}
            disabled={disabled}
          />
        </div>
        <div className="pos-field pos-field-amount">
          <label htmlFor={`${id}-amount`}>{w.entry.amount}</label>
          <input
            id={`${id}-amount`}
            ref={amountRef}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            onKeyDown={onAmountKey}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={lastAmount !== null ? plainAmount(lastAmount) : undefined}
            disabled={disabled}
          />
        </div>
        <button
          type="button"
          className="pos-button pos-primary pos-add"
          onClick={() => add()}
          disabled={disabled}
        >
          {w.entry.add}
        </button>
      </div>
      <p id={`${id}-hint`} className="pos-hint">
        {w.entry.numberHint}
      </p>
      {error && (
        <p className="pos-error" role="alert">
          {error}
        </p>
      )}
      <div className="pos-entry-tools">
        {toggle('l4c', w.entry.l4c)}
        {toggle('l5c', w.entry.l5c)}
      </div>
      {(lastAmount !== null || reverse) && (
        <div className="pos-quick">
          {lastAmount !== null && (
            <button
              type="button"
              className="pos-button pos-secondary"
              disabled={disabled}
              onClick={() => {
                if (numberText.trim()) add(lastAmount);
                else {
                  setAmountText(plainAmount(lastAmount));
                  numberRef.current?.focus();
                }
              }}
            >
              {w.entry.sameAmount(plainAmount(lastAmount))}
            </button>
          )}
          {reverse && (
            <button
              type="button"
              className="pos-button pos-secondary"
              disabled={disabled}
              onClick={() => {
                setError(onAdd([{ gameCategory: 'MRG', number: reverse.number }], reverse.amount));
                numberRef.current?.focus();
              }}
            >
              {w.entry.reversed(reverse.number)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
