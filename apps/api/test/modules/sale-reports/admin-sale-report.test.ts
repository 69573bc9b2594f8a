import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import { bearer } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole } from '../../support/roles.ts';
import { postResult } from '../../support/results.ts';
import {
  DAY,
  NEXT_DAY,
  SCENARIO_DRAW,
  saleScenario,
  type SaleScenario,
} from '../../support/sale-scenario.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const URL = '/api/admin/getsalereports';

describe('admin sales report by company', () => {
  let s: SaleScenario;
  let admin: string;
  beforeAll(async () => {
    s = await saleScenario(app, db);
    admin = s.tokens.admin;
  });

  const report = async (query: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: URL, query, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('only the admin reads it; 400 per bad field', async () => {
    const { tokens } = await tokensByRole(app, db);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'GET', url: `${URL}?fromDate=${DAY}&toDate=${DAY}` },
      ['admin'],
    );
    const bad = await app.inject({
      method: 'GET',
      url: `${URL}?fromDate=${DAY}`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'toDate', message: 'To is required', code: 'validation.required' },
    ]);
  });

  it('per company Total, Paid, Profit with grand totals; deleted tickets and bonus lines out', async () => {
    // The scenario's lottery C1 is its own: the report over it holds only the scenario's companies.
    const query = { fromDate: DAY, toDate: NEXT_DAY, lotteryCategoryName: s.c1.id };
    const before = await report(query);
    const a = { _id: s.a.company.id, name: s.a.company.name };
    const b = { _id: s.b.company.id, name: s.b.company.name };
    const byName = <T extends { name: string }>(rows: T[]) =>
      [...rows].sort((p, q) => p.name.toLowerCase().localeCompare(q.name.toLowerCase()));
    // A on C1: X 65 + 25.5 + 77, Y 107, Z 11 = 285.5 (C2's 40 and the deleted 1000 are out). B: 999.
    expect(before.data).toEqual(
      byName([
        { ...a, sum: 285.5, paid: 0, profit: 285.5, paidOut: 0, commission: 0, netProfit: 285.5 },
        { ...b, sum: 999, paid: 0, profit: 999, paidOut: 0, commission: 0, netProfit: 999 },
      ]),
    );
    expect(before.totals).toEqual({
      count: 2,
      sum: 1284.5,
      paid: 0,
      profit: 1284.5,
      paidOut: 0,
      commission: 0,
      netProfit: 1284.5,
    });

    await postResult(app, admin, s.c1.id, DAY, SCENARIO_DRAW);
    const after = await report(query);
    // A: 13750 + 1000 + 8500 + 550 = 23800; B: 999 × 50 = 49950.
    expect(after.data).toEqual(
      byName([
        {
          ...a,
          sum: 285.5,
          paid: 23800,
          profit: -23514.5,
          paidOut: 0,
          commission: 0,
          netProfit: -23514.5,
        },
        {
          ...b,
          sum: 999,
          paid: 49950,
          profit: -48951,
          paidOut: 0,
          commission: 0,
          netProfit: -48951,
        },
      ]),
    );
    expect(after.totals).toEqual({
      count: 2,
      sum: 1284.5,
      paid: 73750,
      profit: -72465.5,
      commission: 0,
      netProfit: -72465.5,
      paidOut: 0,
    });
    // No ticket detail in the answer: ids, names and the six figures only.
    expect(Object.keys(after.data[0]).sort()).toEqual([
      '_id',
      'commission',
      'name',
      'netProfit',
      'paid',
      'paidOut',
      'profit',
      'sum',
    ]);
  });

  it('every lottery when none is chosen; one day narrows it', async () => {
    const all = await report({ fromDate: DAY, toDate: DAY, lotteryCategoryName: '' });
    const mine = all.data.find((r: { _id: string }) => r._id === s.a.company.id);
    // DAY only, every lottery: 65 + 25.5 + 107 + 40 + 11.
    expect(mine).toMatchObject({ sum: 248.5 });
    const byLotteryName = await report({
      fromDate: NEXT_DAY,
      toDate: NEXT_DAY,
      lotteryCategoryName: s.c1.name,
    });
    expect(byLotteryName.data).toEqual([
      {
        _id: s.a.company.id,
        name: s.a.company.name,
        sum: 77,
        paid: 0,
        profit: 77,
        paidOut: 0,
        commission: 0,
        netProfit: 77,
      },
    ]);
  });
});
