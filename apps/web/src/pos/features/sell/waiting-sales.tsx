import { formatHtg } from '@tiraj/domain';
import type { Ticket } from '@tiraj/domain/contracts';
import { dismissOutcome, type PendingSale, type SaleOutcome } from './pending-sales.ts';
import { posTime as timeOf } from '../../lib/ticket-print/ticket-format.ts';
import { gameName, sellWords as w } from './words.ts';

/**
 * Sales of this seller that wait for the server's answer (other than the one on
 * screen), and what their retries learnt: a confirmed ticket to print, or why it was refused.
 */
export function WaitingSales({
  pending,
  outcomes,
  retrying,
  online,
  onRetry,
  onShow,
}: {
  pending: PendingSale[];
  outcomes: SaleOutcome[];
  retrying: boolean;
  online: boolean;
  onRetry: () => void;
  onShow: (ticket: Ticket) => void;
}) {
  if (pending.length === 0 && outcomes.length === 0) return null;
  return (
    <section className="pos-waiting-list" aria-label={w.waiting.title}>
      {pending.length > 0 && (
        <div className="pos-waiting">
          <h2>{w.waiting.title}</h2>
          <ul>
            {pending.map((sale) => (
              <li key={sale.saleKey}>
                {w.waiting.sale(sale.drawName, formatHtg(sale.total), timeOf(sale.createdAt))}
              </li>
            ))}
          </ul>
          <p className="pos-hint">{w.waiting.explain}</p>
          <button
            type="button"
            className="pos-button pos-primary"
            onClick={onRetry}
            disabled={retrying || !online}
          >
            {retrying ? w.waiting.retrying : w.waiting.retry}
          </button>
        </div>
      )}
      {outcomes.map((outcome) =>
        outcome.kind === 'sold' ? (
          <div key={outcome.sale.saleKey} className="pos-outcome pos-outcome-sold" role="status">
            <span>{w.waiting.confirmed(outcome.ticket.ticketId)}</span>
            <button
              type="button"
              className="pos-button pos-primary"
              onClick={() => {
                dismissOutcome(outcome.sale.saleKey);
                onShow(outcome.ticket);
              }}
            >
              {w.waiting.show}
            </button>
          </div>
        ) : (
          <div key={outcome.sale.saleKey} className="pos-outcome pos-outcome-refused" role="alert">
            <span>
              {w.waiting.refused} ({outcome.sale.drawName}, {formatHtg(outcome.sale.total)})
              {outcome.lines.map((line) => (
                <span key={line.index} className="pos-block">
                  {gameName(line.gameCategory)} {line.number}: {w.refused.reasons[line.reason]}
                </span>
              ))}
            </span>
            <button
              type="button"
              className="pos-button pos-secondary"
              onClick={() => dismissOutcome(outcome.sale.saleKey)}
            >
              {w.waiting.ok}
            </button>
          </div>
        ),
      )}
    </section>
  );
}
