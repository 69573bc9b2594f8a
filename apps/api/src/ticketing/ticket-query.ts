import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCentimes } from '@tiraj/domain';
import type { Ticket } from '@tiraj/domain/contracts';
import type { Db } from '../db/client.ts';
import { companies, lotteryCategories, ticketLines, tickets, users } from '../db/schema/index.ts';

/** Who paid a ticket out: a seller or the company's subadmin. */
const payer = alias(users, 'payer');

/** The most tickets one list answers; `more` says when the search matched others. */
export const TICKET_PAGE = 2000;

/** The newest `limit` tickets matching `where`, and whether more match (the screen says to narrow the search). */
export async function loadTicketPage(
  db: Db,
  where: SQL | undefined,
  limit = TICKET_PAGE,
): Promise<{ data: Ticket[]; more: boolean }> {
  const rows = await loadTickets(db, where, limit + 1);
  return { data: rows.slice(0, limit), more: rows.length > limit };
}

/** Tickets matching `where`, newest first, each with its lines, in the API's shape. */
export async function loadTickets(
  db: Db,
  where: SQL | undefined,
  limit = TICKET_PAGE,
): Promise<Ticket[]> {
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
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(payer, eq(payer.id, tickets.paidOutBy))
    .where(where)
    .orderBy(desc(tickets.soldAt), desc(tickets.id))
    .limit(limit);
  if (rows.length === 0) return [];
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
  return rows.map((r) => ({
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
    numbers: (byTicket.get(r.id) ?? []).map((l) => ({
      _id: l.id,
      gameCategory: l.gameCategory,
      number: l.number,
      amount: fromCentimes(l.amount),
      bonus: l.bonus,
      winFlag: l.winFlag,
      payout: fromCentimes(l.payout),
    })),
  }));
}
