import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sellerStatement, type LedgerEntry } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { sellerDays, sellerLedger } from '../db/schema/index.ts';

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

const reversed = alias(sellerLedger, 'cash_reversed');

/**
 * A ledger entry as the domain's `sellerStatement` counts it: a reversal counts as the kind it
 * reverses (an opening's reversal moves the opening). The statements, the cash-up and the seller's
 * report all read entries through this.
 */
export const countedEntry = (e: {
  day: string;
  kind: LedgerEntry['kind'];
  amount: number;
  reversedKind: LedgerEntry['kind'] | null;
}): LedgerEntry => ({
  day: e.day,
  kind: e.kind,
  amount: e.amount,
  reverses: e.reversedKind === 'reversal' ? null : e.reversedKind,
});

/**
 * A seller's cash over operator days (both included), in centimes: what it remitted on them and
 * what it still owes at the end of the last (the running balance then), worked out from the day
 * rows and the ledger by the domain's `sellerStatement`, as the statement and the cash-up are.
 */
export async function sellerCashOver(db: Db, sellerId: string, from: string, to: string) {
  const [days, ledger] = await Promise.all([
    dayRows(db, [sellerId], undefined, to),
    db
      .select({
        day: sellerLedger.day,
        kind: sellerLedger.kind,
        amount: sellerLedger.amount,
        reversedKind: reversed.kind,
      })
      .from(sellerLedger)
      .leftJoin(reversed, eq(reversed.id, sellerLedger.reverses))
      .where(and(eq(sellerLedger.sellerId, sellerId), lte(sellerLedger.day, to))),
  ]);
  const statement = sellerStatement(days, ledger.map(countedEntry));
  return {
    remitted: statement.filter((d) => d.day >= from).reduce((sum, d) => sum + d.remitted, 0),
    balance: statement.at(-1)?.balance ?? 0,
  };
}
