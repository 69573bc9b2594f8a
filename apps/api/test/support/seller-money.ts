import { eq } from 'drizzle-orm';
import {
  localDateOf,
  sellerDaysOf,
  sellerStatement,
  type LedgerEntry,
  type StatementDay,
} from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { sellerBalances, sellerDays, sellerLedger, tickets } from '../../src/db/schema/index.ts';
import { TZ } from './zone.ts';

/**
 * A seller's statement worked out by the domain from the source rows alone: its tickets (the day
 * each was sold, its amount, the rate it kept, deleted or not), the tickets it paid out (the day
 * paid, the cash) and its ledger. What the API and the running rows must equal.
 */
export async function domainStatementOf(db: Db, sellerId: string): Promise<StatementDay[]> {
  const sold = await db.select().from(tickets).where(eq(tickets.sellerId, sellerId));
  const paid = await db.select().from(tickets).where(eq(tickets.paidOutBy, sellerId));
  const ledger = await db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, sellerId));
  const kindOf = new Map(ledger.map((e) => [e.id, e.kind]));
  return sellerStatement(
    sellerDaysOf(
      sold.map((t) => ({
        day: localDateOf(t.soldAt, TZ),
        amount: t.totalAmount,
        commissionRate: t.commissionRate,
        deleted: t.deletedAt !== null,
      })),
      paid.map((t) => ({ day: localDateOf(t.paidOutAt!, TZ), amount: t.paidOutAmount! })),
    ),
    ledger.map((e): LedgerEntry => ({
      day: e.day,
      kind: e.kind,
      amount: e.amount,
      reverses: e.reverses ? (kindOf.get(e.reverses) as LedgerEntry['reverses']) : null,
    })),
  );
}

/** The seller's running rows as stored: its balance and its day figures. */
export async function storedMoneyOf(db: Db, sellerId: string) {
  const [row] = await db
    .select({ balance: sellerBalances.balance })
    .from(sellerBalances)
    .where(eq(sellerBalances.sellerId, sellerId));
  const days = await db.select().from(sellerDays).where(eq(sellerDays.sellerId, sellerId));
  return { balance: row?.balance ?? 0, days: days.sort((a, b) => a.day.localeCompare(b.day)) };
}

/** HTG as the API sends it, from centimes. */
export const htg = (centimes: number) => centimes / 100;
