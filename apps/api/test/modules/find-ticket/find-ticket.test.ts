import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketCodeFrom } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { bearer, insertTicket } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

/** A ticket of `sellerId` with a printed code (`K7M4-2QXP`), a BLT line and a bonus line. */
const printedTicket = (s: TicketShop, sellerId: string) =>
  insertTicket(db, {
    companyId: s.company.id,
    sellerId,
    lotteryCategoryId: s.category.id,
    drawDate: '2026-03-10',
    ticketCode: ticketCodeFrom(randomBytes(8)),
    lines: [
      { game: 'BLT', number: '27', amount: 25 },
      { game: 'MRG', number: '12x34', amount: 1, bonus: true },
    ],
  });

const find = (token: string, path: string, ticketId: string) =>
  app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ ticketId })}`,
    headers: bearer(token),
  });

/** How a customer may read a code out: as printed, without the dash, in lower case, with spaces. */
const spellings = (code: string) => [
  code,
  code.replace('-', ''),
  code.replace('-', '').toLowerCase(),
  ` ${code.toLowerCase()} `,
];

describe('find a ticket: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it('the subadmin path answers only subadmins, the supervisor path only supervisors (401 without a token)', async () => {
    const url = '?ticketId=K7M4-2QXP';
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/subadmin/findticket${url}` }, [
      'subadmin',
    ]);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/superVisor/findticket${url}` }, [
      'supervisor',
    ]);
  });
});

describe('find a ticket: subadmin', () => {
  it("finds one of the company's tickets by its ID, with or without the dash, in any case", async () => {
    const s = await ticketShop(app, db);
    const sold = await printedTicket(s, s.otherSeller.id);
    for (const typed of spellings(sold.ticketCode)) {
      const response = await find(s.tokens.subadmin, '/api/subadmin/findticket', typed);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: {
          _id: sold.id,
          ticketId: sold.ticketCode,
          date: '2026-03-10',
          lotteryCategoryName: s.category.name,
          seller: { _id: s.otherSeller.id, userName: s.otherSeller.userName },
          sellerCompany: s.company.name,
          ticketPrice: 25,
          paidAmount: 0,
          deletedAt: null,
          numbers: [
            { gameCategory: 'BLT', number: '27', amount: 25, bonus: false },
            { gameCategory: 'MRG', number: '12×34', amount: 1, bonus: true },
          ],
        },
      });
    }
  });

  it('finds a deleted ticket too, saying when it was deleted', async () => {
    const s = await ticketShop(app, db);
    const sold = await printedTicket(s, s.seller.id);
    const deletedAt = new Date('2026-03-10T15:00:00Z');
    await db.update(tickets).set({ deletedAt }).where(eq(tickets.id, sold.id));
    const response = await find(s.tokens.subadmin, '/api/subadmin/findticket', sold.ticketCode);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: sold.id,
      deletedAt: deletedAt.toISOString(),
    });
  });

  it("answers 404 for another company's ticket and for a code nobody has", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const theirs = await printedTicket(other, other.seller.id);
    for (const code of [theirs.ticketCode, ticketCodeFrom(randomBytes(8))]) {
      const response = await find(s.tokens.subadmin, '/api/subadmin/findticket', code);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
    // The other company's ticket is untouched and still found by its own company.
    const own = await find(other.tokens.subadmin, '/api/subadmin/findticket', theirs.ticketCode);
    expect(own.statusCode).toBe(200);
  });

  it('refuses (400) what cannot be a ticket ID, naming the field', async () => {
    const s = await ticketShop(app, db);
    for (const typed of ['', 'K7M4', 'K7M4-2QXP-9', 'K7M4-2QX0']) {
      const response = await find(s.tokens.subadmin, '/api/subadmin/findticket', typed);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(JSON.stringify(response.json().errors)).toMatch(/ticketId/);
    }
  });
});

describe('find a ticket: supervisor', () => {
  it("finds its own sellers' tickets, with or without the dash, in any case", async () => {
    const s = await ticketShop(app, db);
    const sold = await printedTicket(s, s.seller.id);
    for (const typed of spellings(sold.ticketCode)) {
      const response = await find(s.tokens.supervisor, '/api/superVisor/findticket', typed);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: sold.id,
        ticketId: sold.ticketCode,
        seller: { _id: s.seller.id },
      });
    }
  });

  it("answers 404 for another supervisor's seller's ticket and for another company's", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const colleagues = await printedTicket(s, s.otherSeller.id);
    const theirs = await printedTicket(other, other.seller.id);
    for (const code of [colleagues.ticketCode, theirs.ticketCode]) {
      const response = await find(s.tokens.supervisor, '/api/supervisor/findticket', code);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
    // The colleague's own supervisor finds it.
    const own = await find(
      s.tokens.otherSupervisor,
      '/api/supervisor/findticket',
      colleagues.ticketCode,
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});
