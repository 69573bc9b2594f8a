import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets, winningNumbers } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { listTickets, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { insertTicket } from '../../support/factories.ts';
import { dayAfter } from '../../support/ticket-weeks.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const RANGE = { fromDate: '2026-03-01', toDate: '2026-03-31' };

interface Page {
  success: true;
  data: { _id: string; ticketId: string; state: string; numbers?: unknown }[];
  more: boolean;
  total: number;
  page: number;
  pageSize: number;
}

/** `count` tickets of `sellerId`, one a day from March 1st (the newest last), each with one BLT line. */
async function sellDays(s: TicketShop, sellerId: string, count: number, paid = 0) {
  const sold = [];
  for (let day = 0; day < count; day++) {
    const ticket = await insertTicket(db, {
      companyId: s.company.id,
      sellerId,
      lotteryCategoryId: s.category.id,
      drawDate: dayAfter('2026-03-01', day),
      lines: [{ game: 'BLT', number: '27', amount: 10 + day }],
    });
    await db
      .update(tickets)
      .set({
        soldAt: new Date(Date.parse('2026-03-01T12:00:00Z') + day * 3_600_000),
        paidAmount: paid,
      })
      .where(eq(tickets.id, ticket.id));
    sold.push(ticket);
  }
  return sold;
}

async function page(token: string, path: string, query: Record<string, string>) {
  const response = await listTickets(app, token, path, { ...RANGE, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe('ticket lists: pages', () => {
  it('answers disjoint pages, newest first, with the total over the whole search and a short last page', async () => {
    const s = await ticketShop(app, db);
    const sold = await sellDays(s, s.seller.id, 7);
    const newestFirst = sold.map((t) => t.id).reverse();
    const path = '/api/subadmin/gettickets';

    const first = await page(s.tokens.subadmin, path, { page: '1', pageSize: '3' });
    const second = await page(s.tokens.subadmin, path, { page: '2', pageSize: '3' });
    const last = await page(s.tokens.subadmin, path, { page: '3', pageSize: '3' });
    const beyond = await page(s.tokens.subadmin, path, { page: '4', pageSize: '3' });

    expect(first.data.map((t) => t._id)).toEqual(newestFirst.slice(0, 3));
    expect(second.data.map((t) => t._id)).toEqual(newestFirst.slice(3, 6));
    expect(last.data.map((t) => t._id)).toEqual(newestFirst.slice(6));
    expect(beyond.data).toEqual([]);
    for (const p of [first, second, last, beyond]) expect(p.total).toBe(7);
    expect([first.more, second.more, last.more, beyond.more]).toEqual([true, true, false, false]);
    expect(first).toMatchObject({ success: true, page: 1, pageSize: 3 });
    expect(last).toMatchObject({ page: 3, pageSize: 3 });
    // A page lists tickets without their lines; getticket has them.
    expect(first.data[0]).not.toHaveProperty('numbers');
    expect(first.data[0]).toMatchObject({ ticketPrice: 16, date: '2026-03-07' });
  });

  it("answers each ticket's lines with withLines=yes (an export's pages), and none without", async () => {
    const s = await ticketShop(app, db);
    await sellDays(s, s.seller.id, 3);
    const path = '/api/subadmin/gettickets';
    const withLines = await page(s.tokens.subadmin, path, { page: '1', withLines: 'yes' });
    expect(withLines.total).toBe(3);
    expect(withLines.data.map((t) => t.numbers)).toEqual([
      [expect.objectContaining({ gameCategory: 'BLT', number: '27', amount: 12, bonus: false })],
      [expect.objectContaining({ gameCategory: 'BLT', number: '27', amount: 11, bonus: false })],
      [expect.objectContaining({ gameCategory: 'BLT', number: '27', amount: 10, bonus: false })],
    ]);
    const empty = await page(s.tokens.subadmin, path, { page: '1', withLines: '' });
    expect(empty.data[0]).not.toHaveProperty('numbers');
    const refused = await listTickets(app, s.tokens.subadmin, path, {
      ...RANGE,
      page: '1',
      withLines: 'all',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['withLines']);
  });

  it("says each ticket's state as the domain's ticketState: waiting, lost, won, paid, deleted", async () => {
    const s = await ticketShop(app, db);
    // March 1st: no result (waiting). March 2nd–5th: a result is posted.
    const [waiting, lost, won, paid, deleted] = await sellDays(s, s.seller.id, 5);
    await db.insert(winningNumbers).values(
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((drawDate) => ({
        lotteryCategoryId: s.category.id,
        drawDate,
        numbers: [],
      })),
    );
    await db.update(tickets).set({ paidAmount: 5000 }).where(eq(tickets.id, won!.id));
    await db
      .update(tickets)
      .set({ paidAmount: 5000, paidOutAt: new Date(), paidOutAmount: 5000 })
      .where(eq(tickets.id, paid!.id));
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, deleted!.id));
    const states = new Map<string, string>();
    for (const path of ['/api/subadmin/gettickets', '/api/subadmin/getdeletedtickets']) {
      const listed = await page(s.tokens.subadmin, path, { page: '1' });
      for (const t of listed.data) states.set(t._id, t.state);
    }
    expect(Object.fromEntries(states)).toEqual({
      [waiting!.id]: 'waiting',
      [lost!.id]: 'lost',
      [won!.id]: 'won',
      [paid!.id]: 'paid',
      [deleted!.id]: 'deleted',
    });
  });

  it('answers page 1 of 50 when only page is asked, and page 1 when only pageSize is', async () => {
    const s = await ticketShop(app, db);
    await sellDays(s, s.seller.id, 3);
    const path = '/api/subadmin/gettickets';
    const onlyPage = await page(s.tokens.subadmin, path, { page: '1' });
    expect(onlyPage).toMatchObject({ page: 1, pageSize: 50, total: 3, more: false });
    expect(onlyPage.data).toHaveLength(3);
    const onlySize = await page(s.tokens.subadmin, path, { pageSize: '2' });
    expect(onlySize).toMatchObject({ page: 1, pageSize: 2, total: 3, more: true });
  });

  it('answers exactly as before without page and pageSize: every ticket with its lines, no total', async () => {
    const s = await ticketShop(app, db);
    await sellDays(s, s.seller.id, 3);
    const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', RANGE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'more', 'success']);
    expect(body.more).toBe(false);
    expect(body.data).toHaveLength(3);
    expect(body.data[0].numbers).toMatchObject([{ gameCategory: 'BLT', number: '27', amount: 12 }]);
  });

  it('pages every list of both roles: sold, deleted and winning tickets', async () => {
    const s = await ticketShop(app, db);
    const sold = await sellDays(s, s.seller.id, 3, 5000);
    await sellDays(s, s.otherSeller.id, 2);
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, sold[0]!.id));
    const paths: [string, string, number][] = [
      [s.tokens.subadmin, '/api/subadmin/gettickets', 4],
      [s.tokens.subadmin, '/api/subadmin/getdeletedtickets', 1],
      [s.tokens.subadmin, '/api/subadmin/getwintickets', 2],
      [s.tokens.supervisor, '/api/superVisor/gettickets', 2],
      [s.tokens.supervisor, '/api/supervisor/getwintickets', 2],
    ];
    for (const [token, path, total] of paths) {
      const p = await page(token, path, { page: '1', pageSize: '1' });
      expect(p.total, path).toBe(total);
      expect(p.data, path).toHaveLength(1);
      expect(p.more, path).toBe(total > 1);
    }
  });

  it("keeps tenancy: a page and its total count only the caller's tickets; another's seller is 404", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const mine = await sellDays(s, s.seller.id, 2);
    await sellDays(s, s.otherSeller.id, 3);
    await sellDays(other, other.seller.id, 4);

    const subadmin = await page(s.tokens.subadmin, '/api/subadmin/gettickets', { page: '1' });
    expect(subadmin.total).toBe(5);
    const supervisor = await page(s.tokens.supervisor, '/api/superVisor/gettickets', {
      page: '1',
    });
    expect(supervisor.total).toBe(2);
    expect(supervisor.data.map((t) => t._id).sort()).toEqual(mine.map((t) => t.id).sort());

    for (const [token, seller] of [
      [s.tokens.subadmin, other.seller.id],
      [s.tokens.supervisor, s.otherSeller.id],
    ] as const) {
      const refused = await listTickets(
        app,
        token,
        token === s.tokens.subadmin ? '/api/subadmin/gettickets' : '/api/superVisor/gettickets',
        { ...RANGE, seller, page: '1' },
      );
      expect(refused.statusCode).toBe(404);
    }
  });

  it('answers 400 naming the field for a bad page, page size, ticket ID, sort or order', async () => {
    const s = await ticketShop(app, db);
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, 'page'],
      [{ page: '-1' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageSize: '501' }, 'pageSize'],
      [{ pageSize: 'many' }, 'pageSize'],
      [{ ticketId: 'K7M4-2QX' }, 'ticketId'],
      [{ ticketId: 'K7M4-2QX0' }, 'ticketId'],
      [{ sort: 'price' }, 'sort'],
      [{ sort: 'seller', order: 'up' }, 'order'],
      [{ withLines: 'true' }, 'withLines'],
    ];
    for (const [query, field] of cases) {
      const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        ...query,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(
        body.errors.map((e: { field: string }) => e.field),
        JSON.stringify(query),
      ).toEqual([field]);
    }
    const biggest = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...RANGE,
      pageSize: '500',
    });
    expect(biggest.statusCode).toBe(200);
  });
});

describe('ticket lists: the OpenAPI document', () => {
  it('states page, pageSize, ticketId, sort and order, and both answers (a page with total, or the list)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/subadmin/gettickets',
      '/api/subadmin/getdeletedtickets',
      '/api/subadmin/getwintickets',
      '/api/supervisor/gettickets',
      '/api/supervisor/getwintickets',
    ]) {
      const op = doc.paths[path].get;
      const names = op.parameters.map((p: { name: string }) => p.name);
      expect(names, path).toEqual(
        expect.arrayContaining(['page', 'pageSize', 'ticketId', 'sort', 'order', 'withLines']),
      );
      const answer = JSON.stringify(op.responses['200']);
      expect(answer, path).toContain('TicketPage');
      expect(answer, path).toContain('TicketList');
    }
    expect(doc.components.schemas.TicketPage.required).toEqual(
      expect.arrayContaining(['total', 'page', 'pageSize']),
    );
    expect(doc.paths['/api/subadmin/getticket/{id}'].get.responses['200']).toBeDefined();
  });
});
