import { describe, expect, it } from 'vitest';
import { rateOfPercent, supervisorCommissionOf } from '@tiraj/domain';
import { caller, signedInSeller } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { sell } from '../../support/sales.ts';
import { domainStatementOf, htg, moneyApp } from '../../support/seller-money.ts';

const { app, db, bank } = await moneyApp();

describe("the supervisor's commission in its cash-up", () => {
  it("is the domain's: its own sellers' day sales × the company's supervisor rate, half-up once", async () => {
    const b = await bank();
    const set = await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
      commissionPercent: 10,
      supervisorCommissionPercent: 1.5,
    });
    expect(set.statusCode, set.body).toBe(200);
    for (const amount of [10.1, 0.1, 33.33]) expect((await b.sale(amount)).statusCode).toBe(200);
    const toDelete = await b.sale(99);
    const del = await b.asSeller('DELETE', `/api/seller/deleteticket/${toDelete.json().data._id}`);
    expect(del.statusCode, del.body).toBe(200);
    // A seller under no supervisor: in the company's cash-up, not in the supervisor's.
    const loose = await signedInSeller(app, db, b.company.id);
    const looseSale = await sell(app, loose.token, b.open.id, [
      { gameCategory: 'BLT', number: '12', amount: 500 },
    ]);
    expect(looseSale.statusCode, looseSale.body).toBe(200);

    const today = (await domainStatementOf(db, b.seller.id)).find((d) => d.day === TODAY)!;
    expect(today.sales).toBe(4353);
    const expected = supervisorCommissionOf([today.sales], rateOfPercent(1.5));
    // 4353 × 1.5 % = 65.295 centimes → 65
    expect(expected).toBe(65);

    const asSupervisor = (url: string) => caller(app, b.tokens.supervisor)('GET', url);
    const mine = await asSupervisor(`/api/supervisor/getcashup?date=${TODAY}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((r: { sellerId: string }) => r.sellerId)).toEqual([b.seller.id]);
    expect(mine.json().totals).toMatchObject({ sales: 43.53, supervisorCommission: htg(expected) });

    // The company's cash-up has the loose seller and no supervisor's figure.
    const company = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(company.json().totals.sales).toBe(543.53);
    expect(company.json().totals).not.toHaveProperty('supervisorCommission');

    // A day without sales: nothing.
    const before = await asSupervisor('/api/supervisor/getcashup?date=2020-01-01');
    expect(before.json().totals.supervisorCommission).toBe(0);
  });
});
