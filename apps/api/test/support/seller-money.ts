import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  localDateOf,
  ticketCodeFrom,
  sellerDaysOf,
  sellerStatement,
  type LedgerEntry,
  type StatementDay,
} from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { sellerBalances, sellerDays, sellerLedger, tickets } from '../../src/db/schema/index.ts';
import { testApp } from './app.ts';
import {
  caller,
  createLotteryCategory,
  createUser,
  insertTicket,
  openCategory,
  signedInCompany,
  signIn,
  unique,
} from './factories.ts';
import { DRAW } from './payouts.ts';
import { postResult } from './results.ts';
import { sell } from './sales.ts';
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
      // A ticket without a rate was sold before seller money: never in the balance.
      sold.flatMap((t) =>
        t.commissionRate === null
          ? []
          : [
              {
                day: localDateOf(t.soldAt, TZ),
                amount: t.totalAmount,
                commissionRate: t.commissionRate,
                deleted: t.deletedAt !== null,
              },
            ],
      ),
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

/** The seller money tests' server: an admin signed in, and a fresh `bank()` per test. */
export async function moneyApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;
  const admin = await signIn(app, await createUser(db, 'admin', null));
  /** A company with an open category, a drawn one (BLT 27 won two days ago) and its callers. */
  async function bank() {
    const c = await signedInCompany(app, db);
    const open = await openCategory(db);
    const drawn = await createLotteryCategory(db, {
      name: unique('Drawn'),
      startTime: '06:00',
      endTime: '12:00',
    });
    const asSubadmin = caller(app, c.tokens.subadmin);
    const asSeller = caller(app, c.tokens.seller);
    /** A ticket sold two days ago that wins 50 × amount with BLT 27 (first lot). */
    const winner = (amount: number) =>
      insertTicket(db, {
        companyId: c.company.id,
        sellerId: c.seller.id,
        lotteryCategoryId: drawn.id,
        drawDate: DRAW,
        soldAt: new Date(Date.now() - 2 * 86_400_000),
        ticketCode: ticketCodeFrom(randomBytes(8)),
        lines: [{ game: 'BLT', number: '27', amount }],
      });
    const post = () =>
      postResult(app, admin, drawn.name, DRAW, {
        first: '27',
        second: '44',
        third: '61',
        l3c: '827',
      });
    const sale = (amount: number, number = '12') =>
      sell(app, c.tokens.seller, open.id, [{ gameCategory: 'BLT', number, amount }]);
    return { ...c, open, drawn, asSubadmin, asSeller, winner, post, sale };
  }

  return { app, db, admin, bank };
}
