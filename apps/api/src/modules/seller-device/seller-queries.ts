import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { fromCentimes, salesWindow } from '@tiraj/domain';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, lotteryCategories, tickets, winningNumbers } from '../../db/schema/index.ts';
import { loadTicketPage } from '../../ticketing/ticket-query.ts';
import { paidOutSums } from '../../ticketing/paid-out.ts';
import { sellerCashOver, sellerDaysFigures } from '../../ticketing/seller-days.ts';
import {
  lotteryFilter,
  rangeFilter,
  saleTotals,
  type Range,
} from '../../ticketing/ticket-range.ts';

/**
 * Every category with whether a sale now is possible, for which draw, and until when. The clock
 * opens and closes a draw; a draw that has its result for the date stays closed for that date
 * (a result is accepted only after the close; a close moved later since does not reopen it).
 */
/** Does the seller's company sell offline (issue 32)? Said with its draws: the POS takes grants. */
export async function sellsOffline(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: companies.offlineEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.enabled ?? false;
}

export async function sellerCategories(db: Db, timeZone: string, now = new Date()) {
  const categories = await db
    .select()
    .from(lotteryCategories)
    .orderBy(asc(lotteryCategories.startTime));
  const windows = categories.map((c) => salesWindow(c.startTime, c.endTime, now, timeZone));
  const dates = [...new Set(windows.map((w) => w.drawDate))];
  const drawn = dates.length
    ? await db
        .select({ categoryId: winningNumbers.lotteryCategoryId, date: winningNumbers.drawDate })
        .from(winningNumbers)
        .where(inArray(winningNumbers.drawDate, dates))
    : [];
  const hasResult = new Set(drawn.map((d) => `${d.categoryId}|${d.date}`));
  return categories.map((c, i) => {
    const w = windows[i]!;
    return {
      _id: c.id,
      lotteryName: c.name,
      startTime: c.startTime,
      endTime: c.endTime,
      // A catalog draw is not offered on a day it does not draw (issue 40).
      open:
        w.open && !hasResult.has(`${c.id}|${w.drawDate}`) && !c.noDrawDates.includes(w.drawDate),
      drawDate: w.drawDate,
      until: w.until,
    };
  });
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

/**
 * The seller's own Total, Paid and Profit by draw date, the winnings it paid out in cash on those
 * days, and its commission and due on those days as the cash-up counts them (operator days of
 * sale, every lottery: so none when one lottery is asked, rather than a figure of another scope).
 */
export async function sellerSaleReport(
  db: Db,
  seller: CompanyUser,
  range: Range,
  timeZone: string,
) {
  const where = and(await rangeFilter(db, range), eq(tickets.sellerId, seller.id));
  const [totals, paidOut, money, cash] = await Promise.all([
    saleTotals(db, where),
    paidOutBy(db, seller.id, range, timeZone),
    range.lotteryCategoryName
      ? null
      : sellerDaysFigures(db, seller.id, range.fromDate, range.toDate),
    // What is still owed after the cash handed in (issue 37): the ledger's figure, never the
    // device's sum.
    range.lotteryCategoryName ? null : sellerCashOver(db, seller.id, range.fromDate, range.toDate),
  ]);
  return {
    ...totals,
    paidOut,
    commission: money && fromCentimes(money.commission),
    due: money && fromCentimes(money.due),
    remitted: cash && fromCentimes(cash.remitted),
    balance: cash && fromCentimes(cash.balance),
  };
}
