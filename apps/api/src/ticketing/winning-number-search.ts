import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { WinningNumber, WinningNumberSearch } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { lotteryCategories, winningNumbers } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { resolveLotteryCategory } from '../lottery-category.ts';

/** Results with their category's name, as every screen and the seller device read them. */
export function selectResults(db: Db) {
  return db
    .select({
      _id: winningNumbers.id,
      lotteryCategoryName: lotteryCategories.name,
      lotteryCategoryId: lotteryCategories.id,
      date: winningNumbers.drawDate,
      numbers: winningNumbers.numbers,
    })
    .from(winningNumbers)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, winningNumbers.lotteryCategoryId));
}

export async function searchWinningNumbers(
  db: Db,
  search: WinningNumberSearch,
): Promise<WinningNumber[]> {
  if (search.fromDate > search.toDate) throw badRequest(coded('date_range.reversed'), 'fromDate');
  const category = search.lotteryCategoryName
    ? await resolveLotteryCategory(db, search.lotteryCategoryName)
    : undefined;
  return selectResults(db)
    .where(
      and(
        gte(winningNumbers.drawDate, search.fromDate),
        lte(winningNumbers.drawDate, search.toDate),
        category ? eq(winningNumbers.lotteryCategoryId, category.id) : undefined,
      ),
    )
    .orderBy(desc(winningNumbers.drawDate), asc(lotteryCategories.name));
}
