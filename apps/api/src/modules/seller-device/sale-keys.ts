import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Ticket } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { loadTickets } from '../../ticketing/ticket-query.ts';

/** The unique index on (seller_id, sale_key): a concurrent repeat of a sale hits it. */
export const SALE_KEY_INDEX = 'tickets_seller_sale_key_key';

/** A sale's key as the device sent it, and what it sells (to tell a repeat from another ticket). */
export interface SaleKey {
  key: string;
  fingerprint: string;
}

/**
 * sha256 of the resolved lottery and the normalised lines in order (centimes):
 * `27` and ` 27`, `12x34` and `34*12`, 5 and 5.00 are the same sale.
 */
export function saleFingerprint(
  lotteryCategoryId: string,
  lines: { gameCategory: string; number: string; amount: number }[],
): string {
  const parts = lines.map((l) => [l.gameCategory, l.number, l.amount]);
  return createHash('sha256')
    .update(JSON.stringify([lotteryCategoryId, parts]))
    .digest('hex');
}

/**
 * The ticket this seller already sold under this key, read back whole (bonus
 * lines included); undefined when none. The same key with another ticket → 409.
 * One indexed lookup; the ticket is read only for a repeat.
 */
export async function soldUnderKey(
  db: Db,
  sellerId: string,
  sale: SaleKey,
): Promise<Ticket | undefined> {
  const [earlier] = await db
    .select({ id: tickets.id, fingerprint: tickets.saleFingerprint })
    .from(tickets)
    .where(and(eq(tickets.sellerId, sellerId), eq(tickets.saleKey, sale.key)));
  return earlier ? repeatOf(db, earlier, sale) : undefined;
}

/**
 * The ticket sold earlier under the key, read back; 409 when it was another ticket, and 409
 * `sale.key_cancelled` with the ticket when it was deleted since: a device that reads the status
 * alone must never print a cancelled ticket as sold.
 */
export async function repeatOf(
  db: Db,
  earlier: { id: string; fingerprint: string | null },
  sale: SaleKey,
): Promise<Ticket> {
  if (earlier.fingerprint !== sale.fingerprint) throw conflict(coded('sale.key_reused'));
  const [ticket] = await loadTickets(db, eq(tickets.id, earlier.id), 1);
  if (!ticket) throw notFound('ticket.not_found');
  if (ticket.deletedAt)
    throw new AppError(409, coded('sale.key_cancelled', { ticketId: ticket.ticketId }), {
      details: { ticket },
    });
  return ticket;
}
