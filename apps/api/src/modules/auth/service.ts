import { eq, sql } from 'drizzle-orm';
import { coded, type StaffRole } from '@tiraj/domain';
import type { Language, SessionUser, SignInAnswer, SignInBody } from '@tiraj/domain/contracts';
import { verifySignInPassword } from '../../auth/imported-passwords.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createSession, revokeOtherSessionsOf } from '../../auth/sessions.ts';
import { audit } from '../../audit.ts';
import type { SignInGuards, SignInOrigin, SignInRefusal } from '../../auth/sign-in-audit.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import type { SessionUser as Caller } from '../../auth/session-user.ts';
import { AppError, forbidden, tooMany } from '../../errors.ts';

/**
 * Signs in by user name and password. A refusal (a wrong password, an unknown name, a locked user
 * or company, another device, the throttle) is written to the journal; its answer says no more
 * than before, so a guesser still cannot tell a user name from another.
 */
export async function signIn(
  db: Db,
  { throttle, signInAudit }: SignInGuards,
  body: SignInBody,
  origin: SignInOrigin,
  sessionTtlHours: number,
  // The route adds the operator's time zone to the user.
): Promise<Omit<SignInAnswer, 'user'> & { user: Omit<SignInAnswer['user'], 'timeZone'> }> {
  const ip = origin.address;
  const seconds = await throttle.blockedFor(body.userName, ip);
  if (seconds !== undefined) {
    await signInAudit.throttledOnce(body.userName, origin);
    const minutes = Math.ceil(seconds / 60);
    throw tooMany(coded('signin.throttled', { minutes }), seconds);
  }
  const [user] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      userName: users.userName,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      imei: users.imei,
      language: users.language,
      staffRole: users.staffRole,
      branchId: users.branchId,
      companyName: companies.name,
      companyActive: companies.isActive,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      sql`lower(${users.userName}) = ${body.userName.toLowerCase()} and ${users.deletedAt} is null`,
    )
    .limit(1);

  const passwordOk = await verifySignInPassword(db, user, body.password);
  const refuse = async (status: number, refusal: Exclude<SignInRefusal, 'throttled'>) => {
    await signInAudit.refused(body.userName, user, origin, refusal);
    return new AppError(status, coded(`signin.${refusal}`));
  };
  if (!user || !passwordOk) {
    await throttle.recordFailure(body.userName, ip);
    throw await refuse(401, 'bad_credentials');
  }
  await throttle.clearPair(body.userName, ip);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.isActive) throw await refuse(403, 'user_inactive');
  if (user.companyActive === false) throw await refuse(403, 'company_inactive');
  if (user.role === 'seller' && user.imei && (body.imei ?? '') !== user.imei) {
    throw await refuse(403, 'wrong_device');
  }
  const token = await createSession(db, user.id, sessionTtlHours, { device: origin.device });
  return {
    success: true,
    token,
    user: {
      role: user.role,
      userName: user.userName,
      companyName: user.companyName,
      _id: user.id,
      language: user.language,
      ...staffOf(user.staffRole, user.branchId),
    },
    message: 'Welcome',
  };
}

/** The signed-in user as `/api/auth/me` and the sign-in answer show it. */
export function presentMe(user: Caller, timeZone: string): SessionUser {
  return {
    role: user.role,
    userName: user.userName,
    companyName: user.companyName,
    _id: user.id,
    timeZone,
    language: user.language,
    ...staffOf(user.staffRole, user.staffBranchId),
  };
}

/**
 * Issue 39: a staff account's role and branch, beside what every user has; nothing for anyone else,
 * so that every other answer stays as it was.
 */
function staffOf(staffRole: StaffRole | null | undefined, branchId: string | null | undefined) {
  if (!staffRole) return {};
  return { staffRole, ...(branchId ? { branchId } : {}) };
}

/** Stores the user's language, so that it follows the user to every device it signs in on. */
export async function setLanguage(
  db: Db,
  user: Caller,
  language: Language | null,
): Promise<Caller> {
  await db.update(users).set({ language }).where(eq(users.id, user.id));
  return { ...user, language };
}

/**
 * Issue 39: one's own password, the current one checked first (403 `auth.wrong_password`). The
 * sessions elsewhere end; the one that asked stays. Audited, never the password itself.
 */
export async function changePassword(
  db: Db,
  me: Caller,
  body: { currentPassword: string; newPassword: string },
) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, me.id));
  if (!(await verifySignInPassword(db, row, body.currentPassword)))
    throw forbidden(coded('auth.wrong_password'));
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id));
    await revokeOtherSessionsOf(tx, me.id, me.sessionId);
    await audit(tx, me, 'update', 'password', me.id, {
      userName: me.userName,
      passwordChanged: true,
    });
  });
}
