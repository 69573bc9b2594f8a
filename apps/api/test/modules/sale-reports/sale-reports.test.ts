import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { shop } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole } from '../../support/roles.ts';
import { postResult } from '../../support/results.ts';
import {
  DAY,
  NEXT_DAY,
  SCENARIO_DRAW,
  saleScenario,
  type SaleScenario,
} from '../../support/sale-scenario.ts';
import { reportCalls } from '../../support/sale-details.ts';
import { sell } from '../../support/sales.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

const SUBADMIN = '/api/subadmin/getsalereports';
const SUPERVISOR = '/api/superVisor/getSalereports';

const { get, ok } = reportCalls(app);

describe('sales reports: who may call', () => {
  it('the subadmin and the supervisor each on their own path; 400 per bad field', async () => {
    const { tokens } = await tokensByRole(app, db);
    const q = `?fromDate=${DAY}&toDate=${DAY}`;
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUBADMIN}${q}` }, ['subadmin']);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUPERVISOR}${q}` }, ['supervisor']);
    // routing under /api is case-insensitive
    const lower = await get(tokens.supervisor, '/api/supervisor/getsalereports', {
      fromDate: DAY,
      toDate: DAY,
    });
    expect(lower.statusCode).toBe(200);
    const bad = await get(tokens.subadmin, SUBADMIN, { fromDate: 'yesterday', seller: '12' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fromDate', 'seller', 'toDate']);
    const reversed = await get(tokens.subadmin, SUBADMIN, { fromDate: NEXT_DAY, toDate: DAY });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('sales reports: figures (hand-computed, see support/sale-scenario.ts)', () => {
  let s: SaleScenario;
  beforeAll(async () => {
    s = await saleScenario(app, db);
  });

  const range = { fromDate: DAY, toDate: NEXT_DAY };

  it('per seller Total from the moment of sale; deleted tickets and bonus lines out; totals and count', async () => {
    const body = await ok(s.tokens.subadmin, SUBADMIN, range);
    const company = s.a.company.name;
    const rows = [
      // X: 65 + 25.5 + 40 + 77 (the deleted 1000 is out)
      {
        _id: s.x.id,
        name: s.x.userName,
        company,
        sum: 207.5,
        paid: 0,
        profit: 207.5,
        paidOut: 0,
        commission: 0,
        netProfit: 207.5,
      },
      {
        _id: s.y.id,
        name: s.y.userName,
        company,
        sum: 107,
        paid: 0,
        profit: 107,
        paidOut: 0,
        commission: 0,
        netProfit: 107,
      },
      {
        _id: s.z.id,
        name: s.z.userName,
        company,
        sum: 11,
        paid: 0,
        profit: 11,
        paidOut: 0,
        commission: 0,
        netProfit: 11,
      },
    ].sort((p, q) => p.name.toLowerCase().localeCompare(q.name.toLowerCase()));
    expect(body.data).toEqual(rows);
    expect(body.totals).toEqual({
      count: 3,
      sum: 325.5,
      paid: 0,
      profit: 325.5,
      paidOut: 0,
      commission: 0,
      netProfit: 325.5,
    });
  });

  it('Paid grows when the result is posted; lottery and seller filters narrow it', async () => {
    await postResult(app, s.tokens.admin, s.c1.id, DAY, SCENARIO_DRAW);
    const body = await ok(s.tokens.subadmin, SUBADMIN, range);
    const byId = new Map(body.data.map((r: { _id: string }) => [r._id, r]));
    // X: T1 13750 (bonus line's 1000 included) + T2 1000; Y: T3 8500; Z: T6 550.
    expect(byId.get(s.x.id)).toMatchObject({
      sum: 207.5,
      paid: 14750,
      profit: -14542.5,
      commission: 0,
      netProfit: -14542.5,
      paidOut: 0,
    });
    expect(byId.get(s.y.id)).toMatchObject({
      sum: 107,
      paid: 8500,
      profit: -8393,
      paidOut: 0,
      commission: 0,
      netProfit: -8393,
    });
    expect(byId.get(s.z.id)).toMatchObject({
      sum: 11,
      paid: 550,
      profit: -539,
      paidOut: 0,
      commission: 0,
      netProfit: -539,
    });
    expect(body.totals).toEqual({
      count: 3,
      sum: 325.5,
      paid: 23800,
      profit: -23474.5,
      commission: 0,
      netProfit: -23474.5,
      paidOut: 0,
    });

    const c2 = await ok(s.tokens.subadmin, SUBADMIN, { ...range, lotteryCategoryName: s.c2.name });
    expect(c2.data).toEqual([
      {
        _id: s.x.id,
        name: s.x.userName,
        company: s.a.company.name,
        sum: 40,
        paid: 0,
        profit: 40,
        commission: 0,
        netProfit: 40,
        paidOut: 0,
      },
    ]);
    const oneDay = await ok(s.tokens.subadmin, SUBADMIN, {
      seller: s.x.id,
      fromDate: NEXT_DAY,
      toDate: NEXT_DAY,
    });
    expect(oneDay.totals).toEqual({
      count: 1,
      sum: 77,
      paid: 0,
      profit: 77,
      paidOut: 0,
      commission: 0,
      netProfit: 77,
    });
  });

  it("a supervisor's report holds only the sellers it supervises, with their company", async () => {
    const body = await ok(s.tokens.supervisor, SUPERVISOR, range);
    expect(body.data.map((r: { _id: string }) => r._id).sort()).toEqual([s.x.id, s.y.id].sort());
    expect(body.data[0].company).toBe(s.a.company.name);
    expect(body.totals).toMatchObject({ count: 2, sum: 314.5 });
    const other = await ok(s.tokens.otherSupervisor, SUPERVISOR, range);
    expect(other.data.map((r: { _id: string }) => r._id)).toEqual([s.z.id]);
  });

  it("another supervisor's or company's seller answers 404, never its figures", async () => {
    for (const [token, url, seller] of [
      [s.tokens.supervisor, SUPERVISOR, s.z.id],
      [s.tokens.supervisor, SUPERVISOR, s.w.id],
      [s.tokens.otherSubadmin, SUBADMIN, s.x.id],
      [s.tokens.subadmin, SUBADMIN, s.w.id],
      [s.tokens.subadmin, SUBADMIN, randomUUID()],
    ] as const) {
      const response = await get(token, url, { ...range, seller });
      expect(response.statusCode, `${url} ${seller}`).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Seller not found.',
        code: 'seller.not_found',
      });
    }
    const b = await ok(s.tokens.otherSubadmin, SUBADMIN, range);
    expect(b.data).toEqual([
      {
        _id: s.w.id,
        name: s.w.userName,
        company: s.b.company.name,
        sum: 999,
        paid: 49950,
        profit: -48951,
        commission: 0,
        netProfit: -48951,
        paidOut: 0,
      },
    ]);
  });

  it('an empty range answers no rows and zero totals', async () => {
    const body = await ok(s.tokens.subadmin, SUBADMIN, {
      fromDate: '2019-01-01',
      toDate: '2019-01-02',
    });
    expect(body).toEqual({
      success: true,
      data: [],
      totals: { count: 0, sum: 0, paid: 0, profit: 0, paidOut: 0, commission: 0, netProfit: 0 },
    });
  });
});

describe('sales reports: a sale through the seller API', () => {
  it('counts at once, with its bonus lines left out of Total and of sale details', async () => {
    const f = await shop(app, db);
    const { category, tokens } = f;
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, f.company.id));
    const sold = await sell(app, tokens.seller, category.id, [
      { gameCategory: 'BLT', number: '27', amount: 200 },
      { gameCategory: 'MRG', number: '12x34', amount: 60.25 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    // 260.25 HTG earns 4 free MRG lines of 1 HTG: they must count nowhere.
    expect(sold.json().data.numbers.filter((l: { bonus: boolean }) => l.bonus)).toHaveLength(4);
    const day = { fromDate: category.drawDate, toDate: category.drawDate };
    const subadmin = tokens.subadmin;
    const report = await ok(subadmin, SUBADMIN, day);
    expect(report.totals).toEqual({
      count: 1,
      sum: 260.25,
      paid: 0,
      profit: 260.25,
      paidOut: 0,
      commission: 0,
      netProfit: 260.25,
    });
    const supervisor = await ok(tokens.supervisor, SUPERVISOR, day);
    expect(supervisor.totals.sum).toBe(260.25);
    const games = await ok(subadmin, '/api/sbuadmin/getselldetailsbygamecategory', {
      lotteryCategoryName: category.id,
      fromDate: category.drawDate,
    });
    expect(games.total).toBe(260.25);
    expect(games.data.find((g: { gameCategory: string }) => g.gameCategory === 'MRG')).toEqual({
      gameCategory: 'MRG',
      count: 1,
      totalAmount: 60.25,
    });
  });
});
