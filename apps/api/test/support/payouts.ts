import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, localDateOf, ticketCodeFrom } from '@tiraj/domain';
import { auditLog, tickets } from '../../src/db/schema/index.ts';
import { testApp } from './app.ts';
import {
  bearer,
  createLotteryCategory,
  createUser,
  insertTicket,
  signedInCompany,
  signedInSeller,
  signIn,
  unique,
} from './factories.ts';
import { postResult } from './results.ts';
import { TZ } from './zone.ts';

/** Two days ago, operator-local: a draw whose result may be posted. */
export const DRAW = addDays(localDateOf(new Date(), TZ), -2);
export const TODAY = localDateOf(new Date(), TZ);

/**
 * The payout tests' server (pay-tickets, seller-payout-switch, paid-out-reports, payout-routes):
 * an admin signed in, a fresh company per test (`counter()`), and the calls they check.
 */
export async function payoutsApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;
  const admin = await createUser(db, 'admin', null);
  const adminToken = await signIn(app, admin);

  /**
   * A fresh company: its subadmin, its supervisor's seller, a colleague seller
   * (no supervisor), all signed in, and two categories of its own: `drawn`
   * (result posted: BLT 27 first) and `pending` (no result).
   */
  async function counter() {
    const c = await signedInCompany(app, db);
    const colleague = await signedInSeller(app, db, c.company.id);
    const window = { startTime: '06:00', endTime: '12:00' };
    const drawn = await createLotteryCategory(db, { name: unique('Drawn'), ...window });
    const pending = await createLotteryCategory(db, { name: unique('Pending'), ...window });

    /** A ticket on `drawn` (or `pending`) that wins 10 × 50 = 500 HTG with BLT 27, or loses with 55. */
    const ticket = async (
      o: { sellerId?: string; number?: string; draw?: 'drawn' | 'pending' } = {},
    ) => {
      const row = await insertTicket(db, {
        companyId: c.company.id,
        sellerId: o.sellerId ?? c.seller.id,
        lotteryCategoryId: (o.draw === 'pending' ? pending : drawn).id,
        drawDate: DRAW,
        ticketCode: ticketCodeFrom(randomBytes(8)),
        lines: [{ game: 'BLT', number: o.number ?? '27', amount: 10 }],
      });
      return { id: row.id, code: row.ticketCode };
    };
    const post = async () =>
      postResult(app, adminToken, drawn.name, DRAW, {
        first: '27',
        second: '44',
        third: '61',
        l3c: '827',
      });
    return {
      ...c,
      colleague,
      drawn,
      pending,
      tokens: { ...c.tokens, colleague: colleague.token },
      ticket,
      post,
    };
  }

  const check = (token: string, code: string) =>
    app.inject({
      method: 'GET',
      url: `/api/seller/checkticket?ticketId=${encodeURIComponent(code)}`,
      headers: bearer(token),
    });
  const pay = (token: string, code: string, who: 'seller' | 'subadmin' | 'supervisor' = 'seller') =>
    app.inject({
      method: 'POST',
      url: `/api/${who}/payticket`,
      headers: bearer(token),
      payload: { ticketId: code },
    });

  async function stored(id: string) {
    const [row] = await db
      .select({
        paidOutAt: tickets.paidOutAt,
        paidOutBy: tickets.paidOutBy,
        paidOutAmount: tickets.paidOutAmount,
        paidAmount: tickets.paidAmount,
        deletedAt: tickets.deletedAt,
      })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row!;
  }

  const payAudits = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'pay-out')));
  return { app, db, adminToken, counter, check, pay, stored, payAudits };
}
