import { useTranslation } from 'react-i18next';
import { unprintedOf } from '../../lib/ticket-paper/paper-rules.ts';
import { OPENED_AT, usePapers } from '../../lib/ticket-paper/papers.ts';
import type { ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';
import { money, posTime } from '../../lib/ticket-print/ticket-format.ts';

/**
 * Sales kept on this device whose paper never came out (a power cut after Enter, a printer that
 * failed), from before this opening: each with Enprime, until it is printed (issue 37).
 */
export function UnprintedPapers({
  sellerId,
  onPrint,
}: {
  sellerId: string;
  onPrint: (ticket: ShownTicket) => void;
}) {
  const { t } = useTranslation('pos');
  const { papers } = usePapers();
  const unprinted = unprintedOf(papers, sellerId, OPENED_AT);
  if (unprinted.length === 0) return null;
  return (
    <section className="pos-waiting pos-unprinted" aria-label={t('sell.unprinted.title')}>
      <h2>{t('sell.unprinted.title')}</h2>
      <p className="pos-hint">{t('sell.unprinted.explain')}</p>
      <ul>
        {unprinted.map(({ saleKey, ticket, soldAt }) => (
          <li key={saleKey} data-testid="unprinted-sale">
            <span>
              {t('sell.waiting.sale', {
                draw: ticket.lotteryCategoryName,
                total: money(ticket.ticketPrice),
                time: posTime(soldAt),
              })}{' '}
              · {ticket.ticketId}
            </span>
            <button
              type="button"
              className="pos-button pos-primary"
              onClick={() => onPrint(ticket)}
            >
              {t('ticket.print')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
