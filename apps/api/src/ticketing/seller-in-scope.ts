import { and, eq } from 'drizzle-orm';
import type { CompanyUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

export interface ScopedSeller {
  id: string;
  /** the seller's supervisor now: the supervisor limit that applies to it */
  supervisorId: string | null;
}

/**
 * The seller a report is narrowed to, when the caller may see it: a subadmin's
 * own company's, a supervisor's own sellers (the same rule as `ticketsOf`).
 * Anyone else's seller answers 404, so an id tells nothing about another tenant.
 */
export async function sellerInScope(
  db: Db,
  actor: CompanyUser,
  sellerId: string,
): Promise<ScopedSeller> {
  const [row] = await db
    .select({ id: users.id, supervisorId: users.supervisorId })
    .from(users)
    .where(
      and(
        eq(users.id, sellerId),
        eq(users.role, 'seller'),
        eq(users.companyId, actor.companyId),
        actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
        // Issue 39: a branch-bound staff account reaches its branch's sellers only.
        actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
      ),
    );
  if (!row) throw notFound('seller.not_found');
  return row;
}
