import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ticketLines, tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { idsOf, listTickets, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { bearer, insertTicket } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const RANGE = { fromDate: '2026-05-01', toDate: '2026-05-31' };

/** A May ticket of `sellerId`: 25 HTG on BLT 27, 5 on L3C 427, a bonus MRG line. */
const ticketOf = (s: TicketShop, sellerId: string) =>
  insertTicket(db, {
    companyId: s.company.id,
    sellerId,
    lotteryCategoryId: s.category.id,
    drawDate: '2026-05-10',
    lines: [
      { game: 'BLT', number: '27', amount: 25 },
      { game: 'L3C', number: '427', amount: 5 },
      { game: 'MRG', number: '12x34', amount: 1, bonus: true },
    ],
  });

const softDelete = async (s: TicketShop, id: string) => {
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/subadmin/deleteticket/${id}`,
    headers: bearer(s.tokens.subadmin),
    // The factory's draws are closed: the company deletes with a reason.
    payload: { reason: 'Sold by mistake' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const deleteForever = (token: string, id: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/subadmin/deleteticketforever/${id}`,
    headers: bearer(token),
  });

describe('deleted tickets: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it('only subadmins list deleted tickets and delete them forever', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      {
        method: 'GET',
        url: '/api/subadmin/getdeletedtickets?fromDate=2026-05-01&toDate=2026-05-31',
      },
      ['subadmin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/subadmin/deleteticketforever/${randomUUID()}` },
      ['subadmin'],
    );
  });
});

describe('deleted tickets', () => {
  it("lists only the company's deleted tickets, filtered like sold tickets", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const live = await ticketOf(s, s.seller.id);
    const gone = await ticketOf(s, s.seller.id);
    const goneToo = await ticketOf(s, s.otherSeller.id);
    const theirs = await ticketOf(other, other.seller.id);
    for (const t of [gone, goneToo]) await softDelete(s, t.id);
    await softDelete(other, theirs.id);

    const path = '/api/subadmin/getdeletedtickets';
    const all = await listTickets(app, s.tokens.subadmin, path, RANGE);
    expect(all.statusCode, all.body).toBe(200);
    expect(idsOf(all.json())).toEqual([gone.id, goneToo.id].sort());
    expect(idsOf(all.json())).not.toContain(live.id);
    expect(all.json().data[0].deletedAt).toEqual(expect.any(String));
    const one = await listTickets(app, s.tokens.subadmin, path, { ...RANGE, seller: s.seller.id });
    expect(idsOf(one.json())).toEqual([gone.id]);
    const foreign = await listTickets(app, s.tokens.subadmin, path, {
      ...RANGE,
      seller: other.seller.id,
    });
    // Another company's seller answers 404, as the reports do.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      success: false,
      message: 'Seller not found.',
      code: 'seller.not_found',
    });
    const june = await listTickets(app, s.tokens.subadmin, path, {
      fromDate: '2026-06-01',
      toDate: '2026-06-30',
    });
    expect(june.json().data).toEqual([]);
  });

  it('erases a deleted ticket and its lines for good, leaving an audit record with its amounts', async () => {
    const s = await ticketShop(app, db);
    const t = await ticketOf(s, s.seller.id);
    // As if settled: the L3C line paid 2500 HTG.
    await db.update(tickets).set({ paidAmount: 250_000 }).where(eq(tickets.id, t.id));
    await db
      .update(ticketLines)
      .set({ winFlag: true, payout: 250_000 })
      .where(and(eq(ticketLines.ticketId, t.id), eq(ticketLines.gameCategory, 'L3C')));
    await softDelete(s, t.id);

    const response = await deleteForever(s.tokens.subadmin, t.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Ticket deleted forever' });
    expect(await db.select().from(tickets).where(eq(tickets.id, t.id))).toEqual([]);
    expect(await db.select().from(ticketLines).where(eq(ticketLines.ticketId, t.id))).toEqual([]);

    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    const forever = trail.find((r) => r.action === 'delete-forever');
    expect(forever).toMatchObject({
      companyId: s.company.id,
      actorId: s.subadmin.id,
      actorName: s.subadmin.userName,
      entity: 'ticket',
    });
    expect(forever!.createdAt).toBeInstanceOf(Date);
    expect(forever!.details).toMatchObject({
      ticketId: t.ticketCode,
      total: 30,
      paid: 2500,
      seller: { _id: s.seller.id, userName: s.seller.userName },
      lotteryCategoryName: s.category.name,
      drawDate: '2026-05-10',
      deletedBy: s.subadmin.id,
      // insertTicket leaves every line at position 0: their order is the database's.
      lines: expect.arrayContaining([
        { gameCategory: 'BLT', number: '27', amount: 25, bonus: false, winFlag: false, payout: 0 },
        {
          gameCategory: 'L3C',
          number: '427',
          amount: 5,
          bonus: false,
          winFlag: true,
          payout: 2500,
        },
        { gameCategory: 'MRG', number: '12×34', amount: 1, bonus: true, winFlag: false, payout: 0 },
      ]),
    });

    expect((forever!.details as { lines: unknown[] }).lines).toHaveLength(3);

    const listed = await listTickets(
      app,
      s.tokens.subadmin,
      '/api/subadmin/getdeletedtickets',
      RANGE,
    );
    expect(listed.json().data).toEqual([]);
    expect((await deleteForever(s.tokens.subadmin, t.id)).statusCode).toBe(404);
  });

  it('refuses a ticket that is not deleted yet (422) and leaves it as it was', async () => {
    const s = await ticketShop(app, db);
    const t = await ticketOf(s, s.seller.id);
    const response = await deleteForever(s.tokens.subadmin, t.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Only a deleted ticket can be deleted forever. Delete it first.',
    });
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t.id));
    expect(stored!.deletedAt).toBeNull();
    expect(await db.select().from(ticketLines).where(eq(ticketLines.ticketId, t.id))).toHaveLength(
      3,
    );
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    expect(trail).toEqual([]);
  });

  it("answers 404 for another company's deleted ticket and an unknown id, erasing nothing", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const theirs = await ticketOf(other, other.seller.id);
    await softDelete(other, theirs.id);
    for (const id of [theirs.id, randomUUID()]) {
      const response = await deleteForever(s.tokens.subadmin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
    }
    expect(await db.select().from(tickets).where(eq(tickets.id, theirs.id))).toHaveLength(1);
  });
});
