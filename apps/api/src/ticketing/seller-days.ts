import { and, gte, inArray, lte } from 'drizzle-orm';
import { sellerStatement } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { sellerDays } from '../db/schema/index.ts';

// The sellers' day rows (seller_days, kept by the sale and every change that moves the money)
// as the cash-up, the statement and the seller's own report read them.

/** The day rows of some sellers between two operator days (both included; either open). */
export async function dayRows(db: Db, sellerIds: string[], from?: string, to?: string) {
  if (sellerIds.length === 0) return [];
  return db
    .select({
      sellerId: sellerDays.sellerId,
      day: sellerDays.day,
      sales: sellerDays.sales,
      commissionExact: sellerDays.commissionExact,
      payouts: sellerDays.payouts,
    })
    .from(sellerDays)
    .where(
      and(
        inArray(sellerDays.sellerId, sellerIds),
        from ? gte(sellerDays.day, from) : undefined,
        to ? lte(sellerDays.day, to) : undefined,
      ),
    );
}

/**
 * A seller's commission and due over operator days (both included), in centimes: the cash-up's
 * day figures summed (each day's commission rounded once, by the domain's `sellerStatement`).
 */
export async function sellerDaysFigures(db: Db, sellerId: string, from: string, to: string) {
  const statement = sellerStatement(await dayRows(db, [sellerId], from, to), []);
  return statement.reduce(
    (sum, d) => ({ commission: sum.commission + d.commission, due: sum.due + d.due }),
    { commission: 0, due: 0 },
  );
}
