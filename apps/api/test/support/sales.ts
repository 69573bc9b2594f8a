import { eq } from 'drizzle-orm';
import { limitTotals } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from './app.ts';
import { bearer } from './factories.ts';

export function sell(
  app: App,
  token: string,
  lotteryCategoryName: string,
  numbers: { gameCategory: string; number: string; amount: number }[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/seller/addticket',
    headers: bearer(token),
    payload: { lotteryCategoryName, numbers },
  });
}

/**
 * The sale tests' server (sales, sale-refusals, cancel-ticket, sale-concurrency) and the running
 * totals of a company, keyed `game|number|scope`.
 */
export async function salesApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;

  async function totalsOf(companyId: string) {
    const rows = await db.select().from(limitTotals).where(eq(limitTotals.companyId, companyId));
    return Object.fromEntries(
      rows.map((r) => [`${r.gameCategory}|${r.number}|${r.scopeKey.split(':')[0]}`, r.total]),
    );
  }

  return { app, db, totalsOf };
}
