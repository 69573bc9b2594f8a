import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { typedNumbers, type TypedLine, type TypedLineChoice } from '@tiraj/domain';
import type { Say } from '../../lib/say.ts';
import { plainAmount, typedAmount } from './amount.ts';

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
  onAdd: (lines: TypedLine[], amount: number) => Say | null;
  numberRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
}) {
  const { t } = useTranslation('pos');
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [numberText, setNumberText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<Say | null>(null);

  const add = (amountOverride?: number) => {
    const parsed = typedNumbers(numberText, choice);
    if (!parsed.ok) {
      const { part } = parsed;
      const say: Say =
        parsed.error === 'empty'
          ? (t) => t('sell.entry.noNumber')
          : (t) => t('sell.entry.badNumber', { part });
      setError(() => say);
      numberRef.current?.focus();
      return;
    }
    const amount = amountOverride ?? typedAmount(amountText);
    if (amount === null) {
      const say: Say = (t) => t('sell.entry.badAmount');
      setError(() => say);
      amountRef.current?.focus();
      return;
    }
    const refused = onAdd(parsed.lines, amount);
    setError(() => refused);
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
          aria-label={t('sell.entry.option', { game: label, option: k })}
          onClick={() => onChoice({ ...choice, [game]: k })}
        >
          {k}
        </button>
      ))}
    </div>
  );

  const l4c = toggle('l4c', t('sell.entry.l4c'));
  const l5c = toggle('l5c', t('sell.entry.l5c'));

  return (
    <section className="pos-entry" aria-label={t('sell.entry.add')}>
      <div className="pos-entry-row">
        <div className="pos-field pos-field-number">
          <label htmlFor={`${id}-number`}>{t('sell.entry.number')}</label>
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
          <label htmlFor={`${id}-amount`}>{t('sell.entry.amount')}</label>
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
          {t('sell.entry.add')}
        </button>
      </div>
      <p id={`${id}-hint`} className="pos-hint">
        {t('sell.entry.numberHint')}
      </p>
      {error && (
        <p className="pos-error" role="alert">
          {error(t)}
        </p>
      )}
      <div className="pos-entry-tools">
        {l4c}
        {l5c}
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
              {t('sell.entry.sameAmount', { amount: plainAmount(lastAmount) })}
            </button>
          )}
          {reverse && (
            <button
              type="button"
              className="pos-button pos-secondary"
              disabled={disabled}
              onClick={() => {
                const refused = onAdd(
                  [{ gameCategory: 'MRG', number: reverse.number }],
                  reverse.amount,
                );
                setError(() => refused);
                numberRef.current?.focus();
              }}
            >
              {t('sell.entry.reversed', { number: reverse.number })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
