import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, centimesOf, instantOfLocal, ownerFiguresOf, wallClockOf } from '@tiraj/domain';
import type { HomeDay } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { commissionSums } from '../../ticketing/commission-sums.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant a week before `now` at the same wall-clock hour in the operator's zone (a DST
 * change in between moves it by the zone's hour, not by 168 hours).
 */
export function sameHourLastWeek(now: Date, timeZone: string): Date {
  const clock = wallClockOf(now, timeZone);
  const at = instantOfLocal(
    `${addDays(clock.date, -7)} ${pad(clock.hour)}:${pad(clock.minute)}`,
    timeZone,
  );
  return new Date(at.getTime() + (now.getTime() % 60_000));
}

/**
 * Last week's same weekday as it stood at this hour, what today's figures are compared with
 * (issue 30: a day begun at 05:00 is no match for a whole day): tickets sold by then and not
 * deleted by then, what they won on draws whose result was posted by then, the cash paid out
 * on that day by then.
 */
export async function lastWeekAtThisHour(
  db: Db,
  actor: CompanyUser,
  today: string,
  now: Date,
  timeZone: string,
): Promise<HomeDay> {
  const date = addDays(today, -7);
  const then = sameHourLastWeek(now, timeZone);
  const notYetDeleted = sql`(${tickets.deletedAt} is null or ${tickets.deletedAt} > ${then})`;
  const sellable = and(
    ticketsOf(actor),
    eq(tickets.drawDate, date),
    lte(tickets.soldAt, then),
    notYetDeleted,
  );
  const commission = await commissionSums(db, tickets.drawDate, sellable);
  const [sold] = await db
    .select({
      tickets: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${tickets.totalAmount}), 0)`,
      // Named with the table: in a one-table query's select list drizzle writes columns bare,
      // which inside this subquery would read winning_numbers' own columns.
      paid: sql<string>`coalesce(sum(${tickets.paidAmount}) filter (where exists (
        select 1 from winning_numbers w
        where w.lottery_category_id = tickets.lottery_category_id and w.draw_date = tickets.draw_date
          and w.created_at <= ${then})), 0)`,
    })
    .from(tickets)
    .where(sellable);
  const [cash] = await db
    .select({ paidOut: sql<string>`coalesce(sum(${tickets.paidOutAmount}), 0)` })
    .from(tickets)
    .where(
      and(
        ticketsOf(actor),
        sql`${tickets.paidOutAt} >= (${date}::date::timestamp at time zone ${timeZone})`,
        lte(tickets.paidOutAt, then),
      ),
    );
  return {
    date,
    tickets: sold?.tickets ?? 0,
    ...ownerFiguresOf(
      centimesOf(sold?.sum),
      centimesOf(sold?.paid),
      centimesOf(cash?.paidOut),
      commission.get(date) ?? 0,
    ),
  };
}
