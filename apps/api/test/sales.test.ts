import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_CONDITIONS, DEFAULT_RATES, salesWindow } from '@tiraj/domain';
import {
  blockNumbers,
  companies,
  limits,
  limitTotals,
  lotteryCategories,
  paymentTerms,
  percentageLimits,
  ticketLines,
  tickets,
  winningNumbers,
} from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, createCompany, createUser, imeiOf, signIn } from './support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';
import { postResult } from './support/results.ts';
import { closedCategory, openCategory, sell, TZ } from './support/sales.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

/** A fresh company with a signed-in seller (under a supervisor) and an open category. */
async function shop() {
  const fixture = await createCompany(db);
  const token = await signIn(app, fixture.seller, await imeiOf(db, fixture.seller.id));
  const category = await openCategory(db);
  return { ...fixture, token, category };
}

async function totalsOf(companyId: string) {
  const rows = await db.select().from(limitTotals).where(eq(limitTotals.companyId, companyId));
  return Object.fromEntries(
    rows.map((r) => [`${r.gameCategory}|${r.number}|${r.scopeKey.split(':')[0]}`, r.total]),
  );
}

async function addLimit(
  companyId: string,
  categoryId: string,
  scopeKey: string,
  game: string,
  htg: number,
) {
  const [scope, ownerId] = scopeKey.split(':') as [
    'all' | 'supervisor' | 'seller',
    string | undefined,
  ];
  await db.insert(limits).values({
    companyId,
    lotteryCategoryId: categoryId,
    scope,
    ownerId: ownerId ?? null,
    scopeKey,
    limits: [{ gameCategory: game, limitsButs: htg }],
  });
}

describe('seller device API: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it('only sellers reach /api/seller/*', async () => {
    const q = '?fromDate=2026-11-01&toDate=2026-11-30';
    for (const call of [
      { method: 'GET' as const, url: '/api/seller/getlotterycategory' },
      { method: 'POST' as const, url: '/api/seller/addticket', payload: {} },
      { method: 'GET' as const, url: `/api/seller/gettickets${q}` },
      { method: 'DELETE' as const, url: `/api/seller/deleteticket/${randomUUID()}` },
      { method: 'GET' as const, url: `/api/seller/getwiningnumber${q}` },
      { method: 'GET' as const, url: `/api/seller/getsalereport${q}` },
    ]) {
      await expectOnlyRoles(app, tokens, call, ['seller']);
    }
  });
});

describe('selling a ticket', () => {
  it('stores the ticket, its normalised lines, the multipliers in force, and raises every running total', async () => {
    const s = await shop();
    const response = await sell(app, s.token, s.category.name, [
      { gameCategory: 'BLT', number: '27', amount: 50 },
      { gameCategory: 'MRG', number: '45x27', amount: 10.5 },
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const t = response.json().data;
    expect(t).toMatchObject({
      date: s.category.drawDate,
      lotteryCategoryName: s.category.name,
      seller: { _id: s.seller.id, userName: s.seller.userName },
      ticketPrice: 65.5,
      paidAmount: 0,
      deletedAt: null,
    });
    expect(t.ticketId).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(
      t.numbers.map(
        (l: { gameCategory: string; number: string; amount: number; bonus: boolean }) => [
          l.gameCategory,
          l.number,
          l.amount,
          l.bonus,
        ],
      ),
    ).toEqual([
      ['BLT', '27', 50, false],
      ['MRG', '27×45', 10.5, false],
      ['BLT', '27', 5, false],
    ]);
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(stored).toMatchObject({
      totalAmount: 6550,
      supervisorId: s.supervisor.id,
      multipliers: [...DEFAULT_CONDITIONS],
    });
    expect(await totalsOf(s.company.id)).toEqual({
      'BLT|27|all': 5500,
      'BLT|27|supervisor': 5500,
      'BLT|27|seller': 5500,
      'MRG|27×45|all': 1050,
      'MRG|27×45|supervisor': 1050,
      'MRG|27×45|seller': 1050,
    });
  });

  it("prints the company's payment term on the ticket; a later change does not touch it", async () => {
    const s = await shop();
    const terms = conditionsOf({ ...DEFAULT_RATES, first: 65 });
    await db
      .insert(paymentTerms)
      .values({ companyId: s.company.id, lotteryCategoryId: s.category.id, conditions: terms });
    const t = (
      await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '01', amount: 1 }])
    ).json().data;
    await db
      .update(paymentTerms)
      .set({ conditions: DEFAULT_CONDITIONS as number[] })
      .where(eq(paymentTerms.companyId, s.company.id));
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(stored!.multipliers).toEqual(terms);
  });

  it('answers 400 for a number that does not fit its game, naming the line', async () => {
    const s = await shop();
    const response = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
      { gameCategory: 'L4C 2', number: '123', amount: 5 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'numbers.1.number', message: 'L4C 2 numbers are 4 digits' },
    ]);
    const bad = await sell(app, s.token, s.category.id, [
      { gameCategory: 'XYZ', number: '27', amount: -1 },
    ]);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a closed category (422 closed) and a draw whose result is posted', async () => {
    const s = await shop();
    const closed = await closedCategory(db);
    const response = await sell(app, s.token, closed.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.lines).toEqual([
      { index: 0, gameCategory: 'BLT', number: '27', reason: 'closed' },
    ]);
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: s.category.id, drawDate: s.category.drawDate, numbers: [] });
    const afterResult = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(afterResult.statusCode).toBe(422);
    expect(afterResult.json().details.lines[0].reason).toBe('closed');
    expect(await db.select().from(tickets).where(eq(tickets.companyId, s.company.id))).toHaveLength(
      0,
    );
  });

  it('refuses a blocked number (MRG in either order)', async () => {
    const s = await shop();
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'MRG',
      number: '12×34',
    });
    const response = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '12', amount: 5 },
      { gameCategory: 'MRG', number: '34*12', amount: 5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.lines).toEqual([
      { index: 1, gameCategory: 'MRG', number: '12×34', reason: 'blocked' },
    ]);
  });

  it('names every refused line at once: a blocked one and one over its limit', async () => {
    const s = await shop();
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '13',
    });
    await addLimit(s.company.id, s.category.id, 'all', 'BLT', 20);
    const response = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
      { gameCategory: 'BLT', number: '44', amount: 25 },
      { gameCategory: 'BLT', number: '45', amount: 5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.lines).toEqual([
      { index: 0, gameCategory: 'BLT', number: '13', reason: 'blocked' },
      { index: 1, gameCategory: 'BLT', number: '44', reason: 'limit', available: 20 },
    ]);
    expect(await totalsOf(s.company.id)).toEqual({});
  });

  it('refuses a line over its percentage of the BLT total, and a capped game without BLT', async () => {
    const s = await shop();
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [
        { gameCategory: 'L3C', limitPercent: 50 },
        { gameCategory: 'MRG', limitPercent: 20 },
      ],
    });
    const ok = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'L3C', number: '110', amount: 50 },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const over = await sell(app, s.token, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'MRG', number: '10×20', amount: 20.01 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines).toEqual([
      { index: 1, gameCategory: 'MRG', number: '10×20', reason: 'percentage', available: 20 },
    ]);
    const noBlt = await sell(app, s.token, s.category.id, [
      { gameCategory: 'L3C', number: '110', amount: 1 },
    ]);
    expect(noBlt.json().details.lines[0]).toMatchObject({ reason: 'percentage', available: 0 });
  });

  it('enforces the All, supervisor and seller limits, telling what is left; all or nothing', async () => {
    const s = await shop();
    await addLimit(s.company.id, s.category.id, 'all', 'BLT', 100);
    await addLimit(s.company.id, s.category.id, `seller:${s.seller.id}`, 'L3C', 30);
    expect(
      (await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '27', amount: 60 }]))
        .statusCode,
    ).toBe(200);
    const before = await totalsOf(s.company.id);
    const refused = await sell(app, s.token, s.category.id, [
      { gameCategory: 'L3C', number: '427', amount: 10 },
      { gameCategory: 'BLT', number: '27', amount: 50 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([
      { index: 1, gameCategory: 'BLT', number: '27', reason: 'limit', available: 40 },
    ]);
    // Nothing of the refused ticket was kept: not its good line, not a total.
    expect(await totalsOf(s.company.id)).toEqual(before);
    expect(await db.select().from(tickets).where(eq(tickets.companyId, s.company.id))).toHaveLength(
      1,
    );
    expect(
      (await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '27', amount: 40 }]))
        .statusCode,
    ).toBe(200);
    const seller = await sell(app, s.token, s.category.id, [
      { gameCategory: 'L3C', number: '427', amount: 31 },
    ]);
    expect(seller.json().details.lines).toEqual([
      { index: 0, gameCategory: 'L3C', number: '427', reason: 'limit', available: 30 },
    ]);
  });

  it("a supervisor's limit counts all its sellers together", async () => {
    const s = await shop();
    await addLimit(s.company.id, s.category.id, `supervisor:${s.supervisor.id}`, 'BLT', 50);
    const other = await createUser(db, 'seller', s.company.id, {
      supervisorId: s.supervisor.id,
      imei: randomUUID(),
    });
    const otherToken = await signIn(app, other, await imeiOf(db, other.id));
    expect(
      (await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '33', amount: 30 }]))
        .statusCode,
    ).toBe(200);
    const second = await sell(app, otherToken, s.category.id, [
      { gameCategory: 'BLT', number: '33', amount: 30 },
    ]);
    expect(second.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 20 });
  });

  it('adds bonus lines when the company bonus is on, outside totals and limits', async () => {
    const s = await shop();
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, s.company.id));
    const t = (
      await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '27', amount: 300 }])
    ).json().data;
    const bonus = t.numbers.filter((l: { bonus: boolean }) => l.bonus);
    expect(bonus).toHaveLength(4);
    for (const line of bonus) expect(line).toMatchObject({ gameCategory: 'MRG', amount: 1 });
    expect(new Set(bonus.map((l: { number: string }) => l.number)).size).toBe(4);
    expect(t.ticketPrice).toBe(300);
    expect(Object.keys(await totalsOf(s.company.id)).filter((k) => k.startsWith('MRG'))).toEqual(
      [],
    );
    const small = (
      await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '27', amount: 49 }])
    ).json().data;
    expect(small.numbers.filter((l: { bonus: boolean }) => l.bonus)).toHaveLength(0);
  });
});

describe('cancelling and deleting', () => {
  it('a seller cancels its own ticket within the window; the amount is freed', async () => {
    const s = await shop();
    await addLimit(s.company.id, s.category.id, 'all', 'BLT', 10);
    const t = (
      await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '55', amount: 10 }])
    ).json().data;
    expect(
      (await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '55', amount: 1 }]))
        .statusCode,
    ).toBe(422);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${t._id}`,
      headers: bearer(s.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(stored!.deletedAt).not.toBeNull();
    expect(stored!.deletedBy).toBe(s.seller.id);
    expect((await totalsOf(s.company.id))['BLT|55|all']).toBe(0);
    expect(
      (await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '55', amount: 10 }]))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/seller/deleteticket/${t._id}`,
          headers: bearer(s.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a cancel after the window, and another seller’s ticket', async () => {
    const s = await shop();
    const t = (
      await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '56', amount: 10 }])
    ).json().data;
    await db
      .update(tickets)
      .set({ soldAt: sql`now() - interval '11 minutes'` })
      .where(eq(tickets.id, t._id));
    const late = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${t._id}`,
      headers: bearer(s.token),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/within 10 minutes/);
    const other = await shop();
    const t2 = (
      await sell(app, other.token, other.category.id, [
        { gameCategory: 'BLT', number: '56', amount: 10 },
      ])
    ).json().data;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/seller/deleteticket/${t2._id}`,
          headers: bearer(s.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('seller reads', () => {
  it('lists its own tickets and totals; sees categories open or closed', async () => {
    const s = await shop();
    await sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '27', amount: 20 }]);
    await sell(app, s.token, s.category.id, [{ gameCategory: 'L3C', number: '427', amount: 5 }]);
    const mate = await createUser(db, 'seller', s.company.id, { imei: randomUUID() });
    await sell(app, await signIn(app, mate, await imeiOf(db, mate.id)), s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 99 },
    ]);
    const q = `?fromDate=${s.category.drawDate}&toDate=${s.category.drawDate}`;
    const list = (
      await app.inject({
        method: 'GET',
        url: `/api/seller/gettickets${q}`,
        headers: bearer(s.token),
      })
    ).json().data;
    expect(list.map((t: { ticketPrice: number }) => t.ticketPrice).sort()).toEqual([20, 5].sort());
    await db
      .update(tickets)
      .set({ paidAmount: 100_000 })
      .where(and(eq(tickets.sellerId, s.seller.id), eq(tickets.totalAmount, 2000)));
    const report = (
      await app.inject({
        method: 'GET',
        url: `/api/seller/getsalereport${q}`,
        headers: bearer(s.token),
      })
    ).json().data;
    // Nothing paid out in cash by this seller yet: paidOut counts payments, not winnings.
    expect(report).toEqual({ total: 25, paid: 1000, profit: -975, paidOut: 0 });
    const categories = (
      await app.inject({
        method: 'GET',
        url: '/api/seller/getlotterycategory',
        headers: bearer(s.token),
      })
    ).json().data;
    expect(categories.find((c: { _id: string }) => c._id === s.category.id)).toMatchObject({
      open: true,
      drawDate: s.category.drawDate,
    });
    const lines = await db.select().from(ticketLines).where(eq(ticketLines.sellerId, s.seller.id));
    expect(lines).toHaveLength(2);
  });
});

describe('concurrency', () => {
  it('200 parallel sales of one number against a limit accept exactly up to the limit', async () => {
    const s = await shop();
    await addLimit(s.company.id, s.category.id, 'all', 'BLT', 500);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        sell(app, s.token, s.category.id, [{ gameCategory: 'BLT', number: '77', amount: 7 }]),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.statusCode === 422).length;
    expect(accepted).toBe(Math.floor(500 / 7));
    expect(accepted + refused).toBe(200);
    const totals = await totalsOf(s.company.id);
    expect(totals['BLT|77|all']).toBe(accepted * 700);
    const [sum] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.companyId, s.company.id));
    expect(sum!.n).toBe(accepted);
  }, 120_000);

  it('a result posted while sales run leaves no ticket of its draw unsettled', async () => {
    const s = await shop();
    // Open all day, so the draw is today's and its result may be posted now.
    const [allDay] = await db
      .insert(lotteryCategories)
      .values({ name: `All Day ${randomUUID().slice(0, 8)}`, startTime: '00:00', endTime: '23:59' })
      .returning();
    const drawDate = salesWindow('00:00', '23:59', new Date(), TZ).drawDate;
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const sales = Array.from({ length: 60 }, () =>
      sell(app, s.token, allDay!.id, [{ gameCategory: 'BLT', number: '27', amount: 2 }]),
    );
    const result = postResult(app, admin, allDay!.id, drawDate, {
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });
    const answers = await Promise.all(sales);
    await result;
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
    const sold = await db
      .select({ paid: tickets.paidAmount })
      .from(tickets)
      .where(eq(tickets.lotteryCategoryId, allDay!.id));
    expect(sold).toHaveLength(answers.filter((a) => a.statusCode === 200).length);
    // BLT 27 on the 1st lot pays 50 × 2 HTG on every ticket stored, whenever it was sold.
    for (const ticket of sold) expect(ticket.paid).toBe(100_00);
  }, 120_000);
});
