import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies, sessions, users } from '../db/schema/index.ts';
import type { SessionUser } from './session-user.ts';
import { hashToken, newToken } from './tokens.ts';

export async function createSession(
  db: Db,
  userId: string,
  ttlHours: number,
  { lotterySoft = false, device = null }: { lotterySoft?: boolean; device?: string | null } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    lotterySoft,
    device,
  });
  return token;
}

/** A live session as the database knows it: its user, and when it ends. */
export interface LiveSession {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * The session behind a token's hash: it must be unexpired and the user and its company active (and,
 * for a LotterySoft device's session, the company's switch on), so deactivation bites at once. Requests read it through the session cache (caches/session-cache.ts).
 */
export async function findSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      role: users.role,
      userName: users.userName,
      companyId: users.companyId,
      companyName: companies.name,
      supervisorId: users.supervisorId,
      language: users.language,
      staffRole: users.staffRole,
      staffBranchId: sql<
        string | null
      >`case when ${users.staffRole} is null then null else ${users.branchId} end`,
      lotterySoft: sessions.lotterySoft,
      device: sessions.device,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        sql`${users.deletedAt} is null`,
        sql`(${users.companyId} is null or ${companies.isActive})`,
        // A device session lasts only while its company lets LotterySoft devices in.
        sql`(not ${sessions.lotterySoft} or ${companies.lotterySoftDevices})`,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

/**
 * Whether a token's hash names a LotterySoft device's session, live or not (expired, or its
 * company switched the devices off: the row stays, findSession no longer answers it). The paths
 * the app shares with Tiraj's clients need it: the app returns to its sign-in only on its own
 * `Unauthorized!`, so a device's ended session must not get Tiraj's 401. Revoking a device's
 * session keeps its row, expired (below), for this.
 */
export async function isLotterySoftSession(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ lotterySoft: sessions.lotterySoft })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.lotterySoft === true;
}

/*
 * The revocations below run inside their writer's transaction; the writer's route drops the
 * cached sessions once it has committed (`ctx.caches.changing`), on every instance.
 *
 * A LotterySoft device's session is ended, not deleted: its row (the token's hash and its mark)
 * stays, expired, so that the paths the app shares with Tiraj's clients still answer the app's
 * own `Unauthorized!` (isLotterySoftSession) and the device goes back to its sign-in screen.
 */
async function endSessionsWhere(db: Db | Tx, which: SQL) {
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, now())` })
    .where(and(which, eq(sessions.lotterySoft, true)));
  await db.delete(sessions).where(and(which, eq(sessions.lotterySoft, false)));
}

export async function revokeSession(db: Db | Tx, sessionId: string) {
  await endSessionsWhere(db, eq(sessions.id, sessionId));
}

/** Ends every session of these users (deactivated, deleted, password changed). */
export async function revokeSessionsOf(db: Db | Tx, userIds: string[]) {
  if (userIds.length === 0) return;
  await endSessionsWhere(db, sql`${sessions.userId} in ${userIds}`);
}

/** Ends every session of a user but one (its own password changed: the session it used stays). */
export async function revokeOtherSessionsOf(db: Db | Tx, userId: string, keptSessionId: string) {
  await endSessionsWhere(
    db,
    and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keptSessionId}`)!,
  );
}

/** Ends the sessions of everyone in a company (the company was deactivated). */
export async function revokeCompanySessions(db: Db | Tx, companyId: string) {
  await endSessionsWhere(
    db,
    sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.companyId} = ${companyId})`,
  );
}
