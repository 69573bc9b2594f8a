import { and, asc, eq } from 'drizzle-orm';
import { limitScopeKey } from '@tiraj/domain';
import type { Supervisor } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { assertUserNameFree } from '../../auth/user-names.ts';
import { companyPeople } from '../../company-people.ts';
import type { Db, Tx } from '../../db/client.ts';
import { limits, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

type Row = Pick<typeof users.$inferSelect, 'id' | 'userName' | 'isActive'>;
const present = (row: Row): Supervisor => ({
  _id: row.id,
  userName: row.userName,
  isActive: row.isActive,
});

const ofCompany = (companyId: string) => companyPeople(companyId, 'supervisor');

export async function listSupervisors(db: Db, actor: CompanyUser): Promise<Supervisor[]> {
  const { companyId } = actor;
  const rows = await db
    .select()
    .from(users)
    .where(ofCompany(companyId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(present);
}

/** Locks the supervisor for the change; another company's id is 404. */
async function lockSupervisor(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(ofCompany(companyId), eq(users.id, id)))
    .for('update');
  if (!row) throw notFound('supervisor.not_found');
  return row;
}

export async function addSupervisor(
  db: Db,
  actor: CompanyUser,
  body: { userName: string; password: string; isActive?: boolean },
): Promise<Supervisor> {
  const { companyId } = actor;
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await assertUserNameFree(tx, body.userName);
    const [row] = await tx
      .insert(users)
      .values({
        companyId,
        role: 'supervisor',
        userName: body.userName,
        passwordHash,
        isActive: body.isActive ?? true,
      })
      .returning();
    await audit(tx, actor, 'create', 'supervisor', row!.id, {
      userName: row!.userName,
      isActive: row!.isActive,
    });
    return present(row!);
  });
}

export async function updateSupervisor(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: { userName?: string; password?: string; isActive?: boolean },
): Promise<Supervisor> {
  const { companyId } = actor;
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    const current = await lockSupervisor(tx, companyId, id);
    if (changes.userName) await assertUserNameFree(tx, changes.userName, id);
    const set = {
      ...(changes.userName ? { userName: changes.userName } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
    };
    const [row] = Object.keys(set).length
      ? await tx.update(users).set(set).where(eq(users.id, id)).returning()
      : [current];
    // Deactivation or a new password must lock out whoever holds an old session.
    if (changes.isActive === false || passwordHash) await revokeSessionsOf(tx, [id]);
    const logged = (r: typeof current) => ({ userName: r.userName, isActive: r.isActive });
    // The password itself never: only that it changed.
    await auditChange(tx, actor, 'supervisor', id, logged(current), logged(row!), {
      userName: current.userName,
      ...(passwordHash ? { passwordChanged: true } : {}),
    });
    return present(row!);
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
    const row = await lockSupervisor(tx, companyId, id);
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
