import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import { sellerCreditRefusals } from '../../../src/db/schema/index.ts';
import { caller, insertLimit } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { moneyApp } from '../../support/seller-money.ts';

const { app, db, bank } = await moneyApp();

const storedRefusals = (sellerId: string) =>
  db.select().from(sellerCreditRefusals).where(eq(sellerCreditRefusals.sellerId, sellerId));

describe('the Caisse counts the sales the credit limit refused (issue 38)', () => {
  it('counts each refused sale of the day, kept though the sale is undone; a sale sold or refused otherwise does not count', async () => {
    const b = await bank();
    const other = await bank();
    const limit = await b.asSubadmin('PATCH', '/api/subadmin/updatecreditlimit', {
      defaultCreditLimit: 10,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    // A number's limit refuses a sale too: not the seller's credit, not counted.
    await insertLimit(db, b.company.id, b.open.id, 'all', [{ gameCategory: 'BLT', limitsButs: 5 }]);

    for (const number of ['12', '13']) {
      const sold = await b.sale(4, number);
      expect(sold.statusCode, sold.body).toBe(200);
    }
    const overLimit = await b.sale(6, '34');
    expect(overLimit.statusCode, overLimit.body).toBe(422);
    expect(overLimit.json().code).not.toBe('sale.credit_limit');
    expect(await storedRefusals(b.seller.id)).toEqual([]);
    const quiet = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(quiet.json().data[0]).not.toHaveProperty('refusedToday');

    // 8 sold of 10 (less the commission): each sale of 5 passes what is left, three times over.
    for (let i = 0; i < 3; i++) {
      const refused = await b.sale(5, String(40 + i));
      expect(refused.json()).toMatchObject({ code: 'sale.credit_limit' });
    }
    expect((await b.sale(1, '50')).statusCode).toBe(200); // still fits: not counted

    const [row, ...more] = await storedRefusals(b.seller.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ companyId: b.company.id, day: TODAY, count: 3 });
    expect(Date.now() - row!.lastAt.getTime()).toBeLessThan(60_000);

    const cashUp = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(cashUp.statusCode, cashUp.body).toBe(200);
    expect(cashUp.json().data[0]).toMatchObject({
      sellerId: b.seller.id,
      sales: 9,
      creditLimit: 10,
      refusedToday: 3,
    });
    // A count, not a figure of the day: never in the totals.
    expect(cashUp.json().totals).not.toHaveProperty('refusedToday');
    const own = await caller(app, b.tokens.supervisor)(
      'GET',
      `/api/supervisor/getcashup?date=${TODAY}`,
    );
    expect(own.json().data[0]).toMatchObject({ sellerId: b.seller.id, refusedToday: 3 });

    // Another company's Caisse never sees them.
    const theirs = await other.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.map((r: { sellerId: string }) => r.sellerId)).toEqual([
      other.seller.id,
    ]);
    expect(theirs.json().data[0]).not.toHaveProperty('refusedToday');
  });

  it('a past day shows that day’s count, not today’s', async () => {
    const b = await bank();
    const yesterday = addDays(TODAY, -1);
    await db.insert(sellerCreditRefusals).values({
      sellerId: b.seller.id,
      companyId: b.company.id,
      day: yesterday,
      count: 17,
    });
    await b.asSubadmin('PATCH', `/api/subadmin/updateseller/${b.seller.id}`, { creditLimit: 0 });
    expect((await b.sale(1)).json()).toMatchObject({ code: 'sale.credit_limit' });

    const day = (date: string) => b.asSubadmin('GET', `/api/subadmin/getcashup?date=${date}`);
    expect((await day(yesterday)).json().data[0]).toMatchObject({ refusedToday: 17 });
    expect((await day(TODAY)).json().data[0]).toMatchObject({ refusedToday: 1, blocked: true });
    expect((await day(addDays(TODAY, -2))).json().data[0]).not.toHaveProperty('refusedToday');
    const today = await db
      .select()
      .from(sellerCreditRefusals)
      .where(
        and(eq(sellerCreditRefusals.sellerId, b.seller.id), eq(sellerCreditRefusals.day, TODAY)),
      );
    expect(today).toHaveLength(1);
  });
});
