import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import { users } from '../../../src/db/schema/index.ts';
import { caller } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { moneyApp, storedMoneyOf } from '../../support/seller-money.ts';

const { app, db, bank } = await moneyApp();

describe('a seller deleted once settled', () => {
  it("stays in the cash-up of every day it sold, owed or remitted: past days' totals do not change", async () => {
    const b = await bank();
    const asSupervisor = caller(app, b.tokens.supervisor);
    await b.winner(10.55); // sold two days ago (0 %): owed 10.55 from then until today
    expect((await b.sale(20)).statusCode).toBe(200);
    const remitted = await b.asSubadmin('POST', '/api/subadmin/addremittance', {
      seller: b.seller.id,
      amount: 30.55,
      note: 'everything',
    });
    expect(remitted.statusCode, remitted.body).toBe(200);
    expect(remitted.json().balance).toBe(0);

    const days = [-3, -2, -1, 0].map((n) => addDays(TODAY, n));
    const cashUps = async () =>
      Promise.all(
        days.flatMap((date) =>
          [b.asSubadmin, asSupervisor].map(async (as, i) => {
            const r = await as(
              'GET',
              `/api/${i ? 'supervisor' : 'subadmin'}/getcashup?date=${date}`,
            );
            expect(r.statusCode, r.body).toBe(200);
            return r.json();
          }),
        ),
      );
    const before = await cashUps();
    // Today's row as the seller's day: sold 20, remitted all it owed, settled at 0.
    expect(before[6].data).toEqual([
      {
        sellerId: b.seller.id,
        sellerName: b.seller.userName,
        sales: 20,
        commission: 0,
        payouts: 0,
        due: 20,
        remitted: 30.55,
        balance: 0,
        // no credit limit: never blocked
        creditLimit: null,
        creditLeft: null,
        blocked: false,
      },
    ]);

    const del = await b.asSubadmin('DELETE', `/api/subadmin/deleteseller/${b.seller.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().hidden).toBe(true);
    const [stored] = await db.select().from(users).where(eq(users.id, b.seller.id));
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    expect((await storedMoneyOf(db, b.seller.id)).balance).toBe(0);

    const after = await cashUps();
    // Two days ago (its sale), yesterday (still owing 10.55) and today (sale and remittance):
    // the same rows and totals as before the deletion, for the company and the supervisor.
    for (const i of [2, 3, 4, 5, 6, 7]) expect(after[i]).toEqual(before[i]);
    expect(after[4].data[0]).toMatchObject({ sellerId: b.seller.id, sales: 0, balance: 10.55 });
    // Three days ago it had nothing and owed nothing: no longer listed, the totals still zero.
    for (const i of [0, 1]) {
      expect(before[i].data).toHaveLength(1);
      expect(after[i].data).toEqual([]);
      expect(after[i].totals).toEqual(before[i].totals);
    }
    expect(after[0].totals).toEqual({
      sales: 0,
      commission: 0,
      payouts: 0,
      due: 0,
      remitted: 0,
      balance: 0,
    });
  });
});
