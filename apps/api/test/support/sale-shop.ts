import { eq } from 'drizzle-orm';
import { limits, limitTotals } from '../../src/db/schema/index.ts';
import { testApp } from './app.ts';
import { createCompany, imeiOf, signIn } from './factories.ts';
import { openCategory } from './sales.ts';

/**
 * The sale tests' server (sell-ticket, sale-refusals, cancel-ticket, sale-concurrency): a fresh
 * shop per test, the running totals of a company, and a limit written straight in the table.
 */
export async function salesApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;

  /** A fresh company with a signed-in seller (under a supervisor) and an open category. */
  async function shop() {
    const fixture = await createCompany(db);
    const token = await signIn(app, fixture.seller, await imeiOf(db, fixture.seller.id));
    const category = await openCategory(db);
    return { ...fixture, token, category };
  }

  async function totalsOf(companyId: string) {
    const rows = await db.select().from(limitTotals).where(eq(limitTotals.companyId, companyId));
    return Object.fromEntries(
      rows.map((r) => [`${r.gameCategory}|${r.number}|${r.scopeKey.split(':')[0]}`, r.total]),
    );
  }

  async function addLimit(
    companyId: string,
    categoryId: string,
    scopeKey: string,
    game: string,
    htg: number,
  ) {
    const [scope, ownerId] = scopeKey.split(':') as [
      'all' | 'supervisor' | 'seller',
      string | undefined,
    ];
    await db.insert(limits).values({
      companyId,
      lotteryCategoryId: categoryId,
      scope,
      ownerId: ownerId ?? null,
      scopeKey,
      limits: [{ gameCategory: game, limitsButs: htg }],
    });
  }

  return { app, db, shop, totalsOf, addLimit };
}
