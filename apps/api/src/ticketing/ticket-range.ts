import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { coded, centimesOf, saleFiguresOf } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { resolveLotteryCategory } from '../lottery-category.ts';

/** The search every ticket list and report shares: draw dates, and one lottery or all. */
export interface Range {
  fromDate: string;
  toDate: string;
  lotteryCategoryName?: string;
}

export async function rangeFilter(db: Db, range: Range) {
  if (range.fromDate > range.toDate) throw badRequest(coded('date_range.reversed'), 'fromDate');
  return and(
    gte(tickets.drawDate, range.fromDate),
    lte(tickets.drawDate, range.toDate),
    await lotteryFilter(db, range),
  );
}

/** The range's lottery alone (paid out is by day of payment, not by draw date). */
export async function lotteryFilter(db: Db, range: Pick<Range, 'lotteryCategoryName'>) {
  const category = range.lotteryCategoryName
    ? await resolveLotteryCategory(db, range.lotteryCategoryName)
    : undefined;
  return category ? eq(tickets.lotteryCategoryId, category.id) : undefined;
}

/** Total, Paid, Profit of tickets matching `where` (not deleted): exact, in centimes, sent as HTG. */
export async function saleTotals(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${tickets.totalAmount}), 0)`,
      paid: sql<string>`coalesce(sum(${tickets.paidAmount}), 0)`,
    })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), where));
  const { sum, paid, profit } = saleFiguresOf(centimesOf(row?.total), centimesOf(row?.paid));
  return { total: sum, paid, profit };
}
