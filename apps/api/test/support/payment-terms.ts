import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_CONDITIONS } from '@tiraj/domain';
import { paymentTerms } from '../../src/db/schema/index.ts';
import { createLotteryCategory } from './factories.ts';
import { rolesApp } from './roles.ts';

/** A payment term's rates by game and position, for `conditionsOf`. */
export const RATES = {
  first: 60,
  second: 25,
  third: 12.5,
  l3c: 600,
  l4c: 4000,
  l5c: 20000,
  mrg: 900,
};

/**
 * The payment-term tests' server (payment-terms, payment-term-changes), the conditions stored for
 * a term, and `createTerm`: a term of the subadmin's company on a new lottery category.
 */
export async function paymentTermsApp() {
  const roles = await rolesApp();
  const { db, asSubadmin } = roles;

  async function storedConditions(id: string) {
    const rows = await db.select().from(paymentTerms).where(eq(paymentTerms.id, id));
    return rows[0]?.conditions;
  }

  async function createTerm(conditions: number[] = DEFAULT_CONDITIONS.slice()) {
    const category = await createLotteryCategory(db);
    const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.id,
      conditions,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { category, term: response.json().data as { _id: string } };
  }

  return { ...roles, storedConditions, createTerm };
}
