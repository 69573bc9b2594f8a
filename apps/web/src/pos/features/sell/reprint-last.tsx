import type { Ticket } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { readLastTicket } from '../../lib/receipt-printer/last-ticket.ts';

/** "Reprint the last ticket", one tap from the sale screen (a jammed or torn ticket): a KOPI. */
export function ReprintLast({
  sellerId,
  onReprint,
}: {
  sellerId: string;
  onReprint: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('pos');
  const last = readLastTicket(sellerId);
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
