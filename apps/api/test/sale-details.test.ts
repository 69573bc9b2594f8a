import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitTotals, users } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, createCompany, createUser, imeiOf, signIn } from './support/factories.ts';
import { expectOnlyRoles, tokensByRole } from './support/roles.ts';
import {
  addLimit,
  DAY,
  postResult,
  saleScenario,
  type SaleScenario,
} from './support/sale-scenario.ts';
import { openCategory, sell } from './support/sales.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

const SUBADMIN = '/api/sbuadmin';
const SUPERVISOR = '/api/superVisor';
const SUBADMIN_PATHS = [
  'getselldetails',
  'getselldetailsbygamecategory',
  'getselldetailsallloterycategory',
  'getsellgamenumberinfo',
];
const SUPERVISOR_PATHS = [
  'getSellDetails',
  'getSellDetailsByGameCategory',
  'getSellDetailsByAllLoteryCategory',
  'getsellgamenumberinfo',
];

function get(token: string, url: string, query: Record<string, string>) {
  return app.inject({ method: 'GET', url, query, headers: bearer(token) });
}

async function ok(token: string, url: string, query: Record<string, string>) {
  const response = await get(token, url, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const groups = (body: {
  data: {
    _id: { gameCategory: string; number: string; lotteryCategoryName: string };
    count: number;
    totalAmount: number;
  }[];
}) =>
  body.data.map((g) => [
    g._id.lotteryCategoryName,
    g._id.gameCategory,
    g._id.number,
    g.count,
    g.totalAmount,
  ]);

describe('sale details: who may call', () => {
  it('the subadmin reaches /sbuadmin/*, the supervisor /superVisor/*, nobody else', async () => {
    const { tokens } = await tokensByRole(app, db);
    const q = `?fromDate=${DAY}&lotteryCategoryName=x&gameCategory=BLT&gameNumber=27`;
    for (const path of SUBADMIN_PATHS) {
      await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUBADMIN}/${path}${q}` }, [
        'subadmin',
      ]);
    }
    for (const path of SUPERVISOR_PATHS) {
      await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUPERVISOR}/${path}${q}` }, [
        'supervisor',
      ]);
    }
  });

  it('answers 400 per bad field and 404 for an unknown lottery', async () => {
    const { tokens } = await tokensByRole(app, db);
    const bad = await get(tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      fromDate: '2031-02-30',
      seller: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fromDate', 'seller']);
    const info = await get(tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      fromDate: DAY,
      gameCategory: 'XYZ',
    });
    expect(info.statusCode).toBe(400);
    expect(
      info
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['gameCategory', 'gameNumber', 'lotteryCategoryName']);
    const unknown = await get(tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      fromDate: DAY,
      lotteryCategoryName: 'No Such Lottery',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sale details: figures (hand-computed, see support/sale-scenario.ts)', () => {
  let s: SaleScenario;
  beforeAll(async () => {
    s = await saleScenario(app, db);
  });

  it('(a) per game and number for one seller: lines counted, bonus and deleted tickets left out', async () => {
    const body = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      seller: s.x.id,
      lotteryCategoryName: s.c1.name,
      fromDate: DAY,
    });
    const c1 = s.c1.name;
    expect(groups(body)).toEqual([
      [c1, 'BLT', '27', 3, 75],
      [c1, 'L4C 1', '1234', 1, 2.5],
      [c1, 'L4C 2', '1234', 1, 3],
      [c1, 'MRG', '12×27', 1, 10],
    ]);
    expect(body.total).toBe(90.5);
    expect(body.data[0]._id).toEqual({
      gameCategory: 'BLT',
      number: '27',
      date: DAY,
      lotteryCategoryName: c1,
      lotteryCategoryId: s.c1.id,
    });
  });

  it('(a) for all of the subadmin’s sellers, and every lottery when none is chosen', async () => {
    const c1 = s.c1.name;
    const all = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      seller: '',
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    // X 50+5+20, Y 100, Z 11; company B's 999 and the deleted 1000 are not there.
    expect(groups(all)).toEqual([
      [c1, 'BLT', '27', 5, 186],
      [c1, 'L3C', '427', 1, 7],
      [c1, 'L4C 1', '1234', 1, 2.5],
      [c1, 'L4C 2', '1234', 1, 3],
      [c1, 'MRG', '12×27', 1, 10],
    ]);
    expect(all.total).toBe(208.5);
    const everyLottery = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      seller: s.x.id,
      fromDate: DAY,
    });
    expect(everyLottery.total).toBe(130.5);
    expect(groups(everyLottery)).toContainEqual([s.c2.name, 'BLT', '27', 1, 40]);
  });

  it('(b) per game, all nine in order, L4C 1, 2, 3 apart', async () => {
    const body = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetailsbygamecategory`, {
      seller: s.x.id,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    expect(
      body.data.map((g: { gameCategory: string; count: number; totalAmount: number }) => [
        g.gameCategory,
        g.count,
        g.totalAmount,
      ]),
    ).toEqual([
      ['BLT', 3, 75],
      ['L3C', 0, 0],
      ['L4C 1', 1, 2.5],
      ['L4C 2', 1, 3],
      ['L4C 3', 0, 0],
      ['L5C 1', 0, 0],
      ['L5C 2', 0, 0],
      ['L5C 3', 0, 0],
      ['MRG', 1, 10],
    ]);
    expect(body.total).toBe(90.5);
  });

  it('(c) per lottery: Total at once, Paid and Profit once the result is posted', async () => {
    const before = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetailsallloterycategory`, {
      seller: s.x.id,
      fromDate: DAY,
    });
    const byName = <T extends { name: string }>(rows: T[]) =>
      [...rows].sort((p, q) => p.name.localeCompare(q.name));
    expect(byName(before.data)).toEqual(
      byName([
        { _id: s.c1.id, name: s.c1.name, sum: 90.5, paid: 0, profit: 90.5 },
        { _id: s.c2.id, name: s.c2.name, sum: 40, paid: 0, profit: 40 },
      ]),
    );
    expect(before.totals).toEqual({ sum: 130.5, paid: 0, profit: 130.5 });

    await postResult(app, db, s);
    const after = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetailsallloterycategory`, {
      seller: s.x.id,
      fromDate: DAY,
    });
    // X on C1: T1 pays 13750 (its bonus line's 1000 included), T2 1000; the deleted T4 is out.
    expect(after.data.find((r: { _id: string }) => r._id === s.c1.id)).toEqual({
      _id: s.c1.id,
      name: s.c1.name,
      sum: 90.5,
      paid: 14750,
      profit: -14659.5,
    });
    expect(after.totals).toEqual({ sum: 130.5, paid: 14750, profit: -14619.5 });
    const company = await ok(s.tokens.subadmin, `${SUBADMIN}/getselldetailsallloterycategory`, {
      fromDate: DAY,
    });
    // X 14750 + Y 8500 + Z 550 on C1; company B's 49950 is not the subadmin's.
    expect(company.data.find((r: { _id: string }) => r._id === s.c1.id)).toMatchObject({
      sum: 208.5,
      paid: 23800,
      profit: -23591.5,
    });
  });

  it('number info: one entry per seller, Pari, and the binding limit (All for the whole company)', async () => {
    const body = await ok(s.tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      seller: '',
      lotteryCategoryName: s.c1.name,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    const company = s.a.company.name;
    expect(body.data.map((e: { name: string }) => e.name).sort()).toEqual(
      [s.x.userName, s.y.userName, s.z.userName].sort(),
    );
    expect(body.data).toContainEqual({
      _id: s.x.id,
      name: s.x.userName,
      company,
      ticketCount: 2,
      sum: 75,
    });
    expect(body.data).toContainEqual({
      _id: s.y.id,
      name: s.y.userName,
      company,
      ticketCount: 1,
      sum: 100,
    });
    expect(body.data).toContainEqual({
      _id: s.z.id,
      name: s.z.userName,
      company,
      ticketCount: 1,
      sum: 11,
    });
    expect(body.limitInfo).toEqual({
      gameCategory: 'BLT',
      limitsButs: 500,
      scope: 'all',
      owner: null,
      sold: 186,
    });
    expect([body.pari, body.available]).toEqual([186, 314]);
  });

  it('number info for a seller: its own bets; what binds of All 500−186, its supervisor 300−175, its own 1000−75', async () => {
    const query = {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    };
    const x = await ok(s.tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      ...query,
      seller: s.x.id,
    });
    expect(x.data).toEqual([
      { _id: s.x.id, name: s.x.userName, company: s.a.company.name, ticketCount: 2, sum: 75 },
    ]);
    expect(x.limitInfo).toEqual({
      gameCategory: 'BLT',
      limitsButs: 300,
      scope: 'supervisor',
      owner: { _id: s.s1.id, userName: s.s1.userName },
      sold: 175,
    });
    expect([x.pari, x.available]).toEqual([75, 125]);
    // Z's supervisor has no limit and Z none of its own: All binds, with what the whole company sold.
    const z = await ok(s.tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      ...query,
      seller: s.z.id,
    });
    expect(z.limitInfo).toMatchObject({ limitsButs: 500, scope: 'all', owner: null, sold: 186 });
    expect([z.pari, z.available]).toEqual([11, 314]);
  });

  it('number info: an MRG typed in any order, bonus lines out; no limit → null', async () => {
    const body = await ok(s.tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      seller: s.x.id,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'MRG',
      gameNumber: '27x12',
    });
    expect(body.data).toEqual([
      { _id: s.x.id, name: s.x.userName, company: s.a.company.name, ticketCount: 1, sum: 10 },
    ]);
    expect(body).toMatchObject({ limitInfo: null, pari: 10, available: null });
    const badNumber = await get(s.tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'L3C',
      gameNumber: '27',
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors[0].field).toBe('gameNumber');
  });
});

describe('sale details: tenancy', () => {
  let s: SaleScenario;
  beforeAll(async () => {
    s = await saleScenario(app, db);
  });

  it('a supervisor sees only the sellers it supervises, with its own limit binding', async () => {
    const all = await ok(s.tokens.supervisor, `${SUPERVISOR}/getSellDetails`, {
      seller: '',
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    // X 75 + Y 100; Z (the other supervisor's) is not there.
    expect(groups(all)[0]).toEqual([s.c1.name, 'BLT', '27', 4, 175]);
    const info = await ok(s.tokens.supervisor, `${SUPERVISOR}/getsellgamenumberinfo`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    expect(info.data.map((e: { _id: string }) => e._id).sort()).toEqual([s.x.id, s.y.id].sort());
    expect(info.limitInfo).toMatchObject({ limitsButs: 300, scope: 'supervisor', sold: 175 });
    expect([info.pari, info.available]).toEqual([175, 125]);
    const games = await ok(s.tokens.otherSupervisor, `${SUPERVISOR}/getSellDetailsByGameCategory`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    expect(games.total).toBe(11);
  });

  it("another supervisor's or another company's seller answers 404 on every call", async () => {
    const query = (seller: string) => ({
      seller,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    const sub = [SUBADMIN, SUBADMIN_PATHS] as const;
    const sup = [SUPERVISOR, SUPERVISOR_PATHS] as const;
    const cases = [
      [s.tokens.supervisor, sup, s.z.id],
      [s.tokens.supervisor, sup, s.w.id],
      [s.tokens.otherSupervisor, sup, s.x.id],
      [s.tokens.subadmin, sub, s.w.id],
      [s.tokens.otherSubadmin, sub, s.x.id],
      [s.tokens.subadmin, sub, s.s1.id],
      [s.tokens.subadmin, sub, randomUUID()],
    ] as const;
    for (const [token, [prefix, paths], seller] of cases) {
      for (const path of paths) {
        const response = await get(token, `${prefix}/${path}`, query(seller));
        expect(response.statusCode, `${prefix}/${path} ${seller}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Seller not found.' });
      }
    }
  });

  it("another company's subadmin sees only its own seller's bets on the same number", async () => {
    const body = await ok(s.tokens.otherSubadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    expect(body.data).toEqual([
      { _id: s.w.id, name: s.w.userName, company: s.b.company.name, ticketCount: 1, sum: 999 },
    ]);
    expect(body.limitInfo).toBeNull();
  });

  it('a seller moved to another supervisor leaves the first one’s figures at once', async () => {
    await db.update(users).set({ supervisorId: s.s2.id }).where(eq(users.id, s.y.id));
    const first = await ok(s.tokens.supervisor, `${SUPERVISOR}/getSellDetailsByAllLoteryCategory`, {
      fromDate: DAY,
    });
    expect(first.totals.sum).toBe(130.5); // X alone: 65 + 25.5 + 40
    const second = await ok(
      s.tokens.otherSupervisor,
      `${SUPERVISOR}/getSellDetailsByAllLoteryCategory`,
      {
        fromDate: DAY,
      },
    );
    expect(second.totals.sum).toBe(118); // Y 107 + Z 11
    const denied = await get(s.tokens.supervisor, `${SUPERVISOR}/getSellDetails`, {
      seller: s.y.id,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe('number info: the binding limit, from the running totals the sale path keeps', () => {
  it('shows what the binding scope (supervisor, then All) can still take, and the sale agrees', async () => {
    const a = await createCompany(db);
    const category = await openCategory(db);
    const x = a.seller;
    const y = await createUser(db, 'seller', a.company.id, {
      supervisorId: a.supervisor.id,
      imei: randomUUID(),
    });
    const s2 = await createUser(db, 'supervisor', a.company.id);
    const z = await createUser(db, 'seller', a.company.id, {
      supervisorId: s2.id,
      imei: randomUUID(),
    });
    const token = async (u: typeof x) => signIn(app, u, await imeiOf(db, u.id));
    const [tx, ty, tz] = [await token(x), await token(y), await token(z)];
    const subadmin = await signIn(app, a.subadmin);
    const supervisor = await signIn(app, a.supervisor);
    await addLimit(db, a.company.id, category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
    ]);
    await addLimit(db, a.company.id, category.id, `supervisor:${a.supervisor.id}`, [
      { gameCategory: 'BLT', limitsButs: 60 },
    ]);
    const blt33 = (amount: number) => [{ gameCategory: 'BLT', number: '33', amount }];
    const sold = async (t: string, amount: number) => {
      const response = await sell(app, t, category.id, blt33(amount));
      expect(response.statusCode, response.body).toBe(200);
    };
    const info = (t: string, path: string, seller?: string) =>
      ok(t, path, {
        ...(seller ? { seller } : {}),
        lotteryCategoryName: category.id,
        fromDate: category.drawDate,
        gameCategory: 'BLT',
        gameNumber: '33',
      });
    const stored = async () =>
      Object.fromEntries(
        (
          await db
            .select()
            .from(limitTotals)
            .where(
              and(
                eq(limitTotals.companyId, a.company.id),
                eq(limitTotals.lotteryCategoryId, category.id),
                eq(limitTotals.number, '33'),
              ),
            )
        ).map((r) => [r.scopeKey, r.total]),
      );

    // X 30 and Y 20 under S1: S1's group has 10 left, though X alone bet only 30 of its 60.
    await sold(tx, 30);
    await sold(ty, 20);
    expect((await stored())[`supervisor:${a.supervisor.id}`]).toBe(5000);
    const forX = await info(subadmin, `${SUBADMIN}/getsellgamenumberinfo`, x.id);
    expect(forX.limitInfo).toEqual({
      gameCategory: 'BLT',
      limitsButs: 60,
      scope: 'supervisor',
      owner: { _id: a.supervisor.id, userName: a.supervisor.userName },
      sold: 50,
    });
    expect([forX.pari, forX.available]).toEqual([30, 10]);

    // Z 45 under S2: the company has 5 left (100 − 95), less than S1's 10: All binds now.
    await sold(tz, 45);
    expect((await stored()).all).toBe(9500);
    const all = { gameCategory: 'BLT', limitsButs: 100, scope: 'all', owner: null, sold: 95 };
    const forXNow = await info(subadmin, `${SUBADMIN}/getsellgamenumberinfo`, x.id);
    expect(forXNow.limitInfo).toEqual(all);
    expect([forXNow.pari, forXNow.available]).toEqual([30, 5]);
    const bySupervisor = await info(supervisor, `${SUPERVISOR}/getsellgamenumberinfo`);
    expect(bySupervisor.limitInfo).toEqual(all);
    expect([bySupervisor.pari, bySupervisor.available]).toEqual([50, 5]);
    const whole = await info(subadmin, `${SUBADMIN}/getsellgamenumberinfo`);
    expect([whole.pari, whole.available]).toEqual([95, 5]);

    // The sale refuses what the number info says is not there, and takes what it says is.
    const over = await sell(app, tx, category.id, blt33(6));
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 5 });
    await sold(ty, 5);
    expect((await info(subadmin, `${SUBADMIN}/getsellgamenumberinfo`, x.id)).available).toBe(0);
  });
});
