import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import { bearer } from '../../support/factories.ts';
import { DRAW, TODAY, payoutsApp } from '../../support/payouts.ts';

const { app, adminToken, counter, pay, stored } = await payoutsApp();

describe('Winning tickets: paid out or not', () => {
  it('filters on paidOut for the company and the supervisor', async () => {
    const s = await counter();
    const paidOne = await s.ticket();
    const unpaid = await s.ticket();
    const colleagues = await s.ticket({ sellerId: s.colleague.id }); // not the supervisor's seller
    await s.ticket({ number: '55' }); // lost: never a winning ticket
    await s.post();
    expect((await pay(s.tokens.seller, paidOne.code)).statusCode).toBe(200);

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
    expect(await ids(s.tokens.subadmin, 'subadmin')).toEqual(sorted(paidOne, unpaid, colleagues));
    expect(await ids(s.tokens.subadmin, 'subadmin', '')).toEqual(
      sorted(paidOne, unpaid, colleagues),
    );
    expect(await ids(s.tokens.subadmin, 'subadmin', 'yes')).toEqual(sorted(paidOne));
    expect(await ids(s.tokens.subadmin, 'subadmin', 'no')).toEqual(sorted(unpaid, colleagues));
    expect(await ids(s.tokens.supervisor, 'supervisor')).toEqual(sorted(paidOne, unpaid));
    expect(await ids(s.tokens.supervisor, 'supervisor', 'yes')).toEqual(sorted(paidOne));
    expect(await ids(s.tokens.supervisor, 'supervisor', 'no')).toEqual(sorted(unpaid));

    const list = await app.inject({
      method: 'GET',
      url: `/api/supervisor/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=yes`,
      headers: bearer(s.tokens.supervisor),
    });
    expect(list.json().data[0].paidOutBy).toEqual({
      _id: s.seller.id,
      userName: s.seller.userName,
    });
    const bad = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=maybe`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Paid out must be yes, no or corrected');
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
      headers: bearer(s.tokens.subadmin),
      payload: { sellersPayAnyTicket: true },
    });
    expect((await pay(s.tokens.seller, mine.code)).statusCode).toBe(200);
    expect((await pay(s.tokens.seller, theirs.code)).statusCode).toBe(200);

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
    expect(await report(s.tokens.seller, DRAW, DRAW)).toEqual({
      total: 20,
      paid: 1000,
      profit: -980,
      paidOut: 0,
      // Commission and due are the cash-up's, by day of sale: these tickets were written today.
      commission: 0,
      due: 0,
      // Nothing handed in; nothing owed yet at the end of that day.
      remitted: 0,
      balance: 0,
    });
    expect(await report(s.tokens.seller, TODAY, TODAY)).toEqual({
      total: 0,
      paid: 0,
      profit: 0,
      paidOut: 1000,
      // The cash-up's due of today: the 20 HTG sold (at 0 %) less the 1000 HTG paid out.
      commission: 0,
      due: -980,
      remitted: 0,
      balance: -980,
    });
    expect((await report(s.tokens.seller, DRAW, TODAY)).paidOut).toBe(1000);
    expect((await report(s.tokens.seller, TODAY, TODAY, s.drawn.name)).paidOut).toBe(1000);
    expect((await report(s.tokens.seller, TODAY, TODAY, s.pending.id)).paidOut).toBe(0);
    expect((await report(s.tokens.seller, addDays(TODAY, 1), addDays(TODAY, 1))).paidOut).toBe(0);
    // The colleague sold a paid ticket but paid nothing out.
    expect((await report(s.tokens.colleague, DRAW, TODAY)).paidOut).toBe(0);
  });

  it('keeps the cash handed over when a corrected result changes what the ticket won', async () => {
    const s = await counter();
    const won = await s.ticket();
    const { data } = await s.post();
    expect((await pay(s.tokens.seller, won.code)).statusCode).toBe(200);
    // The admin corrects the result: BLT 27 no longer comes out, the ticket now wins nothing.
    const fix = await app.inject({
      method: 'PATCH',
      url: `/api/admin/updatewiningnumber/${data._id}`,
      headers: bearer(adminToken),
      payload: {
        lotteryCategoryName: s.drawn.name,
        date: DRAW,
        numbers: [
          { gameCategory: 'BLT', position: 1, number: '28' },
          { gameCategory: 'BLT', position: 2, number: '44' },
          { gameCategory: 'BLT', position: 3, number: '61' },
          { gameCategory: 'L3C', position: 1, number: '828' },
        ],
        reason: 'The slip was misread',
      },
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const row = await stored(won.id);
    expect(row.paidAmount).toBe(0);
    expect(row.paidOutAmount).toBe(50_000);
    const r = await app.inject({
      method: 'GET',
      url: `/api/seller/getsalereport?fromDate=${TODAY}&toDate=${TODAY}`,
      headers: bearer(s.tokens.seller),
    });
    expect(r.json().data.paidOut).toBe(500);
  });
});
