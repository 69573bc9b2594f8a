import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  correctedPayoutOf,
  exposureOf,
  fromCentimes,
  LOTTERYSOFT_RESULT_LAYOUT,
  ticketState,
  type GameCategory,
} from '@tiraj/domain';
import type { Ticket, TicketPage, TicketSort, TicketSummary } from '@tiraj/domain/contracts';
import type { Db } from '../db/client.ts';
import { resultPostedOfTicket } from './result-posted.ts';
import {
  companies,
  lotteryCategories,
  offlineTickets,
  ticketLines,
  tickets,
  users,
} from '../db/schema/index.ts';

/** Who paid a ticket out: a seller or the company's subadmin. */
const payer = alias(users, 'payer');

/** The most tickets one list answers; `more` says when the search matched others. */
export const TICKET_PAGE = 2000;

/** A page's size when only `page` is asked. */
export const DEFAULT_PAGE_SIZE = 50;

/** The column each sort of a ticket list reads. */
export const SORT_COLUMN: Record<TicketSort, AnyPgColumn> = {
  soldAt: tickets.soldAt,
  ticketId: tickets.ticketCode,
  date: tickets.drawDate,
  lottery: lotteryCategories.name,
  seller: users.userName,
  ticketPrice: tickets.totalAmount,
  paidAmount: tickets.paidAmount,
};

/** How a list is ordered: a column and a direction; absent, newest sale first. */
export interface TicketOrder {
  sort?: TicketSort;
  order?: 'asc' | 'desc';
}

/** The ORDER BY of a list: the column asked, then the newest sale and the id, so pages never overlap. */
function orderOf({ sort, order }: TicketOrder): SQL[] {
  const tail = [desc(tickets.soldAt), desc(tickets.id)];
  if (!sort) return tail;
  const column = SORT_COLUMN[sort];
  return [order === 'desc' ? desc(column) : asc(column), ...tail];
}

/** The cash handed over and, for a winner paid under a result since corrected, paid out − won now (HTG). */
function paidOutFiguresOf(r: {
  paid: number;
  paidOutAt: Date | null;
  paidOutAmount: number | null;
}) {
  const corrected = correctedPayoutOf({
    paidAmount: r.paid,
    paidOutAt: r.paidOutAt,
    paidOutAmount: r.paidOutAmount,
  });
  return {
    paidOutAmount: r.paidOutAt && r.paidOutAmount !== null ? fromCentimes(r.paidOutAmount) : null,
    paidOutDifference: corrected ? fromCentimes(corrected.difference) : null,
  };
}

/** The newest `limit` tickets matching `where`, and whether more match (the screen says to narrow the search). */
export async function loadTicketPage(
  db: Db,
  where: SQL | undefined,
  limit = TICKET_PAGE,
  order: TicketOrder = {},
): Promise<{ data: Ticket[]; more: boolean }> {
  const rows = await loadTickets(db, where, limit + 1, { order });
  return { data: rows.slice(0, limit), more: rows.length > limit };
}

/**
 * One page of the tickets matching `where`, without their lines (a page of a
 * seven-week search stays a few kilobytes), and how many match in all.
 */
export async function loadTicketSummaries(
  db: Db,
  where: SQL | undefined,
  paging: { page?: number; pageSize?: number; withLines?: 'yes' | '' } & TicketOrder,
): Promise<Omit<TicketPage, 'success'>> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? DEFAULT_PAGE_SIZE;
  const [counted] = await db.select({ total: count() }).from(tickets).where(where);
  const total = counted?.total ?? 0;
  const window = { offset: (page - 1) * pageSize, order: paging };
  // An export's pages carry the lines (its file lists them); a screen's page does not.
  const data =
    paging.withLines === 'yes'
      ? await loadTickets(db, where, pageSize, window)
      : await loadTickets(db, where, pageSize, { ...window, lines: false });
  return { data, more: page * pageSize < total, total, page, pageSize };
}

/** Tickets matching `where`, newest first (or as `order` says), each with its lines, in the API's shape. */
export async function loadTickets(
  db: Db,
  where: SQL | undefined,
  limit?: number,
  options?: { offset?: number; order?: TicketOrder; lines?: true },
): Promise<Ticket[]>;
export async function loadTickets(
  db: Db,
  where: SQL | undefined,
  limit: number,
  options: { offset?: number; order?: TicketOrder; lines: false },
): Promise<TicketSummary[]>;
export async function loadTickets(
  db: Db,
  where: SQL | undefined,
  limit = TICKET_PAGE,
  options: { offset?: number; order?: TicketOrder; lines?: boolean } = {},
): Promise<Ticket[] | TicketSummary[]> {
  const rows = await db
    .select({
      id: tickets.id,
      code: tickets.ticketCode,
      drawDate: tickets.drawDate,
      soldAt: tickets.soldAt,
      categoryId: tickets.lotteryCategoryId,
      categoryName: lotteryCategories.name,
      sellerId: tickets.sellerId,
      sellerName: users.userName,
      companyName: companies.name,
      total: tickets.totalAmount,
      paid: tickets.paidAmount,
      deletedAt: tickets.deletedAt,
      paidOutAt: tickets.paidOutAt,
      paidOutBy: tickets.paidOutBy,
      paidOutByName: payer.userName,
      paidOutAmount: tickets.paidOutAmount,
      multipliers: tickets.multipliers,
      lotterySoftNumber: tickets.lotterySoftNumber,
      resultLayout: tickets.resultLayout,
      resultPosted: resultPostedOfTicket(),
      // by the offline tickets' (seller, sale key) index: one look-up a ticket
      soldOffline: sql<boolean>`exists (select 1 from ${offlineTickets} o
        where o.seller_id = ${tickets.sellerId} and o.sale_key = ${tickets.saleKey}
        and o.ticket_id = ${tickets.id})`,
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(payer, eq(payer.id, tickets.paidOutBy))
    .where(where)
    .orderBy(...orderOf(options.order ?? {}))
    .limit(limit)
    .offset(options.offset ?? 0);
  if (rows.length === 0) return [];
  const summaries: TicketSummary[] = rows.map((r) => ({
    _id: r.id,
    ticketId: r.code,
    date: r.drawDate,
    soldAt: r.soldAt.toISOString(),
    lotteryCategoryName: r.categoryName,
    lotteryCategoryId: r.categoryId,
    seller: { _id: r.sellerId, userName: r.sellerName },
    sellerCompany: r.companyName,
    ticketPrice: fromCentimes(r.total),
    paidAmount: fromCentimes(r.paid),
    deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
    paidOutAt: r.paidOutAt ? r.paidOutAt.toISOString() : null,
    paidOutBy: r.paidOutBy ? { _id: r.paidOutBy, userName: r.paidOutByName ?? '' } : null,
    ...paidOutFiguresOf(r),
    // Only on tickets a LotterySoft device sold: the number its customer holds on paper.
    ...(r.lotterySoftNumber === null ? {} : { lotterySoftNumber: r.lotterySoftNumber }),
    // Only on tickets sold offline and synced: lists and reprints mark them (issue 37).
    ...(r.soldOffline ? { offline: true as const } : {}),
    // Only on tickets sold under LotterySoft's layout: their L5C 3 reads L3C + 1st lot.
    ...(r.resultLayout === LOTTERYSOFT_RESULT_LAYOUT
      ? { resultLayout: LOTTERYSOFT_RESULT_LAYOUT }
      : {}),
    state: ticketState({
      deleted: r.deletedAt !== null,
      resultPosted: r.resultPosted,
      paidOut: r.paidOutAt !== null,
      paidAmount: r.paid,
    }),
  }));
  if (options.lines === false) return summaries;
  const lines = await db
    .select()
    .from(ticketLines)
    .where(
      inArray(
        ticketLines.ticketId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketLines.bonus), asc(ticketLines.position));
  const byTicket = new Map<string, (typeof lines)[number][]>();
  for (const line of lines)
    byTicket.set(line.ticketId, [...(byTicket.get(line.ticketId) ?? []), line]);
  const multipliersOf = new Map(rows.map((r) => [r.id, r.multipliers]));
  return summaries.map((t) => ({
    ...t,
    numbers: (byTicket.get(t._id) ?? []).map((l) => ({
      _id: l.id,
      gameCategory: l.gameCategory,
      number: l.number,
      amount: fromCentimes(l.amount),
      bonus: l.bonus,
      winFlag: l.winFlag,
      payout: fromCentimes(l.payout),
      // At the multipliers kept on the ticket, as the settlement pays it.
      potentialWin: fromCentimes(
        exposureOf(
          { ...l, gameCategory: l.gameCategory as GameCategory },
          multipliersOf.get(t._id) ?? [],
        ),
      ),
    })),
  }));
}
