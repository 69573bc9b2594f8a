import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../src/db/schema/index.ts';
import { testApp } from '../support/app.ts';
import { listTickets, ticketShop, type TicketShop } from '../support/company-tickets.ts';
import { bearer, insertTicket } from '../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const RANGE = { fromDate: '2026-03-01', toDate: '2026-03-31' };

const ticketOf = (s: TicketShop, sellerId: string, ticketCode: string, amount = 10) =>
  insertTicket(db, {
    companyId: s.company.id,
    sellerId,
    lotteryCategoryId: s.category.id,
    drawDate: '2026-03-10',
    ticketCode,
    lines: [
      { game: 'BLT', number: '27', amount },
      { game: 'L3C', number: '427', amount: 2 },
    ],
  });

const codes = (body: { data: { ticketId: string }[] }) => body.data.map((t) => t.ticketId);

describe('ticket lists: the ticket ID filter', () => {
  it('finds a ticket by its ID with or without the dash, in any case, on every list', async () => {
    const s = await ticketShop(app, db);
    const wanted = await ticketOf(s, s.seller.id, 'K7M4-2QXP');
    await ticketOf(s, s.seller.id, 'K7M4-2QXR');
    const path = '/api/subadmin/gettickets';
    for (const typed of ['K7M4-2QXP', 'k7m42qxp', ' k7m4-2Qxp ']) {
      for (const paging of [{}, { page: '1' }]) {
        const response = await listTickets(app, s.tokens.subadmin, path, {
          ...RANGE,
          ticketId: typed,
          ...paging,
        });
        expect(response.statusCode, typed).toBe(200);
        expect(codes(response.json()), typed).toEqual(['K7M4-2QXP']);
      }
    }
    const paged = await listTickets(app, s.tokens.subadmin, path, {
      ...RANGE,
      ticketId: 'k7m42qxp',
      page: '1',
    });
    expect(paged.json()).toMatchObject({ total: 1, more: false });

    // A deleted ticket is found in Deleted Tickets, not in Sold Tickets; a winner in Win Tickets.
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, wanted.id));
    const find = async (listPath: string, code: string) =>
      codes(
        (await listTickets(app, s.tokens.subadmin, listPath, { ...RANGE, ticketId: code })).json(),
      );
    expect(await find(path, 'K7M42QXP')).toEqual([]);
    expect(await find('/api/subadmin/getdeletedtickets', 'K7M42QXP')).toEqual(['K7M4-2QXP']);
    const winner = await ticketOf(s, s.seller.id, 'WWWW-2222');
    await db.update(tickets).set({ paidAmount: 50000 }).where(eq(tickets.id, winner.id));
    expect(await find('/api/subadmin/getwintickets', 'wwww2222')).toEqual(['WWWW-2222']);
  });

  it("never finds another company's ticket, nor a supervisor another supervisor's seller's", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    await ticketOf(other, other.seller.id, 'AAAA-2345');
    await ticketOf(s, s.otherSeller.id, 'BBBB-2345');
    const find = async (token: string, path: string, code: string) =>
      codes((await listTickets(app, token, path, { ...RANGE, ticketId: code })).json());
    expect(await find(s.tokens.subadmin, '/api/subadmin/gettickets', 'AAAA2345')).toEqual([]);
    expect(await find(s.tokens.supervisor, '/api/superVisor/gettickets', 'BBBB2345')).toEqual([]);
    expect(await find(s.tokens.subadmin, '/api/subadmin/gettickets', 'BBBB2345')).toEqual([
      'BBBB-2345',
    ]);
  });
});

describe('ticket lists: sorting', () => {
  it('sorts by the column asked, either way, and pages in that order', async () => {
    const s = await ticketShop(app, db);
    await ticketOf(s, s.seller.id, 'CCCC-2222', 30);
    await ticketOf(s, s.seller.id, 'CCCC-3333', 10);
    await ticketOf(s, s.otherSeller.id, 'CCCC-4444', 20);
    const list = async (query: Record<string, string>) => {
      const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        ...query,
      });
      expect(response.statusCode, response.body).toBe(200);
      return codes(response.json());
    };
    expect(await list({ sort: 'ticketPrice' })).toEqual(['CCCC-3333', 'CCCC-4444', 'CCCC-2222']);
    expect(await list({ sort: 'ticketPrice', order: 'desc' })).toEqual([
      'CCCC-2222',
      'CCCC-4444',
      'CCCC-3333',
    ]);
    expect(await list({ sort: 'ticketId', order: 'desc', page: '1', pageSize: '2' })).toEqual([
      'CCCC-4444',
      'CCCC-3333',
    ]);
    expect(await list({ sort: 'ticketId', order: 'desc', page: '2', pageSize: '2' })).toEqual([
      'CCCC-2222',
    ]);
    const sellersIn = async (order: string) => {
      const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        sort: 'seller',
        order,
      });
      return response
        .json<{ data: { seller: { userName: string } }[] }>()
        .data.map((t) => t.seller.userName);
    };
    const names = [s.seller.userName, s.seller.userName, s.otherSeller.userName];
    const ascending = [...names].sort();
    expect(await sellersIn('asc')).toEqual(ascending);
    expect(await sellersIn('desc')).toEqual([...ascending].reverse());
  });
});

describe('one ticket with its lines (getticket)', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });

  it('answers only subadmins on the subadmin path and supervisors on the supervisor path', async () => {
    const id = randomUUID();
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/subadmin/getticket/${id}` }, [
      'subadmin',
    ]);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/superVisor/getticket/${id}` }, [
      'supervisor',
    ]);
  });

  it('answers a ticket the caller may see with its lines, deleted too; 404 for any other', async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const mine = await ticketOf(s, s.seller.id, 'DDDD-2345');
    const colleague = await ticketOf(s, s.otherSeller.id, 'DDDD-3456');
    const foreign = await ticketOf(other, other.seller.id, 'DDDD-4567');
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, mine.id));
    const get = (token: string, path: string, id: string) =>
      app.inject({ method: 'GET', url: `${path}/${id}`, headers: bearer(token) });

    const found = await get(s.tokens.subadmin, '/api/subadmin/getticket', mine.id);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      success: true,
      data: {
        _id: mine.id,
        ticketId: 'DDDD-2345',
        ticketPrice: 12,
        seller: { _id: s.seller.id },
        numbers: [
          { gameCategory: 'BLT', number: '27', amount: 10 },
          { gameCategory: 'L3C', number: '427', amount: 2 },
        ],
      },
    });
    expect(found.json().data.deletedAt).not.toBeNull();
    const bySupervisor = await get(s.tokens.supervisor, '/api/superVisor/getticket', mine.id);
    expect(bySupervisor.statusCode).toBe(200);

    for (const [token, path, id] of [
      [s.tokens.subadmin, '/api/subadmin/getticket', foreign.id],
      [s.tokens.supervisor, '/api/superVisor/getticket', colleague.id],
      [s.tokens.supervisor, '/api/superVisor/getticket', foreign.id],
      [s.tokens.subadmin, '/api/subadmin/getticket', randomUUID()],
    ] as const) {
      const refused = await get(token, path, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
    }
    const notAnId = await get(s.tokens.subadmin, '/api/subadmin/getticket', 'K7M4-2QXP');
    expect(notAnId.statusCode).toBe(400);
  });
});
