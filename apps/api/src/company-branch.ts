import { and, eq } from 'drizzle-orm';
import { coded } from '@tiraj/domain';
import type { CompanyUser } from './auth/session-user.ts';
import type { Db, Tx } from './db/client.ts';
import { branches } from './db/schema/index.ts';
import { notFound, onField } from './errors.ts';

/**
 * One of the company's branches (issue 39); another company's or an unknown id is 404, naming the
 * request field that pointed at it when there is one.
 */
export async function findCompanyBranch(
  db: Db | Tx,
  companyId: string,
  id: string,
  field?: string,
) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
  if (!row) throw field ? onField(404, coded('not_found'), field) : notFound();
  return row;
}

/**
 * The caller narrowed to one branch's sellers, for a list or report asked with `?branch`: every
 * query that filters through `ticketsOf` (or reads `branchId`) then keeps to that branch alone.
 * Without a branch the caller is returned as it is, so the answer is the one it always was. A staff
 * account bound to a branch (issue 39) always gets its own.
 */
export async function inBranch(
  db: Db,
  actor: CompanyUser,
  branch: string | undefined,
): Promise<CompanyUser> {
  // Issue 39: a staff account bound to a branch sees that branch's, whatever it asks for.
  const wanted = actor.staffBranchId ?? branch;
  if (!wanted) return actor;
  const { id } = await findCompanyBranch(db, actor.companyId, wanted);
  return { ...actor, branchId: id };
}

/**
 * A branch reference of a seller or supervisor form, checked against the company: absent stays
 * absent (keep), null stays null (none), an id must be one of the company's branches (404).
 */
export async function branchIdOf(
  db: Db | Tx,
  companyId: string,
  branchId: string | null | undefined,
): Promise<string | null | undefined> {
  if (!branchId) return branchId;
  return (await findCompanyBranch(db, companyId, branchId, 'branchId')).id;
}
