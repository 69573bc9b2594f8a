import type { Ticket } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import {
  dismissOutcome,
  type PendingSale,
  type SaleOutcome,
} from '../../lib/pending-sales/pending-sales.ts';
import { money, posTime as timeOf } from '../../lib/ticket-print/ticket-format.ts';
import { serverReason } from '../../lib/server-texts.ts';
import { gameName } from './game-name.ts';
import { WaitingSaleLines } from '../../lib/pending-sales/waiting-lines.tsx';
import { ResendCountdown } from './resend-countdown.tsx';

/**
 * Sales of this seller that wait for the server's answer (other than the one on
 * screen), and what their retries learnt: a confirmed ticket to print, or why it was refused.
 */
export function WaitingSales({
  pending,
  outcomes,
  retrying,
  resendAt = null,
  online,
  onRetry,
  onShow,
}: {
  pending: PendingSale[];
  outcomes: SaleOutcome[];
  retrying: boolean;
  /** when they are sent again by themselves (null: not planned) */
  resendAt?: number | null;
  online: boolean;
  onRetry: () => void;
  onShow: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('pos');
  if (pending.length === 0 && outcomes.length === 0) return null;
  return (
    <section className="pos-waiting-list" aria-label={t('sell.waiting.title')}>
      {pending.length > 0 && (
        <div className="pos-waiting">
          <h2>{t('sell.waiting.title')}</h2>
          <ul>
            {pending.map((sale) => (
              <li key={sale.saleKey}>
                {t('sell.waiting.sale', {
                  draw: sale.drawName,
                  total: money(sale.total),
                  time: timeOf(sale.createdAt),
                })}
                <WaitingSaleLines sale={sale} />
              </li>
            ))}
          </ul>
          <p className="pos-hint">{t('sell.waiting.explain')}</p>
          {!retrying && <ResendCountdown resendAt={resendAt} />}
          <button
            type="button"
            className="pos-button pos-primary"
            onClick={onRetry}
            disabled={retrying || !online}
          >
            {retrying ? t('sell.waiting.retrying') : t('sell.waiting.retry')}
          </button>
        </div>
      )}
      {outcomes.map((outcome) =>
        outcome.kind === 'sold' ? (
          <div key={outcome.sale.saleKey} className="pos-outcome pos-outcome-sold" role="status">
            <span>{t('sell.waiting.confirmed', { ticketId: outcome.ticket.ticketId })}</span>
            <button
              type="button"
              className="pos-button pos-primary"
              onClick={() => {
                dismissOutcome(outcome.sale.saleKey);
                onShow(outcome.ticket);
              }}
            >
              {t('sell.waiting.show')}
            </button>
          </div>
        ) : outcome.kind === 'cancelled' ? (
          <div key={outcome.sale.saleKey} className="pos-outcome pos-outcome-refused" role="alert">
            <span>
              {t('sell.waiting.cancelled', { ticketId: outcome.ticketId })} ({outcome.sale.drawName}
              , {money(outcome.sale.total)})
            </span>
            <button
              type="button"
              className="pos-button pos-secondary"
              onClick={() => dismissOutcome(outcome.sale.saleKey)}
            >
              {t('sell.waiting.ok')}
            </button>
          </div>
        ) : (
          <div key={outcome.sale.saleKey} className="pos-outcome pos-outcome-refused" role="alert">
            <span>
              {t('sell.waiting.refused')} ({outcome.sale.drawName}, {money(outcome.sale.total)})
              {outcome.lines.map((line) => (
                <span key={`${line.index}-${line.reason}`} className="pos-block">
                  {t('sell.waiting.refusedLine', {
                    line: `${gameName(t, line.gameCategory)} ${line.number}`,
                    reason: t(`sell.refused.reasons.${line.reason}`),
                  })}
                </span>
              ))}
              {outcome.lines.length === 0 && (
                <span className="pos-block">{serverReason(outcome.error)}</span>
              )}
            </span>
            <button
              type="button"
              className="pos-button pos-secondary"
              onClick={() => dismissOutcome(outcome.sale.saleKey)}
            >
              {t('sell.waiting.ok')}
            </button>
          </div>
        ),
      )}
    </section>
  );
}
