import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SubAdmin } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import { audit, auditChange } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { revokeCompanySessions, revokeSessionsOf } from '../../auth/sessions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, storedFiles, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  keyOfPath,
  publicPath,
  recordFile,
  type FileStorage,
  type SavedFile,
} from '../../files/storage.ts';

export interface SubAdminInput {
  userName?: string;
  password?: string;
  companyName?: string;
  address?: string;
  phoneNumber?: string;
  isActive?: boolean;
}

const columns = {
  _id: companies.id,
  companyName: companies.name,
  companyLogo: companies.logoPath,
  address: companies.address,
  phoneNumber: companies.phoneNumber,
  isActive: companies.isActive,
  userName: users.userName,
  subadminId: users.id,
};

function selectSubAdmins(db: Db | Tx) {
  return db
    .select(columns)
    .from(companies)
    .innerJoin(
      users,
      // The company's owner: its staff (issue 39) are subadmins with a role.
      and(eq(users.companyId, companies.id), eq(users.role, 'subadmin'), isNull(users.staffRole)),
    );
}

/** A company as the Journal compares it: its names, address, phone and state. */
const logged = (r: Awaited<ReturnType<typeof selectSubAdmins>>[number]) => ({
  companyName: r.companyName,
  userName: r.userName,
  address: r.address,
  phoneNumber: r.phoneNumber,
  isActive: r.isActive,
});

const present = ({
  subadminId: _,
  ...row
}: Awaited<ReturnType<typeof selectSubAdmins>>[number]): SubAdmin => row;

export async function listSubAdmins(db: Db): Promise<SubAdmin[]> {
  const rows = await selectSubAdmins(db).orderBy(asc(companies.createdAt));
  return rows.map(present);
}

/** User names are unique across the platform, whatever their case. */
export async function assertUserNameFree(db: Db | Tx, userName: string, exceptUserId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  if (clash && clash.id !== exceptUserId) throw conflict(coded('user_name.taken', { userName }));
}

export async function addSubAdmin(
  db: Db,
  actor: SessionUser,
  input: Required<Pick<SubAdminInput, 'userName' | 'password' | 'companyName'>> & SubAdminInput,
  logo?: SavedFile,
) {
  await assertUserNameFree(db, input.userName);
  const passwordHash = await hashPassword(input.password);
  const isActive = input.isActive ?? true;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.companyName,
        address: input.address ?? '',
        phoneNumber: input.phoneNumber ?? '',
        isActive,
        logoPath: logo ? publicPath(logo.key) : '',
      })
      .returning({ id: companies.id });
    await tx.insert(users).values({
      role: 'subadmin',
      companyId: company!.id,
      userName: input.userName,
      passwordHash,
      isActive,
    });
    if (logo) await recordFile(tx, logo, { kind: 'logo', companyId: company!.id });
    await audit(tx, actor, 'create', 'subadmin', company!.id, {
      companyName: input.companyName,
      userName: input.userName,
    });
    const [row] = await selectSubAdmins(tx).where(eq(companies.id, company!.id));
    return present(row!);
  });
}

/**
 * Changes only what was sent. Deactivating a company blocks everyone in it
 * and ends their sessions; a new password ends the subadmin's sessions.
 */
export async function updateSubAdmin(
  db: Db,
  storage: FileStorage,
  actor: SessionUser,
  companyId: string,
  input: SubAdminInput,
  logo?: SavedFile,
) {
  const [current] = await selectSubAdmins(db).where(eq(companies.id, companyId));
  if (!current) throw notFound('subadmin.not_found');
  if (input.userName) await assertUserNameFree(db, input.userName, current.subadminId);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await db.transaction(async (tx) => {
    // The before, read in the change's transaction (the one above answers a clear 404 first).
    const [was] = await selectSubAdmins(tx).where(eq(companies.id, companyId)).for('update');
    const companyChanges = {
      ...(input.companyName ? { name: input.companyName } : {}),
      ...(input.address ? { address: input.address } : {}),
      ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      ...(logo ? { logoPath: publicPath(logo.key) } : {}),
    };
    if (Object.keys(companyChanges).length)
      await tx.update(companies).set(companyChanges).where(eq(companies.id, companyId));
    const userChanges = {
      ...(input.userName ? { userName: input.userName } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    };
    if (Object.keys(userChanges).length)
      await tx.update(users).set(userChanges).where(eq(users.id, current.subadminId));
    if (logo) await recordFile(tx, logo, { kind: 'logo', companyId });
    // The old logo's row goes with its file (removed after the commit), so no row outlives its file.
    if (logo && current.companyLogo)
      await tx.delete(storedFiles).where(eq(storedFiles.key, keyOfPath(current.companyLogo)));
    if (input.isActive === false) await revokeCompanySessions(tx, companyId);
    else if (passwordHash) await revokeSessionsOf(tx, [current.subadminId]);
    const [row] = await selectSubAdmins(tx).where(eq(companies.id, companyId));
    // The password itself never: only that it changed; the logo, a file, only that it changed.
    await auditChange(tx, actor, 'subadmin', companyId, logged(was ?? current), logged(row!), {
      companyName: current.companyName,
      ...(passwordHash ? { passwordChanged: true } : {}),
      ...(logo ? { logoChanged: true } : {}),
    });
    return present(row!);
  });
  if (logo && current.companyLogo) await storage.remove(keyOfPath(current.companyLogo));
  return updated;
}
