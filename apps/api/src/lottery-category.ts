import { eq, sql } from 'drizzle-orm';
import { isUuid } from '@tiraj/domain/contracts';
import type { Db, Tx } from './db/client.ts';
import { lotteryCategories } from './db/schema/index.ts';
import { notFound, type AppError } from './errors.ts';

export type ResolvedCategory = typeof lotteryCategories.$inferSelect;

/**
 * A request's `lotteryCategoryName`: the category's id or its exact name
 * (ARCHITECTURE.md §4; names are unique whatever their case). Categories are
 * shared by every company. Unknown → 404 ("Lottery category not found.", or the
 * caller's own answer where its screen words it otherwise).
 */
export async function resolveLotteryCategory(
  db: Db | Tx,
  idOrName: string,
  unknown: () => AppError = () => notFound('lottery_category.not_found'),
): Promise<ResolvedCategory> {
  const value = idOrName.trim();
  // Comparing a non-UUID with the uuid column would be a database error: only ids look like ids.
  const [row] = await db
    .select()
    .from(lotteryCategories)
    .where(
      isUuid(value)
        ? eq(lotteryCategories.id, value)
        : sql`lower(${lotteryCategories.name}) = ${value.toLowerCase()}`,
    )
    .limit(1);
  if (!row) throw unknown();
  return row;
}

/** How a sale finds its category: the cache in front of the database (caches/), or the database. */
export type FindCategory = (idOrName: string) => Promise<ResolvedCategory>;
