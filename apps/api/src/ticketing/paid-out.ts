import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { centimesOf } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';

/** Operator days, both included: a payout counts on the day it was paid (`paidOutDayOf`). */
export interface PaidOutDays {
  fromDate: string;
  toDate: string;
}

/**
 * Tickets whose cash was handed over on `days` (operator-local), as local
 * midnights turned into instants so an index on `paid_out_at` serves it: the
 * SQL of the domain's `paidOutOn` (a test holds the two equal). Deleted
 * tickets are not left out: a ticket paid out cannot be deleted, and cash
 * handed over stays cash.
 */
export function paidOutOnDays(days: PaidOutDays, timeZone: string): SQL {
  return and(
    sql`${tickets.paidOutAt} >= (${days.fromDate}::date::timestamp at time zone ${timeZone})`,
    sql`${tickets.paidOutAt} < ((${days.toDate}::date + 1)::timestamp at time zone ${timeZone})`,
  )!;
}

/**
 * Centimes paid out on `days` per `key` (the ticket's seller, company,
 * lottery…; or `tickets.paidOutBy` for what each person paid from its
 * drawer) over tickets matching `where`. The one paid-out query of the
 * reports, homes and sale details; keys without payouts are absent.
 */
export async function paidOutSums(
  db: Db,
  key: AnyPgColumn | SQL,
  where: SQL | undefined,
  days: PaidOutDays,
  timeZone: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      key: sql<string>`${key}::text`,
      paidOut: sql<string>`sum(${tickets.paidOutAmount})`,
    })
    .from(tickets)
    .where(and(paidOutOnDays(days, timeZone), where))
    // By position: a key with a bound parameter (the day in a time zone) would not match itself.
    .groupBy(sql.raw('1'));
  return new Map(rows.map((r) => [r.key, centimesOf(r.paidOut)]));
}

/** The sum of a map's centimes (a report's total of its rows). */
export const totalOf = (sums: Map<string, number>) => [...sums.values()].reduce((a, b) => a + b, 0);

/**
 * Winners paid under a result since corrected: the cash handed over differs
 * from what the ticket wins now (the SQL of the domain's `correctedPayoutOf`).
 */
export function paidUnderCorrectedResult(): SQL {
  return sql`(${tickets.paidOutAt} is not null and ${tickets.paidOutAmount} <> ${tickets.paidAmount})`;
}
