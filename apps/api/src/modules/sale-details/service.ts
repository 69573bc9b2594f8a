import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  centimesOf,
  fromCentimes,
  GAME_CATEGORIES,
  gameRank,
  reportFiguresOf,
} from '@tiraj/domain';
import type {
  GameTotalsAnswer,
  LotterySummaryAnswer,
  SellDetailsAnswer,
} from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, ticketLines, tickets } from '../../db/schema/index.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';
import { paidOutSums } from '../../ticketing/paid-out.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';
import { sellerInScope, type ScopedSeller } from '../../ticketing/seller-in-scope.ts';

/** The parsed query of every sale-details call. */
export interface DetailQuery {
  seller?: string;
  lotteryCategoryName?: string;
  fromDate: string;
}

export interface DetailSearch {
  seller?: ScopedSeller;
  category?: ResolvedCategory;
  date: string;
}

/** Resolves the seller (404 outside the caller's scope) and the lottery (404 unknown). */
export async function detailSearchOf(
  db: Db,
  actor: CompanyUser,
  q: DetailQuery,
): Promise<DetailSearch> {
  return {
    seller: q.seller ? await sellerInScope(db, actor, q.seller) : undefined,
    category: q.lotteryCategoryName
      ? await resolveLotteryCategory(db, q.lotteryCategoryName)
      : undefined,
    date: q.fromDate,
  };
}

/**
 * The ticket lines that count in sale details (ARCHITECTURE.md §6b): not bonus,
 * of tickets not deleted, that the caller may see. Needs `tickets` joined on the
 * line's ticket. The filters on the line's own columns let the planner use the
 * line indexes (company, date, seller) and (lottery, date).
 */
export function countedLines(actor: CompanyUser, s: DetailSearch) {
  return and(
    eq(ticketLines.companyId, actor.companyId),
    eq(ticketLines.drawDate, s.date),
    s.seller ? eq(ticketLines.sellerId, s.seller.id) : undefined,
    s.category ? eq(ticketLines.lotteryCategoryId, s.category.id) : undefined,
    eq(ticketLines.bonus, false),
    isNull(tickets.deletedAt),
    ticketsOf(actor),
  );
}

/** Table (a): per (lottery, game, number) how many lines and their sum. */
export async function sellDetails(
  db: Db,
  actor: CompanyUser,
  s: DetailSearch,
): Promise<Omit<SellDetailsAnswer, 'success'>> {
  const rows = await db
    .select({
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      categoryId: ticketLines.lotteryCategoryId,
      categoryName: lotteryCategories.name,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${ticketLines.amount})`,
    })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, ticketLines.lotteryCategoryId))
    .where(countedLines(actor, s))
    .groupBy(
      ticketLines.lotteryCategoryId,
      lotteryCategories.name,
      ticketLines.gameCategory,
      ticketLines.number,
    );
  // Sorting the aggregated groups (a few hundred at most), not the lines.
  rows.sort(
    (a, b) =>
      a.categoryName.localeCompare(b.categoryName) ||
      gameRank(a.gameCategory) - gameRank(b.gameCategory) ||
      a.number.localeCompare(b.number),
  );
  let total = 0;
  const data = rows.map((r) => {
    total += centimesOf(r.amount);
    return {
      _id: {
        gameCategory: r.gameCategory,
        number: r.number,
        date: s.date,
        lotteryCategoryName: r.categoryName,
        lotteryCategoryId: r.categoryId,
      },
      count: Number(r.count),
      totalAmount: fromCentimes(centimesOf(r.amount)),
    };
  });
  return { data, total: fromCentimes(total) };
}

/** Box (b): per game (L4C 1, 2, 3 apart), all nine in SPEC order. */
export async function gameTotals(
  db: Db,
  actor: CompanyUser,
  s: DetailSearch,
): Promise<Omit<GameTotalsAnswer, 'success'>> {
  const rows = await db
    .select({
      gameCategory: ticketLines.gameCategory,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${ticketLines.amount})`,
    })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
    .where(countedLines(actor, s))
    .groupBy(ticketLines.gameCategory);
  const byGame = new Map(rows.map((r) => [r.gameCategory, r]));
  let total = 0;
  const data = GAME_CATEGORIES.map((game) => {
    const row = byGame.get(game);
    total += centimesOf(row?.amount);
    return {
      gameCategory: game,
      count: Number(row?.count ?? 0),
      totalAmount: fromCentimes(centimesOf(row?.amount)),
    };
  });
  return { data, total: fromCentimes(total) };
}

/**
 * Table (c): per lottery of the date, Total, Paid (won) and Profit from the
 * tickets' own sums, and Paid out: the cash handed over that day on the
 * lottery's tickets (a lottery with payouts but no sales that day gets a row).
 */
export async function lotterySummaries(
  db: Db,
  actor: CompanyUser,
  s: Omit<DetailSearch, 'category'>,
  timeZone: string,
): Promise<Omit<LotterySummaryAnswer, 'success'>> {
  const scope = and(
    eq(tickets.companyId, actor.companyId),
    s.seller ? eq(tickets.sellerId, s.seller.id) : undefined,
    ticketsOf(actor),
  );
  const paidOut = await paidOutSums(
    db,
    tickets.lotteryCategoryId,
    scope,
    { fromDate: s.date, toDate: s.date },
    timeZone,
  );
  const sold = await db
    .select({
      id: tickets.lotteryCategoryId,
      name: lotteryCategories.name,
      sum: sql<string>`sum(${tickets.totalAmount})`,
      paid: sql<string>`sum(${tickets.paidAmount})`,
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .where(
      and(
        eq(tickets.companyId, actor.companyId),
        eq(tickets.drawDate, s.date),
        s.seller ? eq(tickets.sellerId, s.seller.id) : undefined,
        isNull(tickets.deletedAt),
        ticketsOf(actor),
      ),
    )
    .groupBy(tickets.lotteryCategoryId, lotteryCategories.name)
    .orderBy(asc(lotteryCategories.name));
  const missing = [...paidOut.keys()].filter((id) => !sold.some((r) => r.id === id));
  const extra = missing.length
    ? await db
        .select({
          id: lotteryCategories.id,
          name: lotteryCategories.name,
          sum: sql<string>`'0'`,
          paid: sql<string>`'0'`,
        })
        .from(lotteryCategories)
        .where(inArray(lotteryCategories.id, missing))
    : [];
  const rows = [...sold, ...extra].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let sum = 0;
  let paid = 0;
  let cash = 0;
  const data = rows.map((r) => {
    const out = paidOut.get(r.id) ?? 0;
    sum += centimesOf(r.sum);
    paid += centimesOf(r.paid);
    cash += out;
    return {
      _id: r.id,
      name: r.name,
      ...reportFiguresOf(centimesOf(r.sum), centimesOf(r.paid), out),
    };
  });
  return { data, totals: reportFiguresOf(sum, paid, cash) };
}
