import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, localDateTimeOf, ticketCodeFrom } from '@tiraj/domain';
import { auditLog, lotteryCategories, tickets } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, createCompany, createUser, imeiOf, signIn, unique } from './support/factories.ts';
import { postResult } from './support/results.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';
import { TZ } from './support/sales.ts';
import { insertTicket } from './support/tickets.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const admin = await createUser(db, 'admin', null);
const adminToken = await signIn(app, admin);

/** Two days ago, operator-local: a draw whose result may be posted. */
const DRAW = addDays(localDateOf(new Date(), TZ), -2);
const TODAY = localDateOf(new Date(), TZ);

/**
 * A fresh company: its subadmin, its supervisor's seller, a colleague seller
 * (no supervisor), all signed in, and two categories of its own: `drawn`
 * (result posted: BLT 27 first) and `pending` (no result).
 */
async function counter() {
  const c = await createCompany(db);
  const colleague = await createUser(db, 'seller', c.company.id, { imei: unique('imei') });
  const [drawn, pending] = await db
    .insert(lotteryCategories)
    .values([
      { name: unique('Drawn'), startTime: '06:00', endTime: '12:00' },
      { name: unique('Pending'), startTime: '06:00', endTime: '12:00' },
    ])
    .returning();
  const sellerToken = await signIn(app, c.seller, await imeiOf(db, c.seller.id));
  const colleagueToken = await signIn(app, colleague, await imeiOf(db, colleague.id));
  const subadminToken = await signIn(app, c.subadmin);
  const supervisorToken = await signIn(app, c.supervisor);

  /** A ticket on `drawn` (or `pending`) that wins 10 × 50 = 500 HTG with BLT 27, or loses with 55. */
  const ticket = async (
    o: { sellerId?: string; number?: string; draw?: 'drawn' | 'pending' } = {},
  ) => {
    const row = await insertTicket(db, {
      companyId: c.company.id,
      sellerId: o.sellerId ?? c.seller.id,
      lotteryCategoryId: (o.draw === 'pending' ? pending : drawn)!.id,
      drawDate: DRAW,
      ticketCode: ticketCodeFrom(randomBytes(8)),
      lines: [{ game: 'BLT', number: o.number ?? '27', amount: 10 }],
    });
    return { id: row.id, code: row.ticketCode };
  };
  const post = async () =>
    postResult(app, adminToken, drawn!.name, DRAW, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '827',
    });
  return {
    ...c,
    colleague,
    drawn: drawn!,
    pending: pending!,
    sellerToken,
    colleagueToken,
    subadminToken,
    supervisorToken,
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
const pay = (token: string, code: string, who: 'seller' | 'subadmin' = 'seller') =>
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

describe('payouts: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it.each([
    [{ method: 'GET' as const, url: '/api/seller/checkticket?ticketId=K7M4-2QXP' }, ['seller']],
    [
      { method: 'POST' as const, url: '/api/seller/payticket', payload: { ticketId: 'K7M42QXP' } },
      ['seller'],
    ],
    [{ method: 'GET' as const, url: '/api/seller/company' }, ['seller']],
    [
      {
        method: 'POST' as const,
        url: '/api/subadmin/payticket',
        payload: { ticketId: 'K7M42QXP' },
      },
      ['subadmin'],
    ],
    [
      {
        method: 'PATCH' as const,
        url: '/api/subadmin/updatesellerpayout',
        payload: { sellersPayAnyTicket: true },
      },
      ['subadmin'],
    ],
    [
      {
        method: 'GET' as const,
        url: '/api/supervisor/getwintickets?fromDate=2026-11-01&toDate=2026-11-30',
      },
      ['supervisor'],
    ],
  ] as const)('%o: 401 without a token, 403 for other roles', async (call, allowed) => {
    await expectOnlyRoles(app, tokens, call, [...allowed]);
  });
});

describe('GET /api/seller/checkticket and POST /api/seller/payticket', () => {
  it('answers every state, and pays only a won ticket', async () => {
    const s = await counter();
    const won = await s.ticket();
    const lost = await s.ticket({ number: '55' });
    const waiting = await s.ticket({ draw: 'pending' });
    const deleted = await s.ticket();
    await s.post();
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/subadmin/deleteticket/${deleted.id}`,
      headers: bearer(s.subadminToken),
    });
    expect(del.statusCode, del.body).toBe(200);

    for (const [t, state, payout] of [
      [waiting, 'waiting', 0],
      [lost, 'lost', 0],
      [won, 'won', 500],
      [deleted, 'deleted', 500],
    ] as const) {
      const r = await check(s.sellerToken, t.code);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        success: true,
        data: {
          state,
          payout,
          canPay: state === 'won',
          companyName: s.company.name,
          ticket: { _id: t.id, ticketId: t.code, paidOutAt: null, paidOutBy: null },
        },
      });
    }

    for (const [t, state, message] of [
      [waiting, 'waiting', 'This ticket cannot be paid yet: its draw has no result.'],
      [lost, 'lost', 'This ticket did not win: there is nothing to pay.'],
      [deleted, 'deleted', 'This ticket was deleted: it cannot be paid.'],
    ] as const) {
      const r = await pay(s.sellerToken, t.code);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toEqual({ success: false, message, details: { state } });
      expect((await stored(t.id)).paidOutAt).toBeNull();
    }

    const paid = await pay(s.sellerToken, won.code.toLowerCase().replace('-', ''));
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Ticket paid out',
      data: {
        state: 'paid',
        payout: 500,
        canPay: false,
        ticket: { _id: won.id, paidOutBy: { _id: s.seller.id, userName: s.seller.userName } },
      },
    });
    const row = await stored(won.id);
    expect(row.paidOutBy).toBe(s.seller.id);
    expect(body.data.ticket.paidOutAt).toBe(row.paidOutAt!.toISOString());
    expect(Date.now() - row.paidOutAt!.getTime()).toBeLessThan(60_000);
    const audits = await payAudits(won.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: s.company.id,
      actorId: s.seller.id,
      entity: 'ticket',
      details: { ticketId: won.code, paidOut: 500 },
    });

    // Paid: the check says so, and every ticket list carries who and when.
    const again = await check(s.sellerToken, ` ${won.code.toLowerCase()} `);
    expect(again.json().data).toMatchObject({ state: 'paid', canPay: false });
    const list = await app.inject({
      method: 'GET',
      url: `/api/seller/gettickets?fromDate=${DRAW}&toDate=${DRAW}`,
      headers: bearer(s.sellerToken),
    });
    expect(list.json().data.find((t: { _id: string }) => t._id === won.id)).toMatchObject({
      paidOutAt: row.paidOutAt!.toISOString(),
      paidOutBy: { _id: s.seller.id, userName: s.seller.userName },
    });
  });

  it('refuses a second payment with when and by whom (409), and stores nothing more', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    expect((await pay(s.sellerToken, won.code)).statusCode).toBe(200);
    const before = await stored(won.id);

    for (const [token, who] of [
      [s.sellerToken, 'seller'],
      [s.subadminToken, 'subadmin'],
    ] as const) {
      const second = await pay(token, won.code, who);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toEqual({
        success: false,
        message: `This ticket was already paid out on ${localDateTimeOf(before.paidOutAt!, TZ)} by ${s.seller.userName}`,
        details: {
          paidOutAt: before.paidOutAt!.toISOString(),
          paidOutBy: { _id: s.seller.id, userName: s.seller.userName },
        },
      });
    }
    expect(await stored(won.id)).toEqual(before);
    expect(await payAudits(won.id)).toHaveLength(1);
  });

  it('pays once of 10 payments at once: one 200, nine 409', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.subadminToken),
      payload: { sellersPayAnyTicket: true },
    });
    const tokens = [s.sellerToken, s.colleagueToken];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(tokens[i % 2]!, won.code)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data.ticket.paidOutBy;
    expect((await stored(won.id)).paidOutBy).toBe(winner._id);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().details.paidOutBy).toEqual(winner);
    expect(await payAudits(won.id)).toHaveLength(1);
  });

  it("answers 404 for another company's ticket, an unknown code, and 400 for a code that cannot be one", async () => {
    const s = await counter();
    const other = await counter();
    const theirs = await other.ticket();
    await other.post();

    for (const code of [theirs.code, ticketCodeFrom(randomBytes(8))]) {
      const c = await check(s.sellerToken, code);
      expect(c.statusCode, c.body).toBe(404);
      expect(c.json()).toEqual({ success: false, message: 'Ticket not found.' });
      expect((await pay(s.sellerToken, code)).statusCode).toBe(404);
      expect((await pay(s.subadminToken, code, 'subadmin')).statusCode).toBe(404);
    }
    expect((await stored(theirs.id)).paidOutAt).toBeNull();

    for (const code of ['K7M4-2QX', 'K7M4-2QX0', '', 'x'.repeat(41)]) {
      const c = await check(s.sellerToken, code);
      expect(c.statusCode, `${code}: ${c.body}`).toBe(400);
      expect(c.json().errors[0].field).toBe('ticketId');
      expect((await pay(s.sellerToken, code)).statusCode).toBe(400);
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/seller/payticket',
      headers: bearer(s.sellerToken),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it("lets a seller pay another seller's ticket only when the company's switch is on", async () => {
    const s = await counter();
    const theirs = await s.ticket({ sellerId: s.colleague.id });
    await s.post();

    const checked = await check(s.sellerToken, theirs.code);
    expect(checked.json().data).toMatchObject({
      state: 'won',
      canPay: false,
      ticket: { seller: { _id: s.colleague.id } },
    });
    const refused = await pay(s.sellerToken, theirs.code);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This company lets its sellers pay out only the tickets they sold.',
    });
    expect((await stored(theirs.id)).paidOutAt).toBeNull();

    const on = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.subadminToken),
      payload: { sellersPayAnyTicket: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({
      success: true,
      message: 'Sellers payout updated.',
      sellersPayAnyTicket: true,
    });
    expect((await check(s.sellerToken, theirs.code)).json().data.canPay).toBe(true);
    const paid = await pay(s.sellerToken, theirs.code);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stored(theirs.id)).toMatchObject({ paidOutBy: s.seller.id });
  });

  it('lets the company pay any of its tickets (POST /api/subadmin/payticket)', async () => {
    const s = await counter();
    const won = await s.ticket({ sellerId: s.colleague.id });
    const waiting = await s.ticket({ draw: 'pending' });
    await s.post();

    const paid = await pay(s.subadminToken, won.code, 'subadmin');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      state: 'paid',
      canPay: false,
      ticket: { paidOutBy: { _id: s.subadmin.id, userName: s.subadmin.userName } },
    });
    expect(await stored(won.id)).toMatchObject({ paidOutBy: s.subadmin.id });
    const early = await pay(s.subadminToken, waiting.code, 'subadmin');
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual({ state: 'waiting' });
    // The seller who sold it sees who paid it.
    const seen = await check(s.colleagueToken, won.code);
    expect(seen.json().data.ticket.paidOutBy).toEqual({
      _id: s.subadmin.id,
      userName: s.subadmin.userName,
    });
  });

  it('refuses to delete a paid-out ticket, naming when and by whom it was paid', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    expect((await pay(s.sellerToken, won.code)).statusCode).toBe(200);
    const { paidOutAt } = await stored(won.id);
    const message = `This ticket was paid out on ${localDateTimeOf(paidOutAt!, TZ)} by ${s.seller.userName}: it cannot be deleted.`;

    for (const [token, url] of [
      [s.subadminToken, `/api/subadmin/deleteticket/${won.id}`],
      [s.supervisorToken, `/api/supervisor/deleteticket/${won.id}`],
      [s.sellerToken, `/api/seller/deleteticket/${won.id}`],
    ] as const) {
      const r = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
      expect(r.statusCode, `${url}: ${r.body}`).toBe(422);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    expect(await stored(won.id)).toMatchObject({ deletedAt: null, paidOutBy: s.seller.id });
  });
});

describe('GET /api/seller/company and the sellers-payout switch', () => {
  it("answers the seller's company, and the switch in both seller lists", async () => {
    const s = await counter();
    const company = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.sellerToken),
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json()).toEqual({
      success: true,
      data: {
        companyName: s.company.name,
        companyLogo: '',
        sellersPayAnyTicket: false,
        cancelWindowMinutes: 10,
      },
    });

    const lists = async () =>
      Promise.all([
        app.inject({
          method: 'GET',
          url: '/api/subadmin/getseller',
          headers: bearer(s.subadminToken),
        }),
        app.inject({
          method: 'GET',
          url: '/api/supervisor/getSeller',
          headers: bearer(s.supervisorToken),
        }),
      ]);
    for (const r of await lists()) expect(r.json().sellersPayAnyTicket).toBe(false);

    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.subadminToken),
      payload: { sellersPayAnyTicket: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Sellers pay any ticket must be true or false');

    await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.subadminToken),
      payload: { sellersPayAnyTicket: true },
    });
    for (const r of await lists()) expect(r.json().sellersPayAnyTicket).toBe(true);
    const after = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.sellerToken),
    });
    expect(after.json().data.sellersPayAnyTicket).toBe(true);
    // Another company keeps its own switch.
    const other = await counter();
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(other.sellerToken),
    });
    expect(theirs.json().data.sellersPayAnyTicket).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual({ sellersPayAnyTicket: true });
  });
});

describe('Winning tickets: paid out or not', () => {
  it('filters on paidOut for the company and the supervisor', async () => {
    const s = await counter();
    const paidOne = await s.ticket();
    const unpaid = await s.ticket();
    const colleagues = await s.ticket({ sellerId: s.colleague.id }); // not the supervisor's seller
    await s.ticket({ number: '55' }); // lost: never a winning ticket
    await s.post();
    expect((await pay(s.sellerToken, paidOne.code)).statusCode).toBe(200);

    const ids = async (token: string, role: 'subadmin' | 'supervisor', paidOut?: string) => {
      const r = await app.inject({
        method: 'GET',
        url: `/api/${role}/getwintickets?fromDate=${DRAW}&toDate=${DRAW}${paidOut === undefined ? '' : `&paidOut=${paidOut}`}`,
        headers: bearer(token),
      });
      expect(r.statusCode, r.body).toBe(200);
      return r
        .json()
        .data.map((t: { _id: string }) => t._id)
        .sort();
    };
    const sorted = (...xs: { id: string }[]) => xs.map((x) => x.id).sort();
    expect(await ids(s.subadminToken, 'subadmin')).toEqual(sorted(paidOne, unpaid, colleagues));
    expect(await ids(s.subadminToken, 'subadmin', '')).toEqual(sorted(paidOne, unpaid, colleagues));
    expect(await ids(s.subadminToken, 'subadmin', 'yes')).toEqual(sorted(paidOne));
    expect(await ids(s.subadminToken, 'subadmin', 'no')).toEqual(sorted(unpaid, colleagues));
    expect(await ids(s.supervisorToken, 'supervisor')).toEqual(sorted(paidOne, unpaid));
    expect(await ids(s.supervisorToken, 'supervisor', 'yes')).toEqual(sorted(paidOne));
    expect(await ids(s.supervisorToken, 'supervisor', 'no')).toEqual(sorted(unpaid));

    const list = await app.inject({
      method: 'GET',
      url: `/api/supervisor/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=yes`,
      headers: bearer(s.supervisorToken),
    });
    expect(list.json().data[0].paidOutBy).toEqual({
      _id: s.seller.id,
      userName: s.seller.userName,
    });
    const bad = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=maybe`,
      headers: bearer(s.subadminToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Paid out must be yes or no');
  });
});

describe("The seller's report: what it paid out in cash", () => {
  it('sums the winnings a seller paid out, by day of payment', async () => {
    const s = await counter();
    const mine = await s.ticket();
    const theirs = await s.ticket({ sellerId: s.colleague.id });
    await s.ticket(); // won, not paid out: in Paid, not in paidOut
    await s.post();
    await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.subadminToken),
      payload: { sellersPayAnyTicket: true },
    });
    expect((await pay(s.sellerToken, mine.code)).statusCode).toBe(200);
    expect((await pay(s.sellerToken, theirs.code)).statusCode).toBe(200);

    const report = async (token: string, from: string, to: string, lottery = '') => {
      const r = await app.inject({
        method: 'GET',
        url: `/api/seller/getsalereport?fromDate=${from}&toDate=${to}&lotteryCategoryName=${lottery}`,
        headers: bearer(token),
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };
    // Paid today for draws of two days ago: the draw-date figures are unchanged, paidOut is by payment day.
    expect(await report(s.sellerToken, DRAW, DRAW)).toEqual({
      total: 20,
      paid: 1000,
      profit: -980,
      paidOut: 0,
    });
    expect(await report(s.sellerToken, TODAY, TODAY)).toEqual({
      total: 0,
      paid: 0,
      profit: 0,
      paidOut: 1000,
    });
    expect((await report(s.sellerToken, DRAW, TODAY)).paidOut).toBe(1000);
    expect((await report(s.sellerToken, TODAY, TODAY, s.drawn.name)).paidOut).toBe(1000);
    expect((await report(s.sellerToken, TODAY, TODAY, s.pending.id)).paidOut).toBe(0);
    expect((await report(s.sellerToken, addDays(TODAY, 1), addDays(TODAY, 1))).paidOut).toBe(0);
    // The colleague sold a paid ticket but paid nothing out.
    expect((await report(s.colleagueToken, DRAW, TODAY)).paidOut).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents the payout calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/seller/checkticket', 'get'],
      ['/api/seller/payticket', 'post'],
      ['/api/seller/company', 'get'],
      ['/api/subadmin/payticket', 'post'],
      ['/api/subadmin/updatesellerpayout', 'patch'],
      ['/api/supervisor/getwintickets', 'get'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths['/api/seller/payticket'].post.responses)).toEqual(
      expect.arrayContaining(['200', '403', '404', '409', '422']),
    );
  });
});
