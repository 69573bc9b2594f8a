import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fromCentimes, salesWindow } from '@tiraj/domain';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, tickets, winningNumbers } from '../../db/schema/index.ts';
import { loadTicketPage } from '../../ticketing/ticket-query.ts';
import { paidOutSums } from '../../ticketing/paid-out.ts';
import {
  lotteryFilter,
  rangeFilter,
  saleTotals,
  type Range,
} from '../../ticketing/ticket-range.ts';

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

export async function sellerTickets(
  db: Db,
  seller: CompanyUser,
  range: Range & { cancelled?: boolean },
) {
  return loadTicketPage(
    db,
    and(
      eq(tickets.sellerId, seller.id),
      range.cancelled ? undefined : isNull(tickets.deletedAt),
      await rangeFilter(db, range),
    ),
  );
}

/**
 * HTG a seller paid out in cash between two operator-local days of payment
 * (not draw dates: the cash left the drawer that day), for one lottery or all:
 * the reports' paid-out query keyed by who paid.
 */
export async function paidOutBy(db: Db, sellerId: string, range: Range, timeZone: string) {
  const sums = await paidOutSums(
    db,
    tickets.paidOutBy,
    and(eq(tickets.paidOutBy, sellerId), await lotteryFilter(db, range)),
    range,
    timeZone,
  );
  return fromCentimes(sums.get(sellerId) ?? 0);
}

/** The seller's own Total, Paid and Profit by draw date, and the winnings it paid out in cash on those days. */
export async function sellerSaleReport(
  db: Db,
  seller: CompanyUser,
  range: Range,
  timeZone: string,
) {
  const where = and(await rangeFilter(db, range), eq(tickets.sellerId, seller.id));
  const [totals, paidOut] = await Promise.all([
    saleTotals(db, where),
    paidOutBy(db, seller.id, range, timeZone),
  ]);
  return { ...totals, paidOut };
}
