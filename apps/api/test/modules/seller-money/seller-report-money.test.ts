import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import { DRAW, TODAY } from '../../support/payouts.ts';
import { correctResult } from '../../support/results.ts';
import { domainStatementOf, htg, moneyApp, storedMoneyOf } from '../../support/seller-money.ts';

const { app, db, admin, bank } = await moneyApp();

type SaleReport = Record<'total' | 'paid' | 'profit' | 'paidOut' | 'commission' | 'due', number>;

const sumOf = (days: { commission: number; due: number }[]) =>
  days.reduce((s, d) => ({ commission: s.commission + d.commission, due: s.due + d.due }), {
    commission: 0,
    due: 0,
  });

describe("the seller's own report", () => {
  it("shows the commission and due the cash-up's domain computes, per day and over days", async () => {
    const b = await bank();
    const won = await b.winner(10.55); // sold two days ago at 0 %: wins 527.50, paid today
    await b.post();
    const set = await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
      commissionPercent: 12.35,
    });
    expect(set.statusCode, set.body).toBe(200);
    for (const amount of [10.1, 0.1, 33.33]) expect((await b.sale(amount)).statusCode).toBe(200);
    const toDelete = await b.sale(99);
    const del = await b.asSeller('DELETE', `/api/seller/deleteticket/${toDelete.json().data._id}`);
    expect(del.statusCode, del.body).toBe(200);
    const paid = await b.asSeller('POST', '/api/seller/payticket', { ticketId: won.ticketCode });
    expect(paid.statusCode, paid.body).toBe(200);

    const domain = await domainStatementOf(db, b.seller.id);
    const today = domain.find((d) => d.day === TODAY)!;
    // 4353 × 12.35 % = 537.5955 → 538 centimes, once for the day
    expect(today).toMatchObject({ sales: 4353, commission: 538, payouts: 52750 });
    const report = (from: string, to: string, lottery = '') =>
      b.asSeller(
        'GET',
        `/api/seller/getsalereport?fromDate=${from}&toDate=${to}&lotteryCategoryName=${lottery}`,
      );

    const day = await report(TODAY, TODAY);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data).toEqual({
      total: 43.53,
      paid: 0,
      profit: 43.53,
      paidOut: 527.5,
      commission: htg(today.commission),
      due: htg(today.due),
      remitted: 0,
      balance: htg(today.balance),
    });
    // The same figures as the cash-up's row of that day.
    const cashUp = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(cashUp.json().data[0]).toMatchObject({
      commission: day.json().data.commission,
      due: day.json().data.due,
    });

    const from = addDays(TODAY, -5);
    const period = await report(from, TODAY);
    const expected = sumOf(domain.filter((d) => d.day >= from && d.day <= TODAY));
    expect(period.json().data).toMatchObject({
      commission: htg(expected.commission),
      due: htg(expected.due),
    });
    // The sale two days ago is in the period's due; nothing is in a day without figures.
    expect(htg(expected.due)).toBe(10.55 + htg(today.due));
    expect((await report(addDays(TODAY, -1), addDays(TODAY, -1))).json().data).toMatchObject({
      commission: 0,
      due: 0,
    });

    // One lottery asked: the cash-up counts every lottery, so the report gives none.
    const one = await report(TODAY, TODAY, b.open.name);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      total: 43.53,
      commission: null,
      due: null,
      remitted: null,
      balance: null,
    });
  });

  it('says what is still owed after the cash handed in, as the ledger and the cash-up say (issue 37)', async () => {
    const b = await bank();
    expect((await b.sale(100)).statusCode).toBe(200);
    const remit = await b.asSubadmin('POST', '/api/subadmin/addremittance', {
      seller: b.seller.id,
      amount: 60,
    });
    expect(remit.statusCode, remit.body).toBe(200);
    const day = await b.asSeller(
      'GET',
      `/api/seller/getsalereport?fromDate=${TODAY}&toDate=${TODAY}&lotteryCategoryName=`,
    );
    expect(day.statusCode, day.body).toBe(200);
    const cashUp = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    const mine = await b.asSeller('GET', '/api/seller/getbalance');
    expect(day.json().data).toMatchObject({
      due: 100,
      remitted: 60,
      balance: 40,
    });
    expect(cashUp.json().data[0]).toMatchObject({ due: 100, remitted: 60, balance: 40 });
    expect(mine.json().data.balance).toBe(40);
    // A day before: nothing owed yet, nothing remitted.
    const before = await b.asSeller(
      'GET',
      `/api/seller/getsalereport?fromDate=${addDays(TODAY, -1)}&toDate=${addDays(TODAY, -1)}&lotteryCategoryName=`,
    );
    expect(before.json().data).toMatchObject({ remitted: 0 });
  });
});

describe('a result corrected after the seller paid a winner (issue 25)', () => {
  it("keeps the seller's payouts, commission, due and balance of every day", async () => {
    const b = await bank();
    const won = await b.winner(10.55); // sold two days ago at 0 %: wins 527.50, paid today
    const posted = await b.post();
    const set = await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
      commissionPercent: 10,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await b.sale(33.33)).statusCode).toBe(200);
    const paid = await b.asSeller('POST', '/api/seller/payticket', { ticketId: won.ticketCode });
    expect(paid.statusCode, paid.body).toBe(200);

    const money = async () => {
      const read = async (r: ReturnType<typeof b.asSeller>) => {
        const answer = await r;
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      };
      return {
        mine: await read(b.asSeller('GET', '/api/seller/getbalance')),
        // The seller's report over both days: won follows the result; the money does not.
        report: await read(
          b.asSeller(
            'GET',
            `/api/seller/getsalereport?fromDate=${DRAW}&toDate=${TODAY}&lotteryCategoryName=`,
          ),
        ).then((r) => {
          const { paid: _won, profit: _profit, ...money } = (r as { data: SaleReport }).data;
          return money;
        }),
        today: await read(b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`)),
        drawDay: await read(b.asSubadmin('GET', `/api/subadmin/getcashup?date=${DRAW}`)),
        stored: await storedMoneyOf(db, b.seller.id),
      };
    };
    const before = await money();
    // 3333 × 10 % = 333.3 → 333 centimes; the 527.50 handed over today.
    expect(before.mine).toMatchObject({
      data: {
        today: { sales: 33.33, commission: 3.33, payouts: 527.5, due: -497.5 },
        balance: htg(1055 + 3333 - 333 - 52750),
      },
    });

    // BLT 27 no longer comes out: the ticket paid today now wins nothing.
    await correctResult(app, admin, posted.data._id, b.drawn.name, DRAW, {
      first: '28',
      second: '44',
      third: '61',
      l3c: '828',
    });
    const report = await b.asSubadmin(
      'GET',
      `/api/subadmin/getwintickets?fromDate=${DRAW}&toDate=${DRAW}&paidOut=corrected`,
    );
    expect(report.json().data).toEqual([
      expect.objectContaining({ _id: won.id, paidAmount: 0, paidOutAmount: 527.5 }),
    ]);

    const after = await money();
    expect(after).toEqual(before);
    const domain = await domainStatementOf(db, b.seller.id);
    expect(after.stored.balance).toBe(domain.at(-1)!.balance);
    expect(domain.find((d) => d.day === TODAY)).toMatchObject({ payouts: 52750, commission: 333 });
  });
});
