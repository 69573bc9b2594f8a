import { describe, expect, it } from 'vitest';
import { TODAY } from '../../support/payouts.ts';
import { caller } from '../../support/factories.ts';
import { moneyApp } from '../../support/seller-money.ts';

const { app, bank } = await moneyApp();

describe('the Caisse: credit status and what the bank owes the supervisors (issue 38)', () => {
  it('shows each seller’s limit, credit left and blocked; the supervisors’ commission of the day', async () => {
    const b = await bank();
    const settings = await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
      commissionPercent: 10,
      supervisorCommissionPercent: 2.5,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const limit = await b.asSubadmin('PATCH', '/api/subadmin/updatecreditlimit', {
      defaultCreditLimit: 50,
    });
    expect(limit.statusCode, limit.body).toBe(200);

    const before = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data[0]).toMatchObject({
      sellerId: b.seller.id,
      balance: 0,
      creditLimit: 50,
      creditLeft: 50,
      blocked: false,
    });

    // 33.33 sold at 10 %: the balance moves by 33.33 − 3.33 = 30, 20 left of 50.
    expect((await b.sale(33.33)).statusCode).toBe(200);
    const part = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(part.json().data[0]).toMatchObject({ balance: 30, creditLeft: 20, blocked: false });
    // 22.22 more: 22.22 − 2.22 = 20 (the day's commission 5.555 → 5.56 rounded once): 0 left.
    expect((await b.sale(22.22)).statusCode).toBe(200);
    const full = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(full.json().data[0]).toMatchObject({
      sales: 55.55,
      commission: 5.56,
      balance: 49.99,
      creditLimit: 50,
      creditLeft: 0.01,
      blocked: false,
    });
    expect((await b.sale(0.02)).statusCode).toBe(422); // the credit limit refuses it
    expect((await b.sale(0.01)).statusCode).toBe(200); // 49.99 + 0.01 − 0 (5.557 → 5.56)
    const blocked = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(blocked.json().data[0]).toMatchObject({ creditLeft: 0, blocked: true });
    // The totals sum figures, never a seller's credit.
    expect(Object.keys(blocked.json().totals)).not.toContain('creditLeft');

    // The seller is the supervisor's: 2.5 % of 55.56 = 1.389 → 1.39 owed to it for the day.
    expect(blocked.json().supervisors).toEqual([
      { _id: b.supervisor.id, name: b.supervisor.userName, commission: 1.39 },
    ]);
    const own = await caller(app, b.tokens.supervisor)(
      'GET',
      `/api/supervisor/getcashup?date=${TODAY}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().totals.supervisorCommission).toBe(1.39);
    expect(own.json().supervisors).toBeUndefined();
    expect(own.json().data[0]).toMatchObject({ creditLeft: 0, blocked: true });
  });
});
