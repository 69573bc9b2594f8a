import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localTimeOf } from '@tiraj/domain';
import { limitTotals, offlineTickets, tickets } from '../../../src/db/schema/index.ts';
import { createUser, signIn } from '../../support/factories.ts';
import { blt, offlineApp } from '../../support/offline.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, call, offlineShop, signChain, sync, shiftGrant } = await offlineApp();
const admin = await signIn(app, await createUser(db, 'admin', null));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
/** Operator wall time `HH:mm`, `minutes` from now (the test zone is about noon: no midnight). */
const hhmmFromNow = (minutes: number) => {
  const m = Math.floor(localTimeOf(new Date(), TZ).minutes) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const numberTotal = async (companyId: string, number: string) => {
  const [row] = await db
    .select({ total: limitTotals.total })
    .from(limitTotals)
    .where(
      and(
        eq(limitTotals.companyId, companyId),
        eq(limitTotals.number, number),
        eq(limitTotals.scopeKey, 'all'),
      ),
    );
  return row?.total ?? 0;
};

describe("offline sync judges by the draw's close as it is now (issue 36)", () => {
  it('a close moved earlier after the grant: sold after it is held after_close, sold before it stays valid', async () => {
    const s = await offlineShop();
    // The grant was taken an hour ago, its frozen close three hours on (as when it was taken).
    await shiftGrant(s.grant.grantId, { issued: -60, stops: 170, closes: 175, expires: 25 });
    // The admin moves the draw's close to two minutes ago (between 3 and 2 minutes ago, as wall
    // time has whole minutes): both tickets reach the server within the grace (5 minutes).
    const moved = await call(admin, 'PATCH', `/api/admin/updatelotterycategory/${s.category.id}`, {
      endTime: hhmmFromNow(-2),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const chain = await signChain(s.grant, [
      { lines: [blt('41', 25)], soldAt: minutesAgo(4) },
      { lines: [blt('42', 25)], soldAt: minutesAgo(1) },
    ]);
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.reason ?? a.state)).toEqual(['recorded', 'after_close']);

    // Held: stored for the company to decide, never a ticket (not payable, not a sale).
    const sold = await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id));
    expect(sold.map((t) => t.id)).toEqual([answers[0]!.ticket!._id]);
    expect(await numberTotal(s.company.id, '41')).toBe(2500);
    expect(await numberTotal(s.company.id, '42')).toBe(0);
    const [held] = await db
      .select()
      .from(offlineTickets)
      .where(eq(offlineTickets.saleKey, chain[1]!.saleKey));
    expect(held).toMatchObject({ state: 'held', reason: 'after_close', ticketId: null });
    const list = await call(
      s.tokens.subadmin,
      'GET',
      `/api/subadmin/getofflineheld?fromDate=${s.grant.drawDate}&toDate=${s.grant.drawDate}`,
    );
    expect(list.json<{ data: { saleKey: string; reason: string }[] }>().data).toEqual([
      expect.objectContaining({ saleKey: chain[1]!.saleKey, reason: 'after_close' }),
    ]);
  });

  it('a close moved earlier, the grace past: held, whatever the device time says', async () => {
    const s = await offlineShop();
    await shiftGrant(s.grant.grantId, { issued: -60, stops: 170, closes: 175, expires: 25 });
    const moved = await call(admin, 'PATCH', `/api/admin/updatelotterycategory/${s.category.id}`, {
      endTime: hhmmFromNow(-20),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [t] = await signChain(s.grant, [{ lines: [blt('43', 10)], soldAt: minutesAgo(30) }]);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, [t!]);
    expect(answer).toEqual({ saleKey: t!.saleKey, state: 'held', reason: 'after_close' });
  });

  it('a close moved later does not lengthen the grant: its own close still binds', async () => {
    const s = await offlineShop();
    await shiftGrant(s.grant.grantId, { issued: -60, stops: -25, closes: -20, expires: -20 });
    const moved = await call(admin, 'PATCH', `/api/admin/updatelotterycategory/${s.category.id}`, {
      endTime: hhmmFromNow(200),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [t] = await signChain(s.grant, [{ lines: [blt('44', 10)], soldAt: minutesAgo(30) }]);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, [t!]);
    expect(answer).toMatchObject({ state: 'held', reason: 'after_close' });
  });
});
