import { isUuid } from '@tiraj/domain/contracts';
import { notFound, type AppError } from '../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../lottery-category.ts';
import { ReadThroughCache } from './read-through-cache.ts';

/**
 * Lottery categories by id or name (the sale's `lotteryCategoryName`), asked of the database once
 * and kept in memory: a sale resolves its category without a query. Categories are few and shared
 * by every company, and an admin changes them rarely, so any change of any category drops them all
 * (on every instance, through the event bus), which is simple to get right. What is not found is
 * never kept: a category created a moment ago is found at once.
 */
export class LotteryCategoryCache extends ReadThroughCache<string, ResolvedCategory> {
  /** Same answers as resolveLotteryCategory, outside a transaction (a writer reads its own). */
  async resolve(
    idOrName: string,
    unknown: () => AppError = () => notFound('lottery_category.not_found'),
  ): Promise<ResolvedCategory> {
    // Ids and names both compare without case (a uuid's letters, a name's unique index).
    const key = idOrName.trim().toLowerCase();
    const kept = this.entries.get(key);
    if (kept) return kept;
    const ticket = this.entries.ticket();
    const category = Object.freeze(await resolveLotteryCategory(this.db, idOrName, unknown));
    const until = this.keptUntil();
    if (until !== null) {
      this.entries.set(ticket, key, category, until);
      // The same row by its other spelling, so id and name callers share one read (a name shaped
      // like a uuid is read as an id by resolveLotteryCategory, so it is never a key here).
      const spellings = isUuid(category.name) ? [category.id] : [category.id, category.name];
      for (const other of spellings.map((s) => s.toLowerCase()))
        if (other !== key) this.entries.set(ticket, other, category, until);
    }
    return category;
  }
}
