import { and, eq, sql } from 'drizzle-orm';
import type { CompanyUser } from '../auth/session-user.ts';
import { tickets, users } from '../db/schema/index.ts';

/**
 * Which tickets a caller may see and delete: a subadmin its company's, a
 * supervisor those of the sellers it supervises now, a seller its own.
 * The tenant always comes from the session. A caller narrowed to a branch
 * (`inBranch`, issue 39) sees only the tickets of the sellers in it now.
 */
export function ticketsOf(actor: CompanyUser) {
  const own = ownTicketsOf(actor);
  if (!actor.branchId) return own;
  return and(
    own,
    sql`${tickets.sellerId} in (select ${users.id} from ${users} where ${users.branchId} = ${actor.branchId})`,
  );
}

function ownTicketsOf(actor: CompanyUser) {
  const company = eq(tickets.companyId, actor.companyId);
  // Issue 39: a staff account bound to a branch reaches that branch's sellers' tickets only, in
  // what it reads and in what it acts on (pay, delete, settle), whatever it asks.
  if (actor.role === 'subadmin' && actor.staffBranchId)
    return and(
      company,
      sql`${tickets.sellerId} in (select ${users.id} from ${users} where ${users.branchId} = ${actor.staffBranchId})`,
    );
  if (actor.role === 'subadmin') return company;
  if (actor.role === 'supervisor') {
    return and(
      company,
      sql`${tickets.sellerId} in (select ${users.id} from ${users} where ${users.supervisorId} = ${actor.id})`,
    );
  }
  return and(company, eq(tickets.sellerId, actor.id));
}
