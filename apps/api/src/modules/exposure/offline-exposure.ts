import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { fromCentimes } from '@tiraj/domain';
import type { ExposureAnswer } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { offlineGrants, users } from '../../db/schema/index.ts';

/**
 * What devices selling offline could still add to a draw (issue 32): its live grants (not
 * expired, not replaced), their unused budget, the cap per number, and what one number at the cap
 * pays at the grants' highest multiplier. The supervisor's board counts its own sellers' grants.
 */
export async function offlineExposure(
  db: Db,
  actor: CompanyUser,
  lotteryCategoryId: string,
  drawDate: string,
  now = new Date(),
): Promise<ExposureAnswer['data']['offline']> {
  const grants = await db
    .select({
      budget: offlineGrants.budget,
      used: offlineGrants.used,
      cap: offlineGrants.capPerNumber,
      top: sql<number>`(select coalesce(max(m::numeric), 0) from jsonb_array_elements_text(${offlineGrants.rules} -> 'terms') m)::float8`,
    })
    .from(offlineGrants)
    .innerJoin(users, eq(users.id, offlineGrants.sellerId))
    .where(
      and(
        eq(offlineGrants.companyId, actor.companyId),
        eq(offlineGrants.lotteryCategoryId, lotteryCategoryId),
        eq(offlineGrants.drawDate, drawDate),
        isNull(offlineGrants.endedAt),
        gt(offlineGrants.expiresAt, now),
        actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
      ),
    );
  let budgetLeft = 0;
  let capPerNumber = 0;
  let capPayout = 0;
  for (const g of grants) {
    const left = Math.max(0, g.budget - g.used);
    budgetLeft += left;
    const cap = Math.min(g.cap, left);
    capPerNumber += cap;
    capPayout += Math.round(cap * Number(g.top));
  }
  return {
    devices: grants.length,
    budgetLeft: fromCentimes(budgetLeft),
    capPerNumber: fromCentimes(capPerNumber),
    capPayout: fromCentimes(capPayout),
  };
}
