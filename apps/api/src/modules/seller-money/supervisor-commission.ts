import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { addDays, supervisorCommissionOfDays } from '@tiraj/domain';
import type { Db } from '../../db/client.ts';
import { companies, tickets } from '../../db/schema/index.ts';

/**
 * A supervisor's commission (centimes) on the tickets its sellers sold on one operator day: each
 * live ticket at the supervisor rate it kept when sold (issue 26), else the company's rate now,
 * the day's exact sum rounded once by the domain (`supervisorCommissionOfDays`). The sum is the
 * domain's `supervisorDaysExactOf` in SQL: test/modules/seller-money/supervisor-commission.test.ts
 * proves them equal. Counts the tickets the day's sales count (seller_days): live, with a kept
 * seller rate (a ticket without one was sold before seller money).
 */
export async function supervisorCommissionOn(
  db: Db,
  companyId: string,
  sellerIds: string[],
  date: string,
  timeZone: string,
): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const [company] = await db
    .select({ rate: companies.supervisorCommissionRate })
    .from(companies)
    .where(eq(companies.id, companyId));
  const currentRate = company?.rate ?? 0;
  const [row] = await db
    .select({
      exact:
        sql<number>`coalesce(sum(${tickets.totalAmount}::numeric * coalesce(${tickets.supervisorCommissionRate}, ${currentRate}::integer)), 0)`.mapWith(
          Number,
        ),
    })
    .from(tickets)
    .where(
      and(
        inArray(tickets.sellerId, sellerIds),
        isNull(tickets.deletedAt),
        isNotNull(tickets.commissionRate),
        gte(tickets.soldAt, sql`(${date}::date::timestamp at time zone ${timeZone})`),
        lt(tickets.soldAt, sql`(${addDays(date, 1)}::date::timestamp at time zone ${timeZone})`),
      ),
    );
  return supervisorCommissionOfDays([row?.exact ?? 0]);
}
