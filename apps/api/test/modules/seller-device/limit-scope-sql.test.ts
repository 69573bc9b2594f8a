import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limitScopeKey, sellerScopeKeys } from '@tiraj/domain';
import { rowsOf } from '../../../src/db/client.ts';
import type { SaleContext } from '../../../src/modules/seller-device/sale-context.ts';
import { testApp } from '../../support/app.ts';
import {
  createCompany,
  createLotteryCategory,
  createUser,
  insertLimit,
} from '../../support/factories.ts';

const { ctx } = await testApp();
const db = ctx.db;

/** The limit records the sale's SQL (`tiraj_sale_context`, db/functions/sale-context.sql) finds for a seller. */
async function scopesInSql(sellerId: string, categoryId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select tiraj_sale_context(${sellerId}::uuid, ${categoryId}::uuid, current_date) as context`,
  );
  const context = rowsOf<{ context: SaleContext }>(result)[0]!.context;
  return context.limitRecords.map((r) => r.scopeKey);
}

describe('the limit scope keys of a sale, in SQL and in the domain', () => {
  it('are the same for a seller with a supervisor and for one without', async () => {
    const { company, supervisor } = await createCompany(db);
    const other = await createUser(db, 'supervisor', company.id);
    const supervised = await createUser(db, 'seller', company.id, { supervisorId: supervisor.id });
    const alone = await createUser(db, 'seller', company.id);
    const category = await createLotteryCategory(db);
    // A record for every scope there is in the company: the sale's SQL must pick the domain's.
    const keys = [
      limitScopeKey('all', null),
      ...[supervisor.id, other.id].map((id) => limitScopeKey('supervisor', id)),
      ...[supervised.id, alone.id].map((id) => limitScopeKey('seller', id)),
    ];
    for (const key of keys)
      await insertLimit(db, company.id, category.id, key, [
        { gameCategory: 'BLT', limitsButs: 10 },
      ]);
    const cases: [string, string | null][] = [
      [supervised.id, supervisor.id],
      [alone.id, null],
    ];
    for (const [sellerId, supervisorId] of cases) {
      expect((await scopesInSql(sellerId, category.id)).sort()).toEqual(
        sellerScopeKeys(sellerId, supervisorId).sort(),
      );
    }
  });
});
