import { useTranslation } from 'react-i18next';
import { gameName } from '../game-name.ts';
import { money, posTime } from '../ticket-print/ticket-format.ts';
import type { KeptPaper } from '../ticket-paper/paper-store.ts';
import { usePapers } from '../ticket-paper/papers.ts';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import { useOfflineView } from './offline-state.ts';
import '../pending-sales/waiting-lines.css';

/**
 * The offline tickets on this device (issue 32), newest first: those waiting to be sent, and
 * those the server held, with the reason in the seller's language. A recorded one leaves this
 * list: it is a ticket like any other, on the day's list.
 */
export function OfflineTicketsList({
  onPrint,
}: {
  /** its paper, as kept on the device when it was sold (`copy`: printed before) */
  onPrint: (ticket: ShownTicket, copy: boolean) => void;
}) {
  const { t } = useTranslation(['posOffline', 'offline']);
  const { t: words } = useTranslation('pos');
  const { tickets } = useOfflineView();
  const { papers } = usePapers();
  if (tickets.length === 0) return null;
  return (
    <section className="md-waiting" aria-label={t('list.title')}>
      <h2 className="md-waiting-title">{t('list.title')}</h2>
      <ul className="md-list">
        {tickets.map((ticket) => (
          <li
            key={ticket.saleKey}
            className="md-ticket md-ticket-waiting"
            data-testid={ticket.state === 'held' ? 'offline-held' : 'offline-waiting-ticket'}
          >
            <div className="md-ticket-facts">
              <span className="md-time">{posTime(ticket.soldAt)}</span>
              <span className="md-draw">{ticket.drawName}</span>
              <strong className="md-total">{money(ticket.total)}</strong>
            </div>
            <p className="pk-hint">
              {t('list.code', { code: ticket.code })} ·{' '}
              {ticket.state === 'held'
                ? t('list.held', { reason: t(`offline:reasons.${ticket.reason ?? 'refused'}`) })
                : t('list.waiting')}
            </p>
            <ul className="pos-waiting-lines">
              {ticket.lines.map((line, index) => (
                <li key={`${index}-${line.gameCategory}-${line.number}`}>
                  <span>
                    {gameName(words, line.gameCategory)} <strong>{line.number}</strong>
                  </span>
                  <span>{money(line.amount)}</span>
                </li>
              ))}
            </ul>
            <PrintButton saleKey={ticket.saleKey} papers={papers} onPrint={onPrint} />
          </li>
        ))}
      </ul>
      <p className="pk-hint">{t('list.explain')}</p>
    </section>
  );
}

/** Its paper, kept on the device when it was sold: printed (again) from here. */
function PrintButton({
  saleKey,
  papers,
  onPrint,
}: {
  saleKey: string;
  papers: readonly KeptPaper[];
  onPrint: (ticket: ShownTicket, copy: boolean) => void;
}) {
  const { t } = useTranslation('pos');
  const paper = papers.find((p) => p.saleKey === saleKey);
  if (!paper) return null;
  return (
    <button
      type="button"
      className="pk-btn"
      data-testid="offline-print"
      onClick={() => onPrint(paper.ticket, paper.printed)}
    >
      {paper.printed ? t('ticket.printAgain') : t('ticket.print')}
    </button>
  );
}
