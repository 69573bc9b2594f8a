import type { Ticket } from '@tiraj/domain/contracts';
import { LAST_TICKET_KEY } from './last-ticket.ts';

/** A cancelled ticket is never offered for reprint: forgotten when it is the one kept. */
export function forgetLastTicket(ticketId: string) {
  try {
    const kept = JSON.parse(
      localStorage.getItem(LAST_TICKET_KEY) ?? 'null',
    ) as Partial<Ticket> | null;
    if (kept?._id === ticketId || kept?.ticketId === ticketId)
      localStorage.removeItem(LAST_TICKET_KEY);
  } catch {
    // unreadable or denied: nothing kept to offer
  }
}
