import { beforeAll, describe, expect, it } from 'vitest';
import { postResult } from '../../support/results.ts';
import {
  DAY,
  SCENARIO_DRAW,
  saleScenario,
  type SaleScenario,
} from '../../support/sale-scenario.ts';
import { SUBADMIN, groups, saleDetailsApp } from '../../support/sale-details.ts';

const { app, db, ok } = await saleDetailsApp();

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
        { _id: s.c1.id, name: s.c1.name, sum: 90.5, paid: 0, profit: 90.5, paidOut: 0 },
        { _id: s.c2.id, name: s.c2.name, sum: 40, paid: 0, profit: 40, paidOut: 0 },
      ]),
    );
    expect(before.totals).toEqual({ sum: 130.5, paid: 0, profit: 130.5, paidOut: 0 });

    await postResult(app, s.tokens.admin, s.c1.id, DAY, SCENARIO_DRAW);
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
      paidOut: 0,
    });
    expect(after.totals).toEqual({ sum: 130.5, paid: 14750, profit: -14619.5, paidOut: 0 });
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
});
