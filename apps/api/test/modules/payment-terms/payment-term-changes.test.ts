import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_CONDITIONS } from '@tiraj/domain';
import { auditActions } from '../../support/checks.ts';
import { caller, createLotteryCategory, signedInCompany } from '../../support/factories.ts';
import { paymentTermsApp, RATES } from '../../support/payment-terms.ts';

const {
  app,
  db,
  fixture: mine,
  asSubadmin,
  storedConditions,
  createTerm,
} = await paymentTermsApp();

describe('payment terms', () => {
  it('updates a term, stores and audits the change', async () => {
    const { category, term } = await createTerm();
    const conditions = conditionsOf({ ...RATES, mrg: 1200.5 });
    const response = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${term._id}`, {
      lotteryCategoryName: category.name,
      conditions,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Payment condition updated',
      data: { _id: term._id, lotteryCategoryId: category.id, lotteryCategoryName: category.name },
    });
    expect(response.json().data.conditions[10]).toEqual({
      gameCategory: 'MRG',
      position: 1,
      condition: 1200.5,
    });
    expect(await storedConditions(term._id)).toEqual(conditions);
    // Moving it to another category keeps the conditions when none are sent.
    const next = await createLotteryCategory(db);
    const moved = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${term._id}`, {
      lotteryCategoryName: next.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.lotteryCategoryName).toBe(next.name);
    expect(await storedConditions(term._id)).toEqual(conditions);
    expect(await auditActions(db, term._id, mine.company.id, mine.subadmin.id, 'action')).toEqual([
      'create',
      'update',
      'update',
    ]);
  });

  it('refuses invalid conditions on update with 400', async () => {
    const { term } = await createTerm();
    const response = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${term._id}`, {
      conditions: DEFAULT_CONDITIONS.map((v, i) => (i === 7 ? 0 : v)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('conditions.7');
    expect(await storedConditions(term._id)).toEqual(DEFAULT_CONDITIONS);
  });

  it("answers 404 for another company's term, and leaves it alone", async () => {
    const other = await signedInCompany(app, db);
    const category = await createLotteryCategory(db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpaymentterm',
      {
        lotteryCategoryName: category.id,
        conditions: DEFAULT_CONDITIONS,
      },
    );
    const id = theirs.json().data._id as string;
    const update = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${id}`, {
      conditions: conditionsOf(RATES),
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      success: false,
      message: 'Payment term not found.',
      code: 'payment_term.not_found',
    });
    expect((await asSubadmin('DELETE', `/api/subadmin/deletepaymentterm/${id}`)).statusCode).toBe(
      404,
    );
    expect(await storedConditions(id)).toEqual(DEFAULT_CONDITIONS);
    expect(
      (await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${randomUUID()}`, {})).statusCode,
    ).toBe(404);
    expect(
      (await asSubadmin('PATCH', '/api/subadmin/updatepaymentterm/not-an-id', {})).statusCode,
    ).toBe(400);
  });

  it('deletes a term (the category pays the official rates again) and audits it', async () => {
    const { term } = await createTerm();
    const response = await asSubadmin('DELETE', `/api/subadmin/deletepaymentterm/${term._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Payment condition deleted' });
    expect(await storedConditions(term._id)).toBeUndefined();
    expect(await auditActions(db, term._id, mine.company.id, mine.subadmin.id, 'action')).toEqual([
      'create',
      'delete',
    ]);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletepaymentterm/${term._id}`)).statusCode,
    ).toBe(404);
  });
});
