import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../lib/ticket-print/ticket-format.ts';
import { plainAmount, typedAmount } from './amount.ts';
import { totalOf, type DraftLine } from './draft-line.ts';
import { gameName } from './game-name.ts';
import '../../lib/pos-controls.css';
import './ticket-lines.css';

// Signs, not words: the buttons are named by their aria-label.
const EDIT_SIGN = '✎';
const REMOVE_SIGN = '✕';

/**
 * The ticket being made, compact so it stays in sight while typing on a 360 × 640 phone: the
 * total first, then the lines newest first (the one just typed right under the entry), each
 * edited in place.
 */
export function TicketLines({
  lines,
  onAmount,
  onRemove,
  onClear,
  locked,
}: {
  lines: DraftLine[];
  onAmount: (id: string, amount: number) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  locked: boolean;
}) {
  const { t } = useTranslation('pos');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  const save = () => {
    const amount = editing ? typedAmount(editing.text) : null;
    if (editing && amount !== null) onAmount(editing.id, amount);
    setEditing(null);
  };

  if (lines.length === 0) return <p className="pos-empty">{t('sell.lines.none')}</p>;
  return (
    <section aria-label={t('sell.lines.caption')} className="pos-ticket-lines">
      <p className="pos-total">
        <span>
          {t('sell.lines.total')} · {t('sell.lines.count', { count: lines.length })}
          {!locked && (
            <button type="button" className="pos-link-button" onClick={onClear}>
              {t('sell.sell.clear')}
            </button>
          )}
        </span>
        <strong data-testid="pos-total">{money(totalOf(lines))}</strong>
      </p>
      <ul className="pos-lines">
        {[...lines].reverse().map((line) => {
          const game = gameName(t, line.gameCategory);
          const label = `${game} ${line.number}`;
          const refused = line.refused;
          const lowerTo = refused?.lowerTo ?? null;
          return (
            <li key={line.id} className={refused ? 'pos-line pos-line-refused' : 'pos-line'}>
              <div className="pos-line-main">
                <span className="pos-line-what">
                  <span className="pos-line-game">{game}</span>
                  <span className="pos-line-number">{line.number}</span>
                </span>
                {editing?.id === line.id ? (
                  <form
                    className="pos-line-edit"
                    onSubmit={(e) => {
                      e.preventDefault();
                      save();
                    }}
                  >
                    <input
                      aria-label={t('sell.lines.edit', { line: label })}
                      value={editing.text}
                      inputMode="decimal"
                      autoFocus
                      onChange={(e) => setEditing({ id: line.id, text: e.target.value })}
                      onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                    />
                    <button type="submit" className="pos-button pos-primary">
                      {t('sell.lines.save')}
                    </button>
                  </form>
                ) : (
                  <>
                    <span className="pos-line-amount">{money(line.amount)}</span>
                    <button
                      type="button"
                      className="pos-icon-button"
                      aria-label={t('sell.lines.edit', { line: label })}
                      title={t('sell.lines.edit', { line: label })}
                      disabled={locked}
                      onClick={() => setEditing({ id: line.id, text: plainAmount(line.amount) })}
                    >
                      {EDIT_SIGN}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="pos-icon-button pos-danger-text"
                  aria-label={t('sell.lines.remove', { line: label })}
                  title={t('sell.lines.remove', { line: label })}
                  disabled={locked}
                  onClick={() => onRemove(line.id)}
                >
                  {REMOVE_SIGN}
                </button>
              </div>
              {refused && (
                <div className="pos-line-refusal" role="note">
                  <span>
                    {refused.reasons.map((reason) => (
                      <span key={reason.reason} className="pos-block">
                        {t(`sell.refused.reasons.${reason.reason}`)}
                        {reason.available !== undefined &&
                          ` · ${reason.available > 0 ? t('sell.refused.available', { amount: money(reason.available) }) : t('sell.refused.nothingLeft')}`}
                      </span>
                    ))}
                  </span>
                  <span className="pos-line-refusal-actions">
                    {lowerTo !== null && lowerTo > 0 && lowerTo < line.amount && (
                      <button
                        type="button"
                        className="pos-button pos-primary"
                        disabled={locked}
                        onClick={() => onAmount(line.id, lowerTo)}
                      >
                        {t('sell.refused.lower', { amount: money(lowerTo) })}
                      </button>
                    )}
                    <button
                      type="button"
                      className="pos-button pos-danger"
                      disabled={locked}
                      onClick={() => onRemove(line.id)}
                    >
                      {t('sell.refused.drop')}
                    </button>
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
