import { describe, expect, it } from 'vitest';
import { bearer } from '../../support/factories.ts';
import { DRAW, TODAY, payoutsApp } from '../../support/payouts.ts';
import { correctResult } from '../../support/results.ts';

const { app, adminToken, counter, pay } = await payoutsApp();

/**
 * The auditor's case (issue 25, point 1): winners paid in cash, two by the seller and
 * one at the office, then the result corrected so that none of them wins. The cash
 * handed over (3 × 500 HTG, today) must stay in every report and list.
 */
async function paidThenCorrected() {
  const s = await counter();
  const bySeller = [await s.ticket(), await s.ticket()];
  const byOffice = await s.ticket();
  await s.ticket({ number: '55' }); // lost all along
  const { data } = await s.post();
  for (const t of bySeller) expect((await pay(s.tokens.seller, t.code)).statusCode).toBe(200);
  expect((await pay(s.tokens.subadmin, byOffice.code, 'subadmin')).statusCode).toBe(200);
  // BLT 27 no longer comes out: the three paid tickets now win nothing.
  await correctResult(app, adminToken, data._id, s.drawn.name, DRAW, {
    first: '28',
    second: '44',
    third: '61',
    l3c: '828',
  });
  return { ...s, paid: [...bySeller, byOffice] };
}

const get = async (token: string, url: string) => {
  const r = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const range = (from: string, to: string) =>
  `seller=&lotteryCategoryName=&fromDate=${from}&toDate=${to}`;

describe('A correction after payouts keeps the cash paid out', () => {
  it('in the company and supervisor sales reports: paid out by day of payment beside won', async () => {
    const s = await paidThenCorrected();
    for (const [token, path] of [
      [s.tokens.subadmin, '/subadmin/getsalereports'],
      [s.tokens.supervisor, '/superVisor/getSalereports'],
    ] as const) {
      // The draw's day: sold 40, won 0 now, profit 40; nothing was paid out that day.
      const draw = await get(token, `${path}?${range(DRAW, DRAW)}`);
      expect(draw.totals).toEqual({
        count: 1,
        sum: 40,
        paid: 0,
        profit: 40,
        paidOut: 0,
        commission: 0,
        netProfit: 40,
      });
      // Today: no sale, 1,500 HTG handed over (the office's 500 included), on the seller's row.
      const today = await get(token, `${path}?${range(TODAY, TODAY)}`);
      expect(today.data).toEqual([
        expect.objectContaining({
          _id: s.seller.id,
          sum: 0,
          paid: 0,
          profit: 0,
          paidOut: 1500,
          commission: 0,
          netProfit: 0,
        }),
      ]);
      expect(today.totals).toEqual({
        count: 1,
        sum: 0,
        paid: 0,
        profit: 0,
        paidOut: 1500,
        commission: 0,
        netProfit: 0,
      });
      const both = await get(token, `${path}?${range(DRAW, TODAY)}`);
      expect(both.totals).toEqual({
        count: 1,
        sum: 40,
        paid: 0,
        profit: 40,
        paidOut: 1500,
        commission: 0,
        netProfit: 40,
      });
    }
  });

  it("in the admin's report by company", async () => {
    const s = await paidThenCorrected();
    const r = await get(adminToken, `/admin/getsalereports?fromDate=${DRAW}&toDate=${TODAY}`);
    expect(r.data.find((c: { _id: string }) => c._id === s.company.id)).toEqual(
      expect.objectContaining({
        sum: 40,
        paid: 0,
        profit: 40,
        paidOut: 1500,
        commission: 0,
        netProfit: 40,
      }),
    );
  });

  it('in the homes: today, the draw and the company', async () => {
    const s = await paidThenCorrected();
    for (const token of [s.tokens.subadmin, s.tokens.supervisor]) {
      const role = token === s.tokens.subadmin ? 'subadmin' : 'supervisor';
      const { data } = await get(token, `/${role}/gethome`);
      expect(data.days.at(-1)).toEqual(expect.objectContaining({ date: TODAY, paidOut: 1500 }));
      expect(data.days.find((d: { date: string }) => d.date === DRAW)).toEqual(
        expect.objectContaining({ sum: 40, paid: 0, paidOut: 0 }),
      );
      expect(data.draws.find((d: { _id: string }) => d._id === s.drawn.id).paidOut).toBe(1500);
    }
    const admin = await get(adminToken, '/admin/gethome');
    expect(admin.data.companies.find((c: { _id: string }) => c._id === s.company.id).paidOut).toBe(
      1500,
    );
  });

  it('in sale details by lottery (the daily report reads it) on the day of payment', async () => {
    const s = await paidThenCorrected();
    for (const [token, path] of [
      [s.tokens.subadmin, '/sbuadmin/getselldetailsallloterycategory'],
      [s.tokens.supervisor, '/superVisor/getSellDetailsByAllLoteryCategory'],
    ] as const) {
      const today = await get(token, `${path}?seller=&fromDate=${TODAY}`);
      expect(today.data).toEqual([
        { _id: s.drawn.id, name: s.drawn.name, sum: 0, paid: 0, profit: 0, paidOut: 1500 },
      ]);
      expect(today.totals).toEqual({ sum: 0, paid: 0, profit: 0, paidOut: 1500 });
      const draw = await get(token, `${path}?seller=&fromDate=${DRAW}`);
      expect(draw.totals).toEqual({ sum: 40, paid: 0, profit: 40, paidOut: 0 });
    }
  });

  it('in Winning tickets, marked with the difference to recover', async () => {
    const s = await paidThenCorrected();
    for (const [token, role] of [
      [s.tokens.subadmin, 'subadmin'],
      [s.tokens.supervisor, 'supervisor'],
    ] as const) {
      for (const paidOut of ['', 'yes', 'corrected']) {
        const r = await get(
          token,
          `/${role}/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=${paidOut}`,
        );
        expect(r.data.map((t: { _id: string }) => t._id).sort()).toEqual(
          s.paid.map((t) => t.id).sort(),
        );
        for (const t of r.data)
          expect(t).toEqual(
            expect.objectContaining({ paidAmount: 0, paidOutAmount: 500, paidOutDifference: 500 }),
          );
      }
      const unpaid = await get(
        token,
        `/${role}/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=no`,
      );
      expect(unpaid.data).toEqual([]);
    }
  });

  it('in the fraud signals: every corrected payout with its difference', async () => {
    const s = await paidThenCorrected();
    const r = await get(
      s.tokens.subadmin,
      `/subadmin/getfraudsignals?fromDate=${DRAW}&toDate=${DRAW}`,
    );
    expect(
      r.data.correctedPayouts
        .map((t: { _id: string; paidOutDifference: number; paidOutBy: { _id: string } }) => ({
          id: t._id,
          difference: t.paidOutDifference,
          by: t.paidOutBy._id,
        }))
        .sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
    ).toEqual(
      s.paid
        .map((t, i) => ({
          id: t.id,
          difference: 500,
          by: i === 2 ? s.subadmin.id : s.seller.id,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('lists no corrected payout when the correction left what was paid unchanged', async () => {
    const s = await counter();
    const t = await s.ticket();
    const { data } = await s.post();
    expect((await pay(s.tokens.seller, t.code)).statusCode).toBe(200);
    // Only the L3C changes: BLT 27 still wins 500, the cash handed over matches.
    await correctResult(app, adminToken, data._id, s.drawn.name, DRAW, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '127',
    });
    const fraud = await get(
      s.tokens.subadmin,
      `/subadmin/getfraudsignals?fromDate=${DRAW}&toDate=${DRAW}`,
    );
    expect(fraud.data.correctedPayouts).toEqual([]);
    const [won] = (
      await get(s.tokens.subadmin, `/subadmin/getwintickets?fromDate=${DRAW}&toDate=${DRAW}`)
    ).data;
    expect(won).toEqual(
      expect.objectContaining({ paidAmount: 500, paidOutAmount: 500, paidOutDifference: null }),
    );
  });
});
