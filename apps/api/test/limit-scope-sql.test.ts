import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerScopeKeys } from '@tiraj/domain';
import { rowsOf } from '../src/db/client.ts';
import { sellerScopeKeysSql } from '../src/ticketing/limit-scope-sql.ts';
import { testApp } from './support/app.ts';
import { createCompany, createUser } from './support/factories.ts';

const { ctx } = await testApp();
const db = ctx.db;

/** The keys the sale's SQL builds from the seller's row, without the null of a missing supervisor. */
async function keysInSql(sellerId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select array_remove(${sellerScopeKeysSql(sql.raw('u.id'), sql.raw('u.supervisor_id'))}, null) as keys
      from users u where u.id = ${sellerId}`);
  return rowsOf<{ keys: string[] }>(result)[0]!.keys;
}

describe('the limit scope keys of a sale, in SQL and in the domain', () => {
  it('are the same for a seller with a supervisor and for one without', async () => {
    const { company, supervisor } = await createCompany(db);
    const supervised = await createUser(db, 'seller', company.id, { supervisorId: supervisor.id });
    const alone = await createUser(db, 'seller', company.id);
    const cases: [string, string | null][] = [
      [supervised.id, supervisor.id],
      [alone.id, null],
    ];
    for (const [sellerId, supervisorId] of cases) {
      expect(await keysInSql(sellerId)).toEqual(sellerScopeKeys(sellerId, supervisorId));
    }
  });
});
