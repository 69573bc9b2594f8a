import { describe, expect, it } from 'vitest';
import { toCentimes } from '@tiraj/domain';
import { expectOnlyRoles } from '../../support/roles.ts';
import { branchSalesApp } from '../../support/branch-sales.ts';

const s = await branchSalesApp();
const { app, tokens, asSubadmin, today } = s;
const range = `fromDate=${today}&toDate=${today}`;

type Row = { _id: string | null; name: string | null; tickets: number } & Record<
  'sum' | 'paid' | 'profit' | 'paidOut' | 'commission' | 'netProfit',
  number
>;
const FIGURES = ['sum', 'paid', 'profit', 'paidOut', 'commission', 'netProfit'] as const;

describe('GET /api/subadmin/getbranchsummary (issue 39)', () => {
  it('only the subadmin reads it', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'GET', url: `/api/subadmin/getbranchsummary?${range}` },
      ['subadmin'],
    );
  });

  it("each branch's figures are the sales report's rows of its sellers, summed", async () => {
    const summary = await asSubadmin('GET', `/api/subadmin/getbranchsummary?${range}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const rows: Row[] = summary.json().data;
    const report = (await asSubadmin('GET', `/api/subadmin/getsalereports?${range}`)).json();
    const sellersOf = new Map<string | null, string[]>([
      [s.north._id, [s.northSeller.id]],
      [s.south._id, [s.southSeller.id]],
      [null, [s.mine.seller.id]],
    ]);
    expect(rows.map((r) => r._id)).toEqual(
      [s.north, s.south]
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
        .map((b) => b._id)
        .concat([null as unknown as string]),
    );
    for (const row of rows) {
      const sellers = sellersOf.get(row._id)!;
      const reported = report.data.filter((r: { _id: string }) => sellers.includes(r._id));
      for (const figure of FIGURES) {
        const summed = reported.reduce(
          (total: number, r: Record<string, number>) => total + toCentimes(r[figure]!),
          0,
        );
        expect(toCentimes(row[figure]), `${row.name} ${figure}`).toBe(summed);
      }
    }
    const north = rows.find((r) => r._id === s.north._id)!;
    expect(north).toMatchObject({ tickets: 2, sum: 75.5, paid: 1500, commission: 9.44 });
    expect(rows.at(-1)).toMatchObject({ name: null, tickets: 1, sum: 10 });
    // The rows add up to the whole report.
    const total = rows.reduce((t, r) => t + toCentimes(r.sum), 0);
    expect(total).toBe(toCentimes(report.totals.sum));
  });

  it('a branch without sales shows zeros; a reversed range is refused', async () => {
    const empty = await asSubadmin(
      'GET',
      `/api/subadmin/getbranchsummary?fromDate=2020-01-01&toDate=2020-01-02`,
    );
    expect(empty.json().data.every((r: Row) => r.sum === 0 && r.tickets === 0)).toBe(true);
    const reversed = await asSubadmin(
      'GET',
      `/api/subadmin/getbranchsummary?fromDate=${today}&toDate=2020-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
  });
});
