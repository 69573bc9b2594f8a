import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { drawInputOf, toCentimes } from '@tiraj/domain';
import { inputText } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, ticketLines, tickets } from '../../db/schema/index.ts';
import { rangeFilter, saleTotals } from '../../ticketing/ticket-range.ts';
import { searchWinningNumbers } from '../../ticketing/winning-number-search.ts';

// The device's reads (D6-D11) in the shapes the app parses; the filters are Tiraj's own.

const ALL = 'All Category';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (label: string) => inputText(label).trim().max(200);

/** D6, D8-D11: a lottery by name (`All Category`: every one) between two `yyyy-MM-dd` days. */
export const deviceRange = z.object({
  lotteryCategoryName: text('Lottery').optional(),
  fromDate: day,
  toDate: day,
});
export type DeviceRange = z.output<typeof deviceRange>;

const rangeOf = (range: DeviceRange) => ({
  fromDate: range.fromDate,
  toDate: range.toDate,
  ...(range.lotteryCategoryName && range.lotteryCategoryName !== ALL
    ? { lotteryCategoryName: range.lotteryCategoryName }
    : {}),
});

/**
 * The device reads amounts with `getInt`/`getLong`, which would cut a ticket's centimes (a sale of
 * Tiraj's point of sale may have them): whole gourdes, half-up, said here rather than left to it.
 */
export const wholeGourdes = (centimes: number) => Math.floor((centimes + 50) / 100);

/** The app reads `date.substring(0, 10)`: an ISO date-time of the draw day. */
const isoDay = (date: string) => `${date}T00:00:00.000Z`;

/** A ticket of the seller named as the app names it: its `_id`, or its integer number (the latest such). */
export function ticketOfSeller(seller: CompanyUser, id: string): SQL | undefined {
  const own = eq(tickets.sellerId, seller.id);
  if (z.uuid().safeParse(id).success) return and(own, eq(tickets.id, id));
  if (/^\d{1,9}$/.test(id)) return and(own, eq(tickets.lotterySoftNumber, Number(id)));
  return sql`false`;
}

/**
 * The id of one of the seller's tickets named by `_id` or by number. A number names one ticket per
 * draw and day, so by number it is the ticket of the latest day that has it, and only when one
 * draw of that day has it: two are answered as not found, never guessed (deleting the wrong
 * ticket costs money). `withDeleted`: a deleted ticket is found too (reads).
 */
export async function findSellerTicket(
  db: Db,
  seller: CompanyUser,
  id: string,
  withDeleted = false,
) {
  const rows = await db
    .select({ id: tickets.id, drawDate: tickets.drawDate })
    .from(tickets)
    .where(and(ticketOfSeller(seller, id), withDeleted ? undefined : isNull(tickets.deletedAt)))
    .orderBy(desc(tickets.drawDate), desc(tickets.soldAt))
    .limit(2);
  const [latest, next] = rows;
  return latest && latest.drawDate !== next?.drawDate ? latest.id : undefined;
}

/** D6 (not deleted) and D8 (deleted): `{_id, date, ticketId, lotteryCategoryName}`, oldest first. */
export async function deviceTickets(
  db: Db,
  seller: CompanyUser,
  range: DeviceRange,
  deleted: boolean,
) {
  const rows = await db
    .select({
      _id: tickets.id,
      date: tickets.drawDate,
      ticketId: tickets.lotterySoftNumber,
      lotteryCategoryName: lotteryCategories.name,
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .where(
      and(
        eq(tickets.sellerId, seller.id),
        deleted ? isNotNull(tickets.deletedAt) : isNull(tickets.deletedAt),
        await rangeFilter(db, rangeOf(range)),
      ),
    )
    .orderBy(asc(tickets.soldAt))
    .limit(2000);
  // A ticket sold at Tiraj's point of sale has no LotterySoft number: the app needs an integer.
  return rows.map((r) => ({ ...r, date: isoDay(r.date), ticketId: r.ticketId ?? 0 }));
}

/** A replayed line's whole gourdes: down, so that a replay never offers more than was played. */
export const gourdesDown = (centimes: number) => Math.floor(centimes / 100);

/** D7: the lines of one of the seller's tickets (D14 rounds them down). */
export async function deviceTicketLines(db: Db, ticketIds: string[], gourdes = wholeGourdes) {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .select({
      ticketId: ticketLines.ticketId,
      _id: ticketLines.id,
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      amount: ticketLines.amount,
      bonus: ticketLines.bonus,
      winFlag: ticketLines.winFlag,
    })
    .from(ticketLines)
    .where(inArray(ticketLines.ticketId, ticketIds))
    .orderBy(asc(ticketLines.position));
  return rows.map((r) => ({ ...r, amount: gourdes(r.amount) }));
}

/** D9: the seller's winning tickets, with each line's `winFlag` and what the ticket won. */
export async function deviceWinTickets(db: Db, seller: CompanyUser, range: DeviceRange) {
  const won = await db
    .select({
      _id: tickets.id,
      ticketId: tickets.lotterySoftNumber,
      date: tickets.drawDate,
      lotteryCategoryName: lotteryCategories.name,
      paidAmount: tickets.paidAmount,
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .where(
      and(
        eq(tickets.sellerId, seller.id),
        isNull(tickets.deletedAt),
        gt(tickets.paidAmount, 0),
        await rangeFilter(db, rangeOf(range)),
      ),
    )
    .orderBy(asc(lotteryCategories.name), asc(tickets.lotterySoftNumber), asc(tickets.drawDate))
    .limit(2000);
  const lines = await deviceTicketLines(
    db,
    won.map((t) => t._id),
  );
  return won.map((t) => ({
    _id: t._id,
    ticketId: t.ticketId ?? 0,
    date: isoDay(t.date),
    lotteryCategoryName: t.lotteryCategoryName,
    seller: seller.id,
    numbers: lines
      .filter((l) => l.ticketId === t._id)
      .map(({ _id, gameCategory, number, amount, bonus, winFlag }) => ({
        _id,
        gameCategory,
        number,
        amount,
        bonus,
        winFlag,
      })),
    paidAmount: wholeGourdes(t.paidAmount),
  }));
}

/** D10: the seller's Total and Paid (Tiraj's figures: every sale counts, Paid as results post). */
export async function deviceSaleReport(db: Db, seller: CompanyUser, range: DeviceRange) {
  const where = and(await rangeFilter(db, rangeOf(range)), eq(tickets.sellerId, seller.id));
  const { total, paid } = await saleTotals(db, where);
  return { sum: wholeGourdes(toCentimes(total)), paid: wholeGourdes(toCentimes(paid)) };
}

/** D11: results as `{date, lotteryName, numbers: {second, third, l3c}}`, oldest first. */
export async function deviceResults(db: Db, range: DeviceRange) {
  const results = await searchWinningNumbers(db, rangeOf(range));
  return results
    .map((r) => {
      const typed = drawInputOf(r.numbers);
      return {
        date: isoDay(r.date),
        lotteryName: r.lotteryCategoryName,
        numbers: { second: typed.second, third: typed.third, l3c: typed.l3c },
      };
    })
    .reverse();
}
