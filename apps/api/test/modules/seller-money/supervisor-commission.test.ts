import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateOf, rateOfPercent, supervisorCommissionOf } from '@tiraj/domain';
import type { Db } from '../../../src/db/client.ts';
import { tickets } from '../../../src/db/schema/index.ts';
import { caller, signedInSeller } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { sell } from '../../support/sales.ts';
import { htg, moneyApp } from '../../support/seller-money.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, bank } = await moneyApp();

/**
 * The supervisor's commission of one day worked out by the domain from its sellers' ticket rows
 * alone (the day each was sold, its amount, the rate it kept, deleted or not): what the cash-up's
 * SQL sum must equal. Tickets without a seller rate were sold before seller money (not in sales).
 */
async function domainCommissionOf(sellerIds: string[], day: string, currentRate: number) {
  const rows = await db.select().from(tickets).where(inArray(tickets.sellerId, sellerIds));
  const sold = rows
    .filter((t) => t.commissionRate !== null && localDateOf(t.soldAt, TZ) === day)
    .map((t) => ({
      day,
      amount: t.totalAmount,
      supervisorRate: t.supervisorCommissionRate,
      deleted: t.deletedAt !== null,
    }));
  return supervisorCommissionOf(sold, currentRate);
}

const keptRateOf = async (d: Db, id: string) =>
  (await d.select().from(tickets).where(eq(tickets.id, id)))[0]!.supervisorCommissionRate;

describe("the supervisor's commission in its cash-up", () => {
  it("is the domain's: its own sellers' tickets of the day × the supervisor rate they kept, half-up once", async () => {
    const b = await bank();
    const setRate = (supervisorCommissionPercent: number) =>
      b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
        commissionPercent: 10,
        supervisorCommissionPercent,
      });
    expect((await setRate(1.5)).statusCode).toBe(200);
    const ids: string[] = [];
    for (const amount of [10.1, 0.1, 33.33]) {
      const sale = await b.sale(amount);
      expect(sale.statusCode, sale.body).toBe(200);
      ids.push(sale.json().data._id);
    }
    const toDelete = await b.sale(99);
    const del = await b.asSeller('DELETE', `/api/seller/deleteticket/${toDelete.json().data._id}`);
    expect(del.statusCode, del.body).toBe(200);
    // A seller under no supervisor: in the company's cash-up, not in the supervisor's; keeps no rate.
    const loose = await signedInSeller(app, db, b.company.id);
    const looseSale = await sell(app, loose.token, b.open.id, [
      { gameCategory: 'BLT', number: '12', amount: 500 },
    ]);
    expect(looseSale.statusCode, looseSale.body).toBe(200);
    expect(await keptRateOf(db, looseSale.json().data._id)).toBeNull();
    for (const id of ids) expect(await keptRateOf(db, id)).toBe(rateOfPercent(1.5));

    const expected = await domainCommissionOf([b.seller.id], TODAY, rateOfPercent(1.5));
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

  it('counts each ticket at the rate it kept: a change mid-day applies to later sales only', async () => {
    const b = await bank();
    const setRate = (supervisorCommissionPercent: number) =>
      b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
        commissionPercent: 10,
        supervisorCommissionPercent,
      });
    expect((await setRate(1.5)).statusCode).toBe(200);
    const early = [await b.sale(10.1), await b.sale(0.1)];
    expect((await setRate(3)).statusCode).toBe(200);
    const late = await b.sale(33.33);
    for (const s of [...early, late]) expect(s.statusCode, s.body).toBe(200);
    for (const s of early) expect(await keptRateOf(db, s.json().data._id)).toBe(rateOfPercent(1.5));
    expect(await keptRateOf(db, late.json().data._id)).toBe(rateOfPercent(3));

    const asSupervisor = (url: string) => caller(app, b.tokens.supervisor)('GET', url);
    const commissionNow = async () => {
      const answer = await asSupervisor(`/api/supervisor/getcashup?date=${TODAY}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().totals.supervisorCommission as number;
    };
    const expected = await domainCommissionOf([b.seller.id], TODAY, rateOfPercent(3));
    // 1020 × 1.5 % + 3333 × 3 % = 15.3 + 99.99 = 115.29 → 115 (the rate now for all: 130.59 → 131)
    expect(expected).toBe(115);
    expect(await commissionNow()).toBe(htg(expected));

    // A change after the sales moves nothing already sold.
    expect((await setRate(10)).statusCode).toBe(200);
    expect(await commissionNow()).toBe(htg(expected));

    // A ticket sold before the rate was kept counts at the company's rate now (10 %), as before.
    await db
      .update(tickets)
      .set({ supervisorCommissionRate: null })
      .where(eq(tickets.id, late.json().data._id));
    const withOlder = await domainCommissionOf([b.seller.id], TODAY, rateOfPercent(10));
    // 1020 × 1.5 % + 3333 × 10 % = 15.3 + 333.3 = 348.6 → 349
    expect(withOlder).toBe(349);
    expect(await commissionNow()).toBe(htg(withOlder));
  });
});
