import type { Ticket } from '@tiraj/domain/contracts';

/** Where it is kept (forget-last-ticket.ts clears it: apart, so the sale screen's load stays small). */
export const LAST_TICKET_KEY = 'tiraj.pos.lastTicket';
const KEY = LAST_TICKET_KEY;

/** Keeps the last confirmed ticket of this device, so "reprint the last ticket" survives a reload. */
export function keepLastTicket(sold: Ticket) {
  try {
    localStorage.setItem(KEY, JSON.stringify(sold));
  } catch {
    // Storage full or denied: the reprint button then has nothing, the sale is untouched.
  }
}

/** The last ticket this seller sold on this device (another seller's is never reprinted here). */
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
