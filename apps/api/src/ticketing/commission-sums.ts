import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { centimesOf } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';

/**
 * The sellers' commission (centimes) per `key` (the ticket's seller, company, lottery, draw
 * date…) over tickets matching `where` (the caller says which: not deleted, or not deleted
 * yet): each ticket's amount × the rate it kept when sold, summed per seller and draw date and
 * rounded half-up once to the centime there, as a seller's day is (packages/domain
 * seller-money.ts `roundCommission`; a test holds the two equal). A ticket that kept no rate
 * (sold before seller money existed) earns none, as in the seller's balance. Keys without
 * tickets are absent. The Caisse rounds per day of sale; a ticket sold for a later draw date
 * counts here on its draw date, as the reports' other figures do.
 */
export async function commissionSums(
  db: Db,
  key: AnyPgColumn,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const days = db
    .select({
      key: sql<string>`${key}::text`.as('key'),
      // Σ amount × rate is in 1/10000 of a centime; + 5000 then floor: half-up of a sum ≥ 0.
      commission:
        sql<string>`floor((sum(${tickets.totalAmount} * coalesce(${tickets.commissionRate}, 0)) + 5000) / 10000)`.as(
          'commission',
        ),
    })
    .from(tickets)
    .where(where)
    .groupBy(key, tickets.sellerId, tickets.drawDate)
    .as('days');
  const rows = await db
    .select({ key: days.key, commission: sql<string>`sum(${days.commission})` })
    .from(days)
    .groupBy(days.key);
  return new Map(rows.map((r) => [r.key, centimesOf(r.commission)]));
}
