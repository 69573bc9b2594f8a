import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Ticket } from '@tiraj/domain/contracts';
import type { Db } from '../db/client.ts';
import { lotteryCategories, tickets, users } from '../db/schema/index.ts';
import { loadTickets, SORT_COLUMN, type TicketOrder } from './ticket-query.ts';

/** Tickets read at once by a whole list: a few hundred kilobytes with their lines. */
export const TICKET_BATCH = 500;

/** The list's order as (column, direction) keys, the same as `loadTickets` orders by. */
function keysOf({ sort, order }: TicketOrder): { column: AnyPgColumn; desc: boolean }[] {
  const tail = [
    { column: tickets.soldAt, desc: true },
    { column: tickets.id, desc: true },
  ];
  return sort ? [{ column: SORT_COLUMN[sort], desc: order === 'desc' }, ...tail] : tail;
}

/**
 * A key's value for the ticket `id`, read by the database itself: a sale time keeps its
 * microseconds, which a JavaScript date would cut (and so skip tickets sold in the same millisecond).
 */
const valueOf = (db: Db, column: AnyPgColumn, id: string) =>
  db
    .select({ value: column })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .where(eq(tickets.id, id));

/** The tickets after `id` in the list's order (a keyset, so no batch skips or repeats one). */
function after(db: Db, order: TicketOrder, id: string): SQL {
  const keys = keysOf(order);
  const beyond = ({ column, desc }: (typeof keys)[number]) =>
    desc
      ? sql`${column} < (${valueOf(db, column, id)})`
      : sql`${column} > (${valueOf(db, column, id)})`;
  const same = ({ column }: (typeof keys)[number]) => sql`${column} = (${valueOf(db, column, id)})`;
  // (k0 beyond) or (k0 same and ((k1 beyond) or (k1 same and …)))
  let condition = beyond(keys[keys.length - 1]!);
  for (let i = keys.length - 2; i >= 0; i--)
    condition = sql`(${beyond(keys[i]!)} or (${same(keys[i]!)} and ${condition}))`;
  return condition;
}

const stillThere = async (db: Db, id: string) =>
  (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id))).length > 0;

/**
 * Every ticket matching `where`, in the list's order, a batch at a time: each batch is one query
 * of its own (nothing is held open between them, so other calls go on), and the next is read only
 * when the answer has taken the last one, so memory stays at one batch however long the list.
 */
export async function* ticketBatches(
  db: Db,
  where: SQL | undefined,
  order: TicketOrder,
  size = TICKET_BATCH,
): AsyncGenerator<Ticket[]> {
  let last: string | undefined;
  for (;;) {
    const next = last ? and(where, after(db, order, last)) : where;
    const batch = await loadTickets(db, next, size, { order });
    if (batch.length > 0) yield batch;
    else if (last && !(await stillThere(db, last)))
      // Erased for good since it was read (Deleted Tickets): the keyset lost its place. Failing
      // cuts the answer short, which the client sees, rather than ending a list that looks whole.
      throw new Error(`ticket ${last} was erased while its list was answered`);
    if (batch.length < size) return;
    last = batch[batch.length - 1]!._id;
  }
}
