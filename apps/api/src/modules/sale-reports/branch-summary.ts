import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ownerFiguresOf, toCentimes } from '@tiraj/domain';
import type { BranchSummaryRow, SellerSaleReport } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { branches, tickets, users } from '../../db/schema/index.ts';
import { rangeFilter, type Range } from '../../ticketing/ticket-range.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';
import { sellerSaleReport } from './service.ts';

type Figures = Pick<SellerSaleReport, 'sum' | 'paid' | 'paidOut' | 'commission'>;

/**
 * Issue 39: the sales report per branch. Its rows are the per-seller report's rows summed by the
 * branch each seller is in now (in centimes, exact), so a branch's figures are, by construction,
 * its sellers' figures in `getsalereports`. Every branch is listed, then the sellers in none.
 */
export async function branchSummary(
  db: Db,
  actor: CompanyUser,
  q: Range,
  timeZone: string,
): Promise<BranchSummaryRow[]> {
  const [report, range] = await Promise.all([
    sellerSaleReport(db, actor, q, timeZone),
    rangeFilter(db, q),
  ]);
  const ids = report.data.map((r) => r._id);
  const [people, ticketCounts, companyBranches] = await Promise.all([
    ids.length
      ? db
          .select({ id: users.id, branchId: users.branchId })
          .from(users)
          .where(inArray(users.id, ids))
      : [],
    db
      .select({ id: tickets.sellerId, tickets: count() })
      .from(tickets)
      .where(and(isNull(tickets.deletedAt), ticketsOf(actor), range))
      .groupBy(tickets.sellerId),
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.companyId, actor.companyId))
      .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id)),
  ]);
  const branchOf = new Map(people.map((p) => [p.id, p.branchId]));
  const ticketsOfSeller = new Map(ticketCounts.map((t) => [t.id, t.tickets]));
  const sums = new Map<string | null, { tickets: number } & Figures>();
  for (const row of report.data) {
    const key = branchOf.get(row._id) ?? null;
    const into = sums.get(key) ?? { tickets: 0, sum: 0, paid: 0, paidOut: 0, commission: 0 };
    // Summed in centimes: HTG numbers added as floats could drift by a centime.
    sums.set(key, {
      tickets: into.tickets + (ticketsOfSeller.get(row._id) ?? 0),
      sum: into.sum + toCentimes(row.sum),
      paid: into.paid + toCentimes(row.paid),
      paidOut: into.paidOut + toCentimes(row.paidOut),
      commission: into.commission + toCentimes(row.commission),
    });
  }
  const rowOf = (id: string | null, name: string | null): BranchSummaryRow => {
    const s = sums.get(id) ?? { tickets: 0, sum: 0, paid: 0, paidOut: 0, commission: 0 };
    return {
      _id: id,
      name,
      tickets: s.tickets,
      ...ownerFiguresOf(s.sum, s.paid, s.paidOut, s.commission),
    };
  };
  return [...companyBranches.map((b) => rowOf(b.id, b.name)), rowOf(null, null)];
}
