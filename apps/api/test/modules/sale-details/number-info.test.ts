import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitTotals } from '../../../src/db/schema/index.ts';
import {
  createCompany,
  createUser,
  imeiOf,
  insertLimit,
  openCategory,
  signIn,
} from '../../support/factories.ts';
import { DAY, saleScenario, type SaleScenario } from '../../support/sale-scenario.ts';
import { sell } from '../../support/sales.ts';
import { SUBADMIN, SUPERVISOR, saleDetailsApp } from '../../support/sale-details.ts';

const { app, db, get, ok } = await saleDetailsApp();

describe('sale details: figures (hand-computed, see support/sale-scenario.ts)', () => {
  let s: SaleScenario;
  beforeAll(async () => {
    s = await saleScenario(app, db);
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
    await insertLimit(db, a.company.id, category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
    ]);
    await insertLimit(db, a.company.id, category.id, `supervisor:${a.supervisor.id}`, [
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
