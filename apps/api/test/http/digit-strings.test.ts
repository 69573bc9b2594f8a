import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS, PAYMENT_TERM_LAYOUT, PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import {
  companies,
  limits,
  paymentTerms,
  percentageLimits,
  users,
} from '../../src/db/schema/index.ts';
import { createLotteryCategory } from '../support/factories.ts';
import { rolesApp } from '../support/roles.ts';

// Issue 36: the old dashboard's forms send numbers as typed, digit strings ("61"). They are the
// same numbers, under the same rules; anything else ("6a1", "", "-1") is still refused.
const { db, fixture: mine, asSubadmin } = await rolesApp();

/** The old Payment Condition form's body: 16 `{gameCategory, position, condition}`, as text. */
const conditionsAsTyped = (values: readonly number[]) =>
  PAYMENT_TERM_LAYOUT.map(({ gameCategory, position }, i) => ({
    gameCategory,
    position,
    condition: String(values[i]),
  }));
const percentsAsTyped = (percent: string) =>
  PERCENTAGE_GAME_ORDER.map((gameCategory) => ({ gameCategory, limitPercent: percent }));

describe('digit strings are numbers wherever the old forms send numbers', () => {
  it('payment terms: add and update with conditions as text', async () => {
    const category = await createLotteryCategory(db);
    const add = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.name,
      conditions: conditionsAsTyped(DEFAULT_CONDITIONS),
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data._id;
    const changed = DEFAULT_CONDITIONS.map((v, i) => (i === 0 ? 61 : v));
    const update = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${id}`, {
      lotteryCategoryName: category.name,
      conditions: conditionsAsTyped(changed),
    });
    expect(update.statusCode, update.body).toBe(200);
    const [row] = await db.select().from(paymentTerms).where(eq(paymentTerms.id, id));
    expect(row!.conditions).toEqual(changed);
    // Bare strings too (the numbers form of the body).
    const bare = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${id}`, {
      conditions: changed.map(String),
    });
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it.each(['6a1', '', '-60', ' ', '1e3'])(
    'payment terms refuse %j as a condition',
    async (junk) => {
      const category = await createLotteryCategory(db);
      const conditions = conditionsAsTyped(DEFAULT_CONDITIONS).map((c, i) =>
        i === 0 ? { ...c, condition: junk } : c,
      );
      const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
        lotteryCategoryName: category.id,
        conditions,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
        'conditions.0',
      ]);
      expect(
        await db.select().from(paymentTerms).where(eq(paymentTerms.lotteryCategoryId, category.id)),
      ).toHaveLength(0);
    },
  );

  it('percentage limits: add and update with percents as text', async () => {
    const category = await createLotteryCategory(db);
    const add = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', {
      lotteryCategoryName: category.name,
      limits: percentsAsTyped('61'),
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data._id;
    const update = await asSubadmin('PATCH', `/api/subadmin/updatepercentagelimit/${id}`, {
      lotteryCategoryName: category.name,
      limits: percentsAsTyped('12.5'),
    });
    expect(update.statusCode, update.body).toBe(200);
    const [row] = await db.select().from(percentageLimits).where(eq(percentageLimits.id, id));
    expect(row!.limits).toEqual(
      PERCENTAGE_GAME_ORDER.map((gameCategory) => ({ gameCategory, limitPercent: 12.5 })),
    );
    const over = await asSubadmin('PATCH', `/api/subadmin/updatepercentagelimit/${id}`, {
      limits: percentsAsTyped('101'),
    });
    expect(over.statusCode).toBe(400);
  });

  it('limits: amounts as text', async () => {
    const category = await createLotteryCategory(db);
    const add = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
      lotteryCategoryName: category.name,
      limits: [
        { gameCategory: 'BLT', limitsButs: '500' },
        { gameCategory: 'L3C', limitsButs: '' },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    const [row] = await db.select().from(limits).where(eq(limits.lotteryCategoryId, category.id));
    expect(row!.limits).toEqual(
      expect.arrayContaining([expect.objectContaining({ gameCategory: 'BLT', limitsButs: 500 })]),
    );
    const junk = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${row!.id}`, {
      limits: [{ gameCategory: 'BLT', limitsButs: '5a0' }],
    });
    expect(junk.statusCode).toBe(400);
  });

  it("sellers' commission and credit limit, and the company's money settings, as text", async () => {
    const seller = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: `s-${Date.now()}`,
      password: 'secret-123',
      commissionPercent: '12.5',
      creditLimit: '1000',
    });
    expect(seller.statusCode, seller.body).toBe(200);
    expect(seller.json().data).toMatchObject({ commissionPercent: 12.5, creditLimit: 1000 });
    const [stored] = await db
      .select({ rate: users.commissionRate })
      .from(users)
      .where(eq(users.id, seller.json().data._id));
    expect(stored!.rate).toBe(1250);
    const updated = await asSubadmin(
      'PATCH',
      `/api/subadmin/updateseller/${seller.json().data._id}`,
      { commissionPercent: '5' },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.commissionPercent).toBe(5);

    for (const [path, body] of [
      [
        '/api/subadmin/updatecommission',
        { commissionPercent: '7', supervisorCommissionPercent: '2' },
      ],
      ['/api/subadmin/updatepayoutlimit', { sellerPayoutLimit: '25000' }],
      ['/api/subadmin/updatecreditlimit', { defaultCreditLimit: '3000' }],
    ] as const) {
      const response = await asSubadmin('PATCH', path, body);
      expect(response.statusCode, `${path} ${response.body}`).toBe(200);
    }
    const [company] = await db.select().from(companies).where(eq(companies.id, mine.company.id));
    expect(company).toMatchObject({
      sellerCommissionRate: 700,
      supervisorCommissionRate: 200,
      defaultCreditLimit: 300_000,
    });
    for (const junk of ['7a', '', '-1']) {
      const response = await asSubadmin('PATCH', '/api/subadmin/updatecommission', {
        commissionPercent: junk,
      });
      expect(response.statusCode, junk).toBe(400);
    }
  });
});
