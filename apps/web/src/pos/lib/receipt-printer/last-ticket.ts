import type { Ticket } from '@tiraj/domain/contracts';

/**
 * Where earlier versions kept the last ticket (forget-last-ticket.ts clears it): read only now,
 * until the device's kept papers (ticket-paper/, issue 37) hold a sale of this seller.
 */
export const LAST_TICKET_KEY = 'tiraj.pos.lastTicket';
const KEY = LAST_TICKET_KEY;

/** The last ticket an earlier version kept for this seller on this device (another seller's is never reprinted here). */
export function readLastTicket(sellerId: string): Ticket | null {
  try {
    // Our own write, read back: a shape check is enough (zod stays out of the sale screen's load).
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Ticket> | null;
    const whole = typeof kept?.ticketId === 'string' && Array.isArray(kept.numbers);
    return whole && kept.seller?._id === sellerId ? (kept as Ticket) : null;
  } catch {
    return null;
  }
}
