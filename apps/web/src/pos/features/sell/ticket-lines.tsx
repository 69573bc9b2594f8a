import { useState } from 'react';
import { formatHtg } from '@tiraj/domain';
import { plainAmount, typedAmount } from './amount.ts';
import { totalOf, type DraftLine } from './draft-line.ts';
import { gameName, sellWords as w } from './words.ts';

/** The ticket being made: each line with its game and amount, edited in place; the total below. */
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
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  const save = () => {
    const amount = editing ? typedAmount(editing.text) : null;
    if (editing && amount !== null) onAmount(editing.id, amount);
    setEditing(null);
  };

  if (lines.length === 0) return <p className="pos-empty">{w.lines.none}</p>;
  return (
    <section aria-label={w.lines.caption}>
      <ul className="pos-lines">
        {lines.map((line) => {
          const label = `${gameName(line.gameCategory)} ${line.number}`;
          const refused = line.refused;
          const available = refused?.available;
          return (
            <li key={line.id} className={refused ? 'pos-line pos-line-refused' : 'pos-line'}>
              <div className="pos-line-main">
                <span className="pos-line-what">
                  <span className="pos-line-game">{gameName(line.gameCategory)}</span>
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
                      aria-label={w.lines.edit(label)}
                      value={editing.text}
                      inputMode="decimal"
                      autoFocus
                      onChange={(e) => setEditing({ id: line.id, text: e.target.value })}
                      onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                    />
                    <button type="submit" className="pos-button pos-primary">
                      {w.lines.save}
                    </button>
                  </form>
                ) : (
                  <>
                    <span className="pos-line-amount">{formatHtg(line.amount)}</span>
                    <button
                      type="button"
                      className="pos-icon-button"
                      aria-label={w.lines.edit(label)}
                      title={w.lines.edit(label)}
                      disabled={locked}
                      onClick={() => setEditing({ id: line.id, text: plainAmount(line.amount) })}
                    >
                      ✎
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="pos-icon-button pos-danger-text"
                  aria-label={w.lines.remove(label)}
                  title={w.lines.remove(label)}
                  disabled={locked}
                  onClick={() => onRemove(line.id)}
                >
                  ✕
                </button>
              </div>
              {refused && (
                <div className="pos-line-refusal" role="note">
                  <span>
                    {w.refused.reasons[refused.reason]}
                    {available !== undefined &&
                      ` · ${available > 0 ? w.refused.available(formatHtg(available)) : w.refused.nothingLeft}`}
                  </span>
                  <span className="pos-line-refusal-actions">
                    {available !== undefined && available > 0 && available < line.amount && (
                      <button
                        type="button"
                        className="pos-button pos-primary"
                        disabled={locked}
                        onClick={() => onAmount(line.id, available)}
                      >
                        {w.refused.lower(formatHtg(available))}
                      </button>
                    )}
                    <button
                      type="button"
                      className="pos-button pos-danger"
                      disabled={locked}
                      onClick={() => onRemove(line.id)}
                    >
                      {w.refused.drop}
                    </button>
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="pos-total">
        <span>
          {w.lines.total} · {w.lines.count(lines.length)}
          {!locked && (
            <button type="button" className="pos-link-button" onClick={onClear}>
              {w.sell.clear}
            </button>
          )}
        </span>
        <strong data-testid="pos-total">{formatHtg(totalOf(lines))}</strong>
      </p>
    </section>
  );
}
