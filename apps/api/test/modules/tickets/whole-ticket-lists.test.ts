import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../../src/db/client.ts';
import { tickets } from '../../../src/db/schema/index.ts';
import { TICKET_BATCH, ticketBatches } from '../../../src/ticketing/ticket-stream.ts';
import { testApp } from '../../support/app.ts';
import { listTickets, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { shop } from '../../support/factories.ts';

// Issue 36: asked as SPEC.md asks (no paging), a ticket list stopped at the newest 2,000 tickets,
// so a bank selling more in a day lost the rest from Sold Tickets. Now it answers them all.
const { app, ctx } = await testApp();
const DAY = '2026-02-10';

interface Listed {
  _id: string;
  ticketId: string;
  seller: { _id: string };
  soldAt: string;
  publicRef: string;
  numbers: unknown[];
}

/**
 * `count` tickets of one seller on DAY, each with one line, in two statements. Sale times fall
 * three to a microsecond and a thousand to a millisecond, so the list's batches meet ties that a
 * JavaScript date could not tell apart.
 */
async function seed(
  db: Db,
  s: { companyId: string; categoryId: string },
  sellerId: string,
  count: number,
) {
  await db.execute(sql`
    insert into tickets (company_id, ticket_code, seller_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers)
    select ${s.companyId}, upper(substr(md5(random()::text || g::text), 1, 8)), ${sellerId},
      ${s.categoryId}, ${DAY}, timestamptz '2026-02-10 12:00:00+00' + (g / 3) * interval '1 microsecond',
      1000, '[50, 20, 10]'::jsonb
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into ticket_lines (ticket_id, company_id, seller_id, lottery_category_id, draw_date, game_category, number, amount)
    select t.id, t.company_id, t.seller_id, t.lottery_category_id, t.draw_date, 'BLT', '27', 1000
    from tickets t where t.seller_id = ${sellerId} and not exists
      (select 1 from ticket_lines l where l.ticket_id = t.id)`);
}

/** The tickets of `where` as the list orders them by default: newest sale first, then by id. */
async function idsInOrder(where: ReturnType<typeof sql>) {
  const result = await ctx.db.execute(
    sql`select id from tickets where ${where} order by sold_at desc, id desc`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

let s: TicketShop;
let otherCompanyId: string;
const search = { fromDate: DAY, toDate: DAY };
beforeAll(async () => {
  s = await ticketShop(app, ctx.db);
  const where = { companyId: s.company.id, categoryId: s.category.id };
  // The supervisor's seller sells 2,100; the other supervisor's seller 400; another company 30.
  await seed(ctx.db, where, s.seller.id, 2100);
  await seed(ctx.db, where, s.otherSeller.id, 400);
  const other = await shop(app, ctx.db);
  otherCompanyId = other.company.id;
  await seed(
    ctx.db,
    { companyId: other.company.id, categoryId: s.category.id },
    other.seller.id,
    30,
  );
}, 120_000);

describe('whole ticket lists (no paging, as SPEC.md asks)', () => {
  it("answer every one of the company's 2,500 tickets, newest first, with lines and public references", async () => {
    const answer = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', search);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // Written as it is read: no length known before the last batch.
    expect(answer.headers['content-length']).toBeUndefined();
    const body = answer.json<{ success: boolean; more: boolean; data: Listed[] }>();
    expect(body.success).toBe(true);
    expect(body.more).toBe(false);
    expect(body.data.map((t) => t._id)).toEqual(
      await idsInOrder(sql`company_id = ${s.company.id}`),
    );
    expect(body.data).toHaveLength(2500);
    expect(body.data.length).toBeGreaterThan(4 * TICKET_BATCH);
    const sign = await ctx.publicRefs.signer();
    for (const ticket of body.data) {
      expect(ticket.numbers).toHaveLength(1);
      expect(ticket.publicRef).toBe(sign(ticket));
    }
  });

  it("answer a supervisor all 2,100 tickets of its seller and none of another's", async () => {
    for (const path of ['/api/superVisor/gettickets', '/api/supervisor/gettickets']) {
      const answer = await listTickets(app, s.tokens.supervisor, path, search);
      expect(answer.statusCode).toBe(200);
      const data = answer.json<{ data: Listed[] }>().data;
      expect(data.map((t) => t._id)).toEqual(await idsInOrder(sql`seller_id = ${s.seller.id}`));
      expect(new Set(data.map((t) => t.seller._id))).toEqual(new Set([s.seller.id]));
    }
    const other = await listTickets(
      app,
      s.tokens.otherSupervisor,
      '/api/superVisor/gettickets',
      search,
    );
    expect(other.json<{ data: Listed[] }>().data).toHaveLength(400);
    // Another company's seller is not the supervisor's to ask for.
    const refused = await listTickets(app, s.tokens.supervisor, '/api/superVisor/gettickets', {
      ...search,
      seller: s.otherSeller.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('keep an asked order across batches, and the winning and deleted lists whole too', async () => {
    const bySeller = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...search,
      sort: 'seller',
      order: 'desc',
    });
    const data = bySeller.json<{ data: Listed[] }>().data;
    const names = [s.seller, s.otherSeller]
      .sort((a, b) => (a.userName < b.userName ? 1 : -1))
      .map((u) => u.id);
    const expected = [
      ...(await idsInOrder(sql`seller_id = ${names[0]}`)),
      ...(await idsInOrder(sql`seller_id = ${names[1]}`)),
    ];
    expect(data.map((t) => t._id)).toEqual(expected);

    await ctx.db.execute(
      sql`update tickets set paid_amount = 5000 where seller_id = ${s.seller.id}`,
    );
    const won = await listTickets(
      app,
      s.tokens.supervisor,
      '/api/supervisor/getwintickets',
      search,
    );
    expect(won.json<{ data: Listed[] }>().data).toHaveLength(2100);
    await ctx.db.execute(
      sql`update tickets set deleted_at = now() where seller_id = ${s.otherSeller.id}`,
    );
    const deleted = await listTickets(
      app,
      s.tokens.subadmin,
      '/api/subadmin/getdeletedtickets',
      search,
    );
    expect(deleted.json<{ data: Listed[] }>().data).toHaveLength(400);
    await ctx.db.execute(
      sql`update tickets set deleted_at = null, paid_amount = 0 where company_id = ${s.company.id}`,
    );
  });

  it('still answer the newest `limit` tickets, or a page, when asked', async () => {
    const limited = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...search,
      limit: '2000',
    });
    const body = limited.json<{ more: boolean; data: Listed[] }>();
    expect(body.data).toHaveLength(2000);
    expect(body.more).toBe(true);
    // A streamed ticket is what the serializer lets out of a limited list, no field more or less.
    const whole = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', search);
    expect(whole.json<{ data: Listed[] }>().data.slice(0, 2000)).toEqual(body.data);
    const page = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...search,
      page: '3',
      pageSize: '500',
    });
    expect(page.json()).toMatchObject({ total: 2500, page: 3, pageSize: 500, more: true });
  });

  it('read a batch at a time, and fail rather than end early when their place is erased', async () => {
    const company = sql`${tickets.companyId} = ${s.company.id}`;
    const sizes: number[] = [];
    for await (const batch of ticketBatches(ctx.db, company, {}, 300)) sizes.push(batch.length);
    expect(sizes).toEqual([300, 300, 300, 300, 300, 300, 300, 300, 100]);

    const batches = ticketBatches(ctx.db, sql`${tickets.companyId} = ${otherCompanyId}`, {}, 10);
    const first = await batches.next();
    const place = (first.value as { _id: string }[]).at(-1)!._id;
    await ctx.db.execute(sql`delete from ticket_lines where ticket_id = ${place}`);
    await ctx.db.execute(sql`delete from tickets where id = ${place}`);
    await expect(batches.next()).rejects.toThrow(/erased/);
  });

  it('are described so in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/subadmin/gettickets',
      '/api/supervisor/gettickets',
      '/api/subadmin/getwintickets',
    ])
      expect(doc.paths[path].get.description).toMatch(/every ticket of the search.*streamed/);
  });
});
