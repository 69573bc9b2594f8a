import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies, sessions, users } from '../db/schema/index.ts';
import type { SessionUser } from './session-user.ts';
import { hashToken, newToken } from './tokens.ts';

export async function createSession(db: Db, userId: string, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/**
 * The user behind a token, checked on every request: the session must be
 * unexpired and the user and its company active, so deactivation bites at once.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      role: users.role,
      userName: users.userName,
      companyId: users.companyId,
      companyName: companies.name,
      supervisorId: users.supervisorId,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        sql`${users.deletedAt} is null`,
        sql`(${users.companyId} is null or ${companies.isActive})`,
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of these users (deactivated, deleted, password changed). */
export async function revokeSessionsOf(db: Db | Tx, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(sql`${sessions.userId} in ${userIds}`);
}

/** Ends the sessions of everyone in a company (the company was deactivated). */
export async function revokeCompanySessions(db: Db | Tx, companyId: string) {
  await db.execute(
    sql`delete from ${sessions} where ${sessions.userId} in (select ${users.id} from ${users} where ${users.companyId} = ${companyId})`,
  );
}
