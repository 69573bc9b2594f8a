import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { centimesOf, ownerFiguresOf } from '@tiraj/domain';
import type { CompanySaleReportAnswer, SellerSaleReportAnswer } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, tickets, users } from '../../db/schema/index.ts';
import { sellerInScope } from '../../ticketing/seller-in-scope.ts';
import { commissionSums } from '../../ticketing/commission-sums.ts';
import { paidOutSums } from '../../ticketing/paid-out.ts';
import { lotteryFilter, rangeFilter, type Range } from '../../ticketing/ticket-range.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/**
 * Sums of the counted tickets (not deleted; `total_amount` already leaves
 * bonus lines out) grouped in SQL, one row per `key`. Tickets count from the
 * moment they are sold; `paid_amount` grows as results are posted.
 */
function sumsBy<K extends typeof tickets.sellerId | typeof tickets.companyId>(
  db: Db,
  key: K,
  where: ReturnType<typeof and>,
) {
  return db
    .select({
      key: sql<string>`${key}`.as('key'),
      sum: sql<string>`sum(${tickets.totalAmount})`.as('sum'),
      paid: sql<string>`sum(${tickets.paidAmount})`.as('paid'),
    })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), where))
    .groupBy(key)
    .as('sums');
}

/**
 * A report row's sums in centimes: sold, won and the sellers' commission by draw date, paid out
 * by day of payment.
 */
interface Sums {
  sum: string | number;
  paid: string | number;
  paidOut: number;
  commission: number;
}

const figuresOf = (r: Sums) =>
  ownerFiguresOf(centimesOf(r.sum), centimesOf(r.paid), r.paidOut, r.commission);

function withTotals(rows: Sums[]) {
  let sum = 0;
  let paid = 0;
  let paidOut = 0;
  let commission = 0;
  for (const r of rows) {
    sum += centimesOf(r.sum);
    paid += centimesOf(r.paid);
    paidOut += r.paidOut;
    commission += r.commission;
  }
  return { count: rows.length, ...ownerFiguresOf(sum, paid, paidOut, commission) };
}

/**
 * Rows with their paid out (by the ticket's seller or company, on the days of
 * the range) and their sellers' commission (by draw date), and a row at zero sales for whoever had cash paid out on those
 * days without a sale on those draw dates (a Monday payout of a Saturday
 * winner), so the rows always add up to the total paid out.
 */
function withPaidOut<R extends { id: string; sum: string; paid: string }>(
  rows: R[],
  paidOut: Map<string, number>,
  extra: R[],
  commission: Map<string, number>,
) {
  return [...rows, ...extra].map((r) => ({
    ...r,
    paidOut: paidOut.get(r.id) ?? 0,
    commission: commission.get(r.id) ?? 0,
  }));
}

/** Per seller Total, Paid (won), Profit over draw dates, and Paid out on those days, for a subadmin (its company) or a supervisor (its sellers). */
export async function sellerSaleReport(
  db: Db,
  actor: CompanyUser,
  q: Range & { seller?: string },
  timeZone: string,
): Promise<Omit<SellerSaleReportAnswer, 'success'>> {
  const range = await rangeFilter(db, q);
  const seller = q.seller ? await sellerInScope(db, actor, q.seller) : undefined;
  const scope = and(
    eq(tickets.companyId, actor.companyId),
    seller ? eq(tickets.sellerId, seller.id) : undefined,
    ticketsOf(actor),
  );
  const sums = sumsBy(db, tickets.sellerId, and(scope, range));
  const [rows, paidOut, commission] = await Promise.all([
    db
      .select({
        id: sums.key,
        name: users.userName,
        company: companies.name,
        sum: sums.sum,
        paid: sums.paid,
      })
      .from(sums)
      .innerJoin(users, eq(users.id, sums.key))
      .innerJoin(companies, eq(companies.id, users.companyId)),
    paidOutSums(db, tickets.sellerId, and(scope, await lotteryFilter(db, q)), q, timeZone),
    commissionSums(db, tickets.sellerId, and(isNull(tickets.deletedAt), scope, range)),
  ]);
  const missing = [...paidOut.keys()].filter((id) => !rows.some((r) => r.id === id));
  const extra = missing.length
    ? await db
        .select({
          id: users.id,
          name: users.userName,
          company: companies.name,
          sum: sql<string>`'0'`,
          paid: sql<string>`'0'`,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(inArray(users.id, missing))
    : [];
  const all = withPaidOut(rows, paidOut, extra, commission).sort((a, b) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
  return {
    data: all.map((r) => ({ _id: r.id, name: r.name, company: r.company, ...figuresOf(r) })),
    totals: withTotals(all),
  };
}

/** The admin's report: per company Total, Paid, Profit over draw dates; totals only, never tickets. */
export async function companySaleReport(
  db: Db,
  q: Range,
  timeZone: string,
): Promise<Omit<CompanySaleReportAnswer, 'success'>> {
  const range = await rangeFilter(db, q);
  const sums = sumsBy(db, tickets.companyId, range);
  const [rows, paidOut, commission] = await Promise.all([
    db
      .select({ id: sums.key, name: companies.name, sum: sums.sum, paid: sums.paid })
      .from(sums)
      .innerJoin(companies, eq(companies.id, sums.key)),
    paidOutSums(db, tickets.companyId, await lotteryFilter(db, q), q, timeZone),
    commissionSums(db, tickets.companyId, and(isNull(tickets.deletedAt), range)),
  ]);
  const missing = [...paidOut.keys()].filter((id) => !rows.some((r) => r.id === id));
  const extra = missing.length
    ? await db
        .select({
          id: companies.id,
          name: companies.name,
          sum: sql<string>`'0'`,
          paid: sql<string>`'0'`,
        })
        .from(companies)
        .where(inArray(companies.id, missing))
    : [];
  const all = withPaidOut(rows, paidOut, extra, commission).sort((a, b) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
  return {
    data: all.map((r) => ({ _id: r.id, name: r.name, ...figuresOf(r) })),
    totals: withTotals(all),
  };
}
