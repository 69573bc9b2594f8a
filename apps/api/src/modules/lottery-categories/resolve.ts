import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryCategories } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResolvedCategory {
  id: string;
  name: string;
}

/**
 * A request's `lotteryCategoryName`: the category's id or its exact name
 * (ARCHITECTURE.md §4). Categories are shared by every company. Unknown → 404.
 */
export async function resolveLotteryCategory(
  db: Db | Tx,
  idOrName: string,
): Promise<ResolvedCategory> {
  const value = idOrName.trim();
  // Comparing a non-UUID with the uuid column would be a database error: only ids look like ids.
  const match = UUID.test(value)
    ? or(eq(lotteryCategories.id, value), eq(lotteryCategories.name, value))
    : eq(lotteryCategories.name, value);
  const [row] = await db
    .select({ id: lotteryCategories.id, name: lotteryCategories.name })
    .from(lotteryCategories)
    .where(match)
    .limit(1);
  if (!row) throw notFound('Lottery category');
  return row;
}
