import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { centimesOf, saleFiguresOf } from '@tiraj/domain';
import type { CompanySaleReportAnswer, SellerSaleReportAnswer } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, tickets, users } from '../../db/schema/index.ts';
import { sellerInScope } from '../../ticketing/seller-in-scope.ts';
import { rangeFilter, type Range } from '../../ticketing/ticket-range.ts';
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

function withTotals<T extends { sum: string; paid: string }>(rows: T[]) {
  let sum = 0;
  let paid = 0;
  for (const r of rows) {
    sum += centimesOf(r.sum);
    paid += centimesOf(r.paid);
  }
  return { count: rows.length, ...saleFiguresOf(sum, paid) };
}

/** Per seller Total, Paid, Profit over draw dates, for a subadmin (its company) or a supervisor (its sellers). */
export async function sellerSaleReport(
  db: Db,
  actor: CompanyUser,
  q: Range & { seller?: string },
): Promise<Omit<SellerSaleReportAnswer, 'success'>> {
  const range = await rangeFilter(db, q);
  const seller = q.seller ? await sellerInScope(db, actor, q.seller) : undefined;
  const sums = sumsBy(
    db,
    tickets.sellerId,
    and(
      eq(tickets.companyId, actor.companyId),
      range,
      seller ? eq(tickets.sellerId, seller.id) : undefined,
      ticketsOf(actor),
    ),
  );
  const rows = await db
    .select({
      id: sums.key,
      name: users.userName,
      company: companies.name,
      sum: sums.sum,
      paid: sums.paid,
    })
    .from(sums)
    .innerJoin(users, eq(users.id, sums.key))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .orderBy(asc(sql`lower(${users.userName})`));
  return {
    data: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      company: r.company,
      ...saleFiguresOf(centimesOf(r.sum), centimesOf(r.paid)),
    })),
    totals: withTotals(rows),
  };
}

/** The admin's report: per company Total, Paid, Profit over draw dates; totals only, never tickets. */
export async function companySaleReport(
  db: Db,
  q: Range,
): Promise<Omit<CompanySaleReportAnswer, 'success'>> {
  const sums = sumsBy(db, tickets.companyId, await rangeFilter(db, q));
  const rows = await db
    .select({ id: sums.key, name: companies.name, sum: sums.sum, paid: sums.paid })
    .from(sums)
    .innerJoin(companies, eq(companies.id, sums.key))
    .orderBy(asc(sql`lower(${companies.name})`));
  return {
    data: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      ...saleFiguresOf(centimesOf(r.sum), centimesOf(r.paid)),
    })),
    totals: withTotals(rows),
  };
}
