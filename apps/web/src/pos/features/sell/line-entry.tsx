import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { typedNumbers, type TypedLine, type TypedLineChoice } from '@tiraj/domain';
import { gameDigits } from '../../../lib/game-digits.ts';
import type { Say } from '../../lib/say.ts';
import { plainAmount, typedAmount } from './amount.ts';
import type { ReverseOffer } from './draft-line.ts';

type Choice = 1 | 2 | 3;

/** Below this visible height the on-screen keyboard is up (a 360 × 640 phone keeps about 330). */
const KEYPAD_UP_PX = 420;

/**
 * With the keyboard up while typing, the entry goes to the top of what is visible: the ticket's
 * last lines show under it instead of the header and the draw (issue 37).
 */
function useEntryOnTopWithKeypad(entry: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const visible = window.visualViewport;
    if (!visible) return;
    const onResize = () => {
      const section = entry.current;
      if (!section?.contains(document.activeElement) || visible.height > KEYPAD_UP_PX) return;
      section.scrollIntoView({ block: 'start' });
    };
    visible.addEventListener('resize', onResize);
    return () => visible.removeEventListener('resize', onResize);
  }, [entry]);
}

/**
 * One number field and one amount field; Enter adds. The game follows from the
 * digits; several numbers in the field get the same amount. Kept compact for a
 * 360 × 640 phone: the L4C/L5C choice shows only while a 4- or 5-digit number is typed.
 */
export function LineEntry({
  choice,
  onChoice,
  lastAmount,
  reverses,
  onAdd,
  numberRef,
  disabled,
  compact = false,
  onSellKey,
}: {
  choice: TypedLineChoice;
  onChoice: (choice: TypedLineChoice) => void;
  lastAmount: number | null;
  /** the last mariage's and the last bòlèt's reverses, each offered in one tap */
  reverses: ReverseOffer[];
  /** adds the lines; answers an error to show, or null */
  onAdd: (lines: TypedLine[], amount: number) => Say | null;
  numberRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  /** the ticket has lines: the typing help goes out of sight (still read with the field) */
  compact?: boolean;
  /** sells the ticket: Enter on the empty number field, once its lines are typed */
  onSellKey?: () => void;
}) {
  const { t } = useTranslation('pos');
  const { t: tShared } = useTranslation('shared');
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const entryRef = useRef<HTMLElement>(null);
  useEntryOnTopWithKeypad(entryRef);
  const [numberText, setNumberText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<Say | null>(null);

  /** The typed numbers' lines, or null once their error is shown (the number field keeps focus). */
  const parseNumbers = () => {
    const parsed = typedNumbers(numberText, choice);
    if (parsed.ok) return parsed.lines;
    const { part } = parsed;
    const say: Say =
      parsed.error === 'empty'
        ? (t) => t('sell.entry.noNumber')
        : (t) => t('sell.entry.badNumber', { part });
    setError(() => say);
    numberRef.current?.focus();
    return null;
  };

  const add = (amountOverride?: number) => {
    const lines = parseNumbers();
    if (!lines) return;
    const amount = amountOverride ?? typedAmount(amountText);
    if (amount === null) {
      const say: Say = (t) => t('sell.entry.badAmount');
      setError(() => say);
      amountRef.current?.focus();
      return;
    }
    const refused = onAdd(lines, amount);
    setError(() => refused);
    if (refused) return;
    setNumberText('');
    setAmountText('');
    numberRef.current?.focus();
  };

  const onNumberKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // Enter with no number typed sells the ticket (a key held down does not: it repeats).
    if (!numberText.trim() && onSellKey) {
      if (!event.repeat) onSellKey();
      return;
    }
    // A number that is no number (one digit, a letter) is refused here, not after the amount.
    if (!parseNumbers()) return;
    setError(null);
    if (typedAmount(amountText) !== null) add();
    else amountRef.current?.focus();
  };
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // An empty amount repeats the last one: the fastest way through a list of numbers.
    add(!amountText.trim() && lastAmount !== null ? lastAmount : undefined);
  };

  // Each option by its parts (issue 40: "2: 1er + 2e lot"): an option's number means other digits
  // at another vendor. The chosen one's parts are shown; every button says its own when read.
  const parts = (game: 'l4c' | 'l5c', k: Choice) =>
    gameDigits(tShared, `${game === 'l4c' ? 'L4C' : 'L5C'} ${k}`);
  const toggle = (game: 'l4c' | 'l5c', label: string) => (
    <div className="pos-toggle" role="group" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {([1, 2, 3] as Choice[]).map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={choice[game] === k}
          aria-label={t('sell.entry.option', { game: label, option: k, parts: parts(game, k) })}
          title={parts(game, k)}
          onClick={() => onChoice({ ...choice, [game]: k })}
        >
          {k}
        </button>
      ))}
      <span className="pos-toggle-parts" aria-hidden="true">
        {parts(game, choice[game])}
      </span>
    </div>
  );

  // The toggles only matter for the 4- and 5-digit numbers being typed.
  const typedLengths = new Set(numberText.split(/[\s,;]+/).map((part) => part.length));
  const l4c = typedLengths.has(4) && toggle('l4c', t('sell.entry.l4c'));
  const l5c = typedLengths.has(5) && toggle('l5c', t('sell.entry.l5c'));

  return (
    <section ref={entryRef} className="pos-entry" aria-label={t('sell.entry.add')}>
      <div className="pos-entry-row">
        <div className="pos-field pos-field-number">
          <label htmlFor={`${id}-number`}>{t('sell.entry.number')}</label>
          <input
            id={`${id}-number`}
            ref={numberRef}
            value={numberText}
            onChange={(e) => setNumberText(e.target.value)}
            onKeyDown={onNumberKey}
            // Digits with `*`, `,` and space: a phone's number pad, not its letters.
            inputMode="tel"
            autoComplete="off"
            enterKeyHint={onSellKey ? 'send' : 'next'}
            aria-keyshortcuts={onSellKey ? 'Enter' : undefined}
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
            inputMode="tel"
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
      <p id={`${id}-hint`} className={compact ? 'pos-visually-hidden' : 'pos-hint'}>
        {t('sell.entry.numberHint')}
      </p>
      {error && (
        <p className="pos-error" role="alert">
          {error(t)}
        </p>
      )}
      {(l4c || l5c) && (
        <div className="pos-entry-tools">
          {l4c}
          {l5c}
        </div>
      )}
      {(lastAmount !== null || reverses.length > 0) && (
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
          {reverses.map((offer) => (
            <button
              key={offer.gameCategory}
              type="button"
              className="pos-button pos-secondary"
              disabled={disabled}
              onClick={() => {
                const refused = onAdd([offer], offer.amount);
                setError(() => refused);
                numberRef.current?.focus();
              }}
            >
              {t('sell.entry.reversed', { number: offer.number })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
