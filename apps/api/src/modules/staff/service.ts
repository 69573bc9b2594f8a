import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@tiraj/domain';
import type { StaffMember, StaffSide } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { assertUserNameFree } from '../../auth/user-names.ts';
import { branchIdOf } from '../../company-branch.ts';
import type { Db, Tx } from '../../db/client.ts';
import { branches, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

// Issue 39: staff accounts. A company's are subadmins of its company with a role, given by its
// owner; the platform's are admins with a role, given by the first admin (or an operator).

/** Whose staff: a company's (its owner's) or the platform's. */
export interface StaffScope {
  side: StaffSide;
  /** the company; null on the platform's side */
  companyId: string | null;
}

export const staffScopeOf = (side: StaffSide, actor: SessionUser): StaffScope => ({
  side,
  companyId: side === 'subadmin' ? actor.companyId : null,
});

/** The scope's staff accounts, deleted ones left out: the one place that says who they are. */
const staffOf = ({ side, companyId }: StaffScope) =>
  and(
    eq(users.role, side),
    companyId ? eq(users.companyId, companyId) : isNull(users.companyId),
    isNotNull(users.staffRole),
    isNull(users.deletedAt),
  );

async function selectStaff(db: Db | Tx, scope: StaffScope, id?: string): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      staffRole: users.staffRole,
      isActive: users.isActive,
      branchId: users.branchId,
      branchName: branches.name,
    })
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(staffOf(scope), id ? eq(users.id, id) : undefined))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));
  return rows.map(({ id: _id, staffRole, ...r }) => ({ _id, staffRole: staffRole!, ...r }));
}

async function presentOne(db: Db | Tx, scope: StaffScope, id: string): Promise<StaffMember> {
  const [row] = await selectStaff(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** A staff account as the Journal compares it (never its password). */
const staffLogged = (s: StaffMember) => ({
  userName: s.userName,
  staffRole: s.staffRole,
  isActive: s.isActive,
  branch: s.branchName,
});

/** Locks the account for the change; another company's, the owner or an unknown id: 404. */
async function lockStaff(tx: Tx, scope: StaffScope, id: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(staffOf(scope), eq(users.id, id)))
    .for('update');
  if (!row) throw notFound();
}

/** A branch only for a company's staff; the platform's have none. */
const branchFor = (tx: Tx, scope: StaffScope, branchId: string | null | undefined) =>
  scope.companyId ? branchIdOf(tx, scope.companyId, branchId) : Promise.resolve(undefined);

export const listStaff = (db: Db, scope: StaffScope) => selectStaff(db, scope);

export async function addStaff(
  db: Db,
  actor: SessionUser,
  scope: StaffScope,
  body: {
    userName: string;
    password: string;
    staffRole: StaffRole;
    branchId?: string;
    isActive?: boolean;
  },
): Promise<StaffMember> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await assertUserNameFree(tx, body.userName);
    const branchId = (await branchFor(tx, scope, body.branchId)) ?? null;
    const [row] = await tx
      .insert(users)
      .values({
        companyId: scope.companyId,
        role: scope.side,
        staffRole: body.staffRole,
        userName: body.userName,
        passwordHash,
        isActive: body.isActive ?? true,
        branchId,
      })
      .returning({ id: users.id });
    const member = await presentOne(tx, scope, row!.id);
    await audit(tx, actor, 'create', 'staff', row!.id, staffLogged(member));
    return member;
  });
}

export async function updateStaff(
  db: Db,
  actor: SessionUser,
  scope: StaffScope,
  id: string,
  changes: {
    userName?: string;
    password?: string;
    staffRole?: StaffRole;
    branchId?: string | null;
    isActive?: boolean;
  },
): Promise<StaffMember> {
  // Never an empty password: the contract reads an unset one as absent, and so does this.
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    await lockStaff(tx, scope, id);
    const was = await presentOne(tx, scope, id);
    if (changes.userName) await assertUserNameFree(tx, changes.userName, id);
    const branchId = await branchFor(tx, scope, changes.branchId);
    const set = {
      ...(changes.userName ? { userName: changes.userName } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(changes.staffRole ? { staffRole: changes.staffRole } : {}),
      ...(branchId !== undefined ? { branchId } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
    };
    if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, id));
    // Deactivation or a new password locks out whoever holds an old session, at once.
    if (changes.isActive === false || passwordHash) await revokeSessionsOf(tx, [id]);
    const now = await presentOne(tx, scope, id);
    await auditChange(tx, actor, 'staff', id, staffLogged(was), staffLogged(now), {
      userName: was.userName,
      ...(passwordHash ? { passwordChanged: true } : {}),
    });
    return now;
  });
}

/**
 * Deletes a staff account: hidden, not erased, so that what it did (remittances, payouts, the
 * Journal) keeps its name; its sessions end at once and its user name stays taken.
 */
export async function deleteStaff(db: Db, actor: SessionUser, scope: StaffScope, id: string) {
  return db.transaction(async (tx) => {
    await lockStaff(tx, scope, id);
    const was = await presentOne(tx, scope, id);
    await tx
      .update(users)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(eq(users.id, id));
    await revokeSessionsOf(tx, [id]);
    await audit(tx, actor, 'delete', 'staff', id, staffLogged(was));
  });
}

/** Ends every session of a staff account at once (it must sign in again). */
export async function endStaffSessions(db: Db, actor: SessionUser, scope: StaffScope, id: string) {
  return db.transaction(async (tx) => {
    await lockStaff(tx, scope, id);
    const was = await presentOne(tx, scope, id);
    await revokeSessionsOf(tx, [id]);
    await audit(tx, actor, 'delete', 'session', id, { userName: was.userName });
  });
}
