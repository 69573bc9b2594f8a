import { and, asc, eq } from 'drizzle-orm';
import { limitScopeKey } from '@tiraj/domain';
import type { Supervisor } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { assertUserNameFree } from '../../auth/user-names.ts';
import { companyPeople } from '../../company-people.ts';
import { branchIdOf } from '../../company-branch.ts';
import type { Db, Tx } from '../../db/client.ts';
import { branches, limits, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** Whose supervisors a caller reaches: its company's, a branch-bound staff account's branch's (issue 39). */
type Reach = Pick<CompanyUser, 'companyId' | 'staffBranchId'>;

const ofReach = ({ companyId, staffBranchId }: Reach) =>
  and(
    companyPeople(companyId, 'supervisor'),
    staffBranchId ? eq(users.branchId, staffBranchId) : undefined,
  );

/** The company's supervisors (or one), with the branch each works in (issue 39). */
async function selectSupervisors(db: Db | Tx, reach: Reach, id?: string) {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      isActive: users.isActive,
      branchId: users.branchId,
      branchName: branches.name,
    })
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(ofReach(reach), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r): Supervisor => ({
    _id: r.id,
    userName: r.userName,
    isActive: r.isActive,
    branchId: r.branchId,
    branchName: r.branchName,
  }));
}

async function presentOne(db: Db | Tx, reach: Reach, id: string): Promise<Supervisor> {
  const [row] = await selectSupervisors(db, reach, id);
  if (!row) throw notFound('supervisor.not_found');
  return row;
}

/** A supervisor as the Journal compares it. */
const supervisorLogged = (s: Supervisor) => ({
  userName: s.userName,
  isActive: s.isActive,
  branch: s.branchName,
});

export const listSupervisors = (db: Db, actor: CompanyUser): Promise<Supervisor[]> =>
  selectSupervisors(db, actor);

/**
 * The branch a supervisor form sets: a branch-bound staff account's own, whatever was sent (it
 * cannot move one out of its reach); else the sent one, checked against the company.
 */
const branchSet = (tx: Tx, actor: CompanyUser, sent: string | null | undefined) =>
  actor.staffBranchId
    ? Promise.resolve(actor.staffBranchId)
    : branchIdOf(tx, actor.companyId, sent);

/** Locks the supervisor for the change; another company's (or branch's, for a bound account) id is 404. */
async function lockSupervisor(tx: Tx, reach: Reach, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(ofReach(reach), eq(users.id, id)))
    .for('update');
  if (!row) throw notFound('supervisor.not_found');
  return row;
}

export async function addSupervisor(
  db: Db,
  actor: CompanyUser,
  body: { userName: string; password: string; isActive?: boolean; branchId?: string },
): Promise<Supervisor> {
  const { companyId } = actor;
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await assertUserNameFree(tx, body.userName);
    const branchId = (await branchSet(tx, actor, body.branchId)) ?? null;
    const [row] = await tx
      .insert(users)
      .values({
        companyId,
        role: 'supervisor',
        userName: body.userName,
        passwordHash,
        isActive: body.isActive ?? true,
        branchId,
      })
      .returning({ id: users.id });
    const supervisor = await presentOne(tx, actor, row!.id);
    await audit(tx, actor, 'create', 'supervisor', row!.id, supervisorLogged(supervisor));
    return supervisor;
  });
}

export async function updateSupervisor(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: {
    userName?: string;
    password?: string;
    isActive?: boolean;
    /** null takes the supervisor out of its branch */
    branchId?: string | null;
  },
): Promise<Supervisor> {
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    await lockSupervisor(tx, actor, id);
    const was = await presentOne(tx, actor, id);
    if (changes.userName) await assertUserNameFree(tx, changes.userName, id);
    const branchId = await branchSet(tx, actor, changes.branchId);
    const set = {
      ...(branchId !== undefined ? { branchId } : {}),
      ...(changes.userName ? { userName: changes.userName } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
    };
    if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, id));
    // Deactivation or a new password must lock out whoever holds an old session.
    if (changes.isActive === false || passwordHash) await revokeSessionsOf(tx, [id]);
    const now = await presentOne(tx, actor, id);
    // The password itself never: only that it changed.
    await auditChange(tx, actor, 'supervisor', id, supervisorLogged(was), supervisorLogged(now), {
      userName: was.userName,
      ...(passwordHash ? { passwordChanged: true } : {}),
    });
    return now;
  });
}

/**
 * Deletes a supervisor. Its sellers keep working without one (Supervisor:
 * None); its limit records go with it. Supervisors sell nothing, so nothing
 * else refers to them (tickets keep a copy of the id, not a reference).
 */
export async function deleteSupervisor(db: Db, actor: CompanyUser, id: string) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const row = await lockSupervisor(tx, actor, id);
    const released = await tx
      .update(users)
      .set({ supervisorId: null })
      .where(and(eq(users.companyId, companyId), eq(users.supervisorId, id)))
      .returning({ id: users.id });
    await tx
      .delete(limits)
      .where(
        and(eq(limits.companyId, companyId), eq(limits.scopeKey, limitScopeKey('supervisor', id))),
      );
    await revokeSessionsOf(tx, [id]);
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, actor, 'delete', 'supervisor', id, {
      userName: row.userName,
      releasedSellers: released.map((s) => s.id),
    });
  });
}
