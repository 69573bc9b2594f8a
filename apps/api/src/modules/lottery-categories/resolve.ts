import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryCategories } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `lotteryCategoryName` in a request: the category's id or its exact name (ARCHITECTURE.md §4). */
export async function resolveLotteryCategory(db: Db | Tx, idOrName: string) {
  const value = idOrName.trim();
  const [row] = await db
    .select()
    .from(lotteryCategories)
    .where(
      UUID.test(value)
        ? eq(lotteryCategories.id, value)
        : sql`lower(${lotteryCategories.name}) = ${value.toLowerCase()}`,
    );
  if (!row) throw notFound('Lottery category');
  return row;
}
