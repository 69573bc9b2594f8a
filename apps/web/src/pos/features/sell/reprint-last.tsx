import { useTranslation } from 'react-i18next';
import { readLastTicket } from '../../lib/receipt-printer/last-ticket.ts';
import { lastOf } from '../../lib/ticket-paper/paper-rules.ts';
import { usePapers } from '../../lib/ticket-paper/papers.ts';
import type { ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';

/**
 * "Reprint the last ticket", one tap from the sale screen (a jammed or torn ticket): the last sale
 * made on this device, online or offline, as the device kept it (issue 37), always as a KOPI (an
 * unprinted sale is offered apart, as itself). The ticket an earlier version kept is offered until
 * this device sells again.
 */
export function ReprintLast({
  sellerId,
  onReprint,
}: {
  sellerId: string;
  onReprint: (ticket: ShownTicket) => void;
}) {
  const { t } = useTranslation('pos');
  const { papers, loaded } = usePapers();
  if (!loaded) return null;
  const paper = lastOf(papers, sellerId);
  const last = paper?.ticket ?? readLastTicket(sellerId);
  if (!last) return null;
  return (
    <button
      type="button"
      className="pos-button pos-reprint-last"
      onClick={() => onReprint(last)}
      data-testid="reprint-last"
    >
      {t('ticket.reprintLast')} · {last.ticketId}
    </button>
  );
}
