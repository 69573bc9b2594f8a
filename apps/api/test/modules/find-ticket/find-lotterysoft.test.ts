import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, ticketCodeFrom } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { bearer, insertTicket } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const today = localDateOf(new Date(), TZ);

/** A ticket of `sellerId` as a LotterySoft device sold it: printed `number` on `drawDate`, sold at `soldAt`. */
async function numberedTicket(
  s: TicketShop,
  sellerId: string,
  number: number,
  o: { drawDate?: string; soldAt?: Date } = {},
) {
  const sold = await insertTicket(db, {
    companyId: s.company.id,
    sellerId,
    lotteryCategoryId: s.category.id,
    drawDate: o.drawDate ?? today,
    soldAt: o.soldAt,
    ticketCode: ticketCodeFrom(randomBytes(8)),
  });
  await db.update(tickets).set({ lotterySoftNumber: number }).where(eq(tickets.id, sold.id));
  return sold;
}

const byNumber = (token: string, role: 'subadmin' | 'supervisor', number: string) =>
  app.inject({
    method: 'GET',
    url: `/api/${role}/findticket/lotterysoft?${new URLSearchParams({ number })}`,
    headers: bearer(token),
  });

const idsOf = (body: { data: { _id: string }[] }) => body.data.map((t) => t._id);

describe('find tickets by LotterySoft number: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it('the subadmin path answers only subadmins, the supervisor path only supervisors', async () => {
    const url = 'findticket/lotterysoft?number=12';
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/subadmin/${url}` }, [
      'subadmin',
    ]);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/superVisor/${url}` }, [
      'supervisor',
    ]);
  });
});

describe('find tickets by LotterySoft number', () => {
  it("a subadmin gets every one of its company's tickets with that number these last 7 days, newest sale first", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const earlier = await numberedTicket(s, s.seller.id, 12, {
      soldAt: new Date(Date.now() - 60_000),
    });
    const later = await numberedTicket(s, s.otherSeller.id, 12);
    const sixDaysAgo = await numberedTicket(s, s.seller.id, 12, {
      drawDate: addDays(today, -6),
      soldAt: new Date(Date.now() - 6 * 86_400_000),
    });
    // Not answered: a week ago, another number, another company's 12, a ticket sold here without a number.
    await numberedTicket(s, s.seller.id, 12, { drawDate: addDays(today, -7) });
    await numberedTicket(s, s.seller.id, 13);
    await numberedTicket(other, other.seller.id, 12);
    await insertTicket(db, { companyId: s.company.id, sellerId: s.seller.id, drawDate: today });

    const response = await byNumber(s.tokens.subadmin, 'subadmin', '12');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([later.id, earlier.id, sixDaysAgo.id]);
    // Each says whose, which draw and when: what the user picks by.
    expect(body.data[0]).toMatchObject({
      ticketId: later.ticketCode,
      lotterySoftNumber: 12,
      date: today,
      lotteryCategoryName: s.category.name,
      seller: { _id: s.otherSeller.id, userName: s.otherSeller.userName },
    });
    expect(body.data[2]).toMatchObject({ date: addDays(today, -6), lotterySoftNumber: 12 });
  });

  it("a supervisor gets only its own sellers' tickets with that number", async () => {
    const s = await ticketShop(app, db);
    const mine = await numberedTicket(s, s.seller.id, 7);
    const colleagues = await numberedTicket(s, s.otherSeller.id, 7);
    const response = await byNumber(s.tokens.supervisor, 'supervisor', '7');
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json())).toEqual([mine.id]);
    const theirs = await byNumber(s.tokens.otherSupervisor, 'supervisor', '7');
    expect(idsOf(theirs.json())).toEqual([colleagues.id]);
  });

  it('answers an empty list when no ticket has that number, and finds deleted ones too', async () => {
    const s = await ticketShop(app, db);
    const none = await byNumber(s.tokens.subadmin, 'subadmin', '999');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ success: true, data: [] });
    const sold = await numberedTicket(s, s.seller.id, 3);
    const deletedAt = new Date();
    await db.update(tickets).set({ deletedAt }).where(eq(tickets.id, sold.id));
    const found = await byNumber(s.tokens.subadmin, 'subadmin', '3');
    expect(found.json().data).toMatchObject([{ _id: sold.id, deletedAt: deletedAt.toISOString() }]);
  });

  it('a numbered ticket is still found by its code as before', async () => {
    const s = await ticketShop(app, db);
    const sold = await numberedTicket(s, s.seller.id, 12);
    const response = await app.inject({
      method: 'GET',
      url: `/api/subadmin/findticket?${new URLSearchParams({ ticketId: sold.ticketCode })}`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: sold.id, lotterySoftNumber: 12 });
  });

  it('refuses (400) what is not a whole number from 1, naming the field', async () => {
    const s = await ticketShop(app, db);
    for (const typed of ['', 'abc', '0', '-3', '2.5', '99999999999']) {
      const response = await byNumber(s.tokens.subadmin, 'subadmin', typed);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json().errors)).toMatch(/number/);
    }
  });
});
