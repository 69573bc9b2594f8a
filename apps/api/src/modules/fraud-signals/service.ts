import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  coded,
  FRAUD_RULES,
  fraudSignalsOf,
  fromCentimes,
  type SellerActivity,
} from '@tiraj/domain';
import type { FraudSignalsAnswer } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, tickets, users, winningNumbers } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { paidUnderCorrectedResult } from '../../ticketing/paid-out.ts';
import { loadTickets } from '../../ticketing/ticket-query.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

const payer = sql.raw('payer');

/** The most corrected payouts one answer lists (the Winning tickets screen, filter "corrected", has them all). */
export const CORRECTED_PAYOUTS_MAX = 500;

/**
 * What each seller's tickets of the period show (SellerActivity), counted in one pass over the
 * tickets in SQL: the rule `activityOf` writes in plain code (a test holds the two equal). A
 * draw closes at its category's endTime on the draw date, operator-local.
 */
export async function sellerActivities(
  db: Db,
  actor: CompanyUser,
  range: { fromDate: string; toDate: string },
  timeZone: string,
) {
  const closesAt = sql`((${tickets.drawDate} + ${lotteryCategories.endTime}::time) at time zone ${timeZone})`;
  const justBefore = (instant: unknown, minutes: number) =>
    sql`(${instant} <= ${closesAt} and ${instant} > ${closesAt} - make_interval(mins => ${minutes}))`;
  const deleted = sql`${tickets.deletedAt} is not null`;
  const settled = sql`${tickets.deletedAt} is null and ${winningNumbers.id} is not null`;
  const byOther = sql`${payer}.role = 'seller' and ${tickets.paidOutBy} <> ${tickets.sellerId}`;
  const n = (filter: ReturnType<typeof sql>) => sql<string>`count(*) filter (where ${filter})`;
  const sum = (column: unknown, filter: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${column}) filter (where ${filter}), 0)`;

  return db
    .select({
      id: tickets.sellerId,
      name: sql<string>`min(${users.userName})`,
      tickets: sql<string>`count(*)`,
      sales: sql<string>`coalesce(sum(${tickets.totalAmount}), 0)`,
      deleted: n(deleted),
      deletedAmount: sum(tickets.totalAmount, deleted),
      // In the last minutes before the close, or after it (isLateDeletion).
      lateDeletions: n(
        sql`${deleted} and ${tickets.deletedAt} > ${closesAt} - make_interval(mins => ${FRAUD_RULES.lateDeletionMinutes})`,
      ),
      lateSales: n(justBefore(tickets.soldAt, FRAUD_RULES.lateSaleMinutes)),
      settled: n(settled),
      won: n(sql`${settled} and ${tickets.paidAmount} > 0`),
      paidOut: n(sql`${tickets.paidOutAt} is not null`),
      paidByOther: n(byOther),
      paidByOtherAmount: sum(tickets.paidOutAmount, byOther),
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .leftJoin(
      winningNumbers,
      and(
        eq(winningNumbers.lotteryCategoryId, tickets.lotteryCategoryId),
        eq(winningNumbers.drawDate, tickets.drawDate),
      ),
    )
    .leftJoin(sql`${users} as ${payer}`, sql`${payer}.id = ${tickets.paidOutBy}`)
    .where(
      and(
        eq(tickets.companyId, actor.companyId),
        gte(tickets.drawDate, range.fromDate),
        lte(tickets.drawDate, range.toDate),
        ticketsOf(actor),
      ),
    )
    .groupBy(tickets.sellerId)
    .then((rows) =>
      rows.map(({ id, name, ...counts }) => ({
        id,
        name,
        activity: Object.fromEntries(
          Object.entries(counts).map(([k, v]) => [k, Number(v)]),
        ) as unknown as SellerActivity,
      })),
    );
}

const MONEY = new Set<string>(['sales', 'deletedAmount', 'paidByOtherAmount']);
const money = <T extends Record<string, number | null>>(figures: T): T =>
  Object.fromEntries(
    Object.entries(figures).map(([k, v]) => [
      k,
      v !== null && MONEY.has(k) ? fromCentimes(Math.round(v)) : v,
    ]),
  ) as T;

/**
 * Fraud signals of the sellers the caller sees (a subadmin: its company's; a supervisor: the
 * sellers it supervises), compared with the medians and 95th percentile of those same sellers.
 */
export async function fraudSignals(
  db: Db,
  actor: CompanyUser,
  range: { fromDate: string; toDate: string },
  timeZone: string,
): Promise<FraudSignalsAnswer['data']> {
  if (range.fromDate > range.toDate) throw badRequest(coded('date_range.reversed'), 'fromDate');
  const [activities, correctedPayouts] = await Promise.all([
    sellerActivities(db, actor, range, timeZone),
    loadTickets(
      db,
      and(
        ticketsOf(actor),
        gte(tickets.drawDate, range.fromDate),
        lte(tickets.drawDate, range.toDate),
        paidUnderCorrectedResult(),
      ),
      CORRECTED_PAYOUTS_MAX,
      { lines: false },
    ),
  ]);
  const { sellers, company } = fraudSignalsOf(activities);
  return {
    correctedPayouts,
    sellers: sellers.map((s) => ({
      _id: s.id,
      userName: s.name,
      ...money({ ...s.activity, ...s.figures }),
      reasons: s.reasons,
    })),
    company: { ...company, medians: money(company.medians) },
  };
}
