import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { salesWindow } from '@tiraj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, tickets, winningNumbers } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { resolveLotteryCategory } from '../lottery-categories/resolve.ts';
import { loadTicketPage } from '../tickets/ticket-query.ts';

/** Every category with whether a sale now is possible, for which draw, and until when. */
export async function sellerCategories(db: Db, timeZone: string, now = new Date()) {
  const categories = await db
    .select()
    .from(lotteryCategories)
    .orderBy(asc(lotteryCategories.startTime));
  const windows = categories.map((c) => ({
    c,
    w: salesWindow(c.startTime, c.endTime, now, timeZone),
  }));
  const posted = await db
    .select({ categoryId: winningNumbers.lotteryCategoryId, date: winningNumbers.drawDate })
    .from(winningNumbers)
    .where(
      sql`${winningNumbers.drawDate} >= ${windows.reduce((min, x) => (x.w.drawDate < min ? x.w.drawDate : min), '9999-12-31')}`,
    );
  const hasResult = new Set(posted.map((p) => `${p.categoryId}|${p.date}`));
  return windows.map(({ c, w }) => ({
    _id: c.id,
    lotteryName: c.name,
    startTime: c.startTime,
    endTime: c.endTime,
    open: w.open && !hasResult.has(`${c.id}|${w.drawDate}`),
    drawDate: w.drawDate,
    until: w.until,
  }));
}

export interface Range {
  fromDate: string;
  toDate: string;
  lotteryCategoryName?: string;
}

export async function rangeFilter(db: Db, range: Range) {
  if (range.fromDate > range.toDate) throw badRequest('From must not be after To', 'fromDate');
  const category = range.lotteryCategoryName
    ? await resolveLotteryCategory(db, range.lotteryCategoryName)
    : undefined;
  return and(
    gte(tickets.drawDate, range.fromDate),
    lte(tickets.drawDate, range.toDate),
    category ? eq(tickets.lotteryCategoryId, category.id) : undefined,
  );
}

export async function sellerTickets(db: Db, seller: SessionUser, range: Range) {
  return loadTicketPage(
    db,
    and(eq(tickets.sellerId, seller.id), isNull(tickets.deletedAt), await rangeFilter(db, range)),
  );
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
  const total = Number(row?.total ?? 0);
  const paid = Number(row?.paid ?? 0);
  return { total: total / 100, paid: paid / 100, profit: (total - paid) / 100 };
}

/**
 * HTG a seller paid out in cash between two operator-local days of payment
 * (not draw dates: the cash left the drawer that day), for one lottery or all.
 */
export async function paidOutBy(db: Db, sellerId: string, range: Range, timeZone: string) {
  const category = range.lotteryCategoryName
    ? await resolveLotteryCategory(db, range.lotteryCategoryName)
    : undefined;
  // Local midnights as instants, so the (paid_out_by, paid_out_at) index serves the range.
  const [row] = await db
    .select({ paidOut: sql<string>`coalesce(sum(${tickets.paidOutAmount}), 0)` })
    .from(tickets)
    .where(
      and(
        eq(tickets.paidOutBy, sellerId),
        sql`${tickets.paidOutAt} >= (${range.fromDate}::date::timestamp at time zone ${timeZone})`,
        sql`${tickets.paidOutAt} < ((${range.toDate}::date + 1)::timestamp at time zone ${timeZone})`,
        category ? eq(tickets.lotteryCategoryId, category.id) : undefined,
      ),
    );
  return Number(row?.paidOut ?? 0) / 100;
}
