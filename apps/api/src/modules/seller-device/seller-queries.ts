import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { centimesOf, fromCentimes, salesWindow } from '@tiraj/domain';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, tickets } from '../../db/schema/index.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { loadTicketPage } from '../../ticketing/ticket-query.ts';
import { rangeFilter, saleTotals, type Range } from '../../ticketing/ticket-range.ts';

/** Every category with whether a sale now is possible, for which draw, and until when. */
export async function sellerCategories(db: Db, timeZone: string, now = new Date()) {
  const categories = await db
    .select()
    .from(lotteryCategories)
    .orderBy(asc(lotteryCategories.startTime));
  return categories.map((c) => {
    // Only the clock opens and closes a draw: a result is accepted only after it closed.
    const w = salesWindow(c.startTime, c.endTime, now, timeZone);
    return {
      _id: c.id,
      lotteryName: c.name,
      startTime: c.startTime,
      endTime: c.endTime,
      open: w.open,
      drawDate: w.drawDate,
      until: w.until,
    };
  });
}

export async function sellerTickets(db: Db, seller: CompanyUser, range: Range) {
  return loadTicketPage(
    db,
    and(eq(tickets.sellerId, seller.id), isNull(tickets.deletedAt), await rangeFilter(db, range)),
  );
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
  return fromCentimes(centimesOf(row?.paidOut));
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
