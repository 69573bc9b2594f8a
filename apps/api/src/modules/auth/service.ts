import { eq, sql } from 'drizzle-orm';
import { DEVICE_NOT_REGISTERED, type SignInAnswer, type SignInBody } from '@tiraj/domain/contracts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/sessions.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { AppError, tooMany } from '../../errors.ts';

export const WRONG_CREDENTIALS = 'Invalid user name or password.';

export async function signIn(
  db: Db,
  throttle: SignInThrottle,
  body: SignInBody,
  ip: string,
  sessionTtlHours: number,
  // The route adds the operator's time zone to the user.
): Promise<Omit<SignInAnswer, 'user'> & { user: Omit<SignInAnswer['user'], 'timeZone'> }> {
  const seconds = await throttle.blockedFor(body.userName, ip);
  if (seconds !== undefined) {
    const minutes = Math.ceil(seconds / 60);
    throw tooMany(
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      userName: users.userName,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      imei: users.imei,
      companyName: companies.name,
      companyActive: companies.isActive,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      sql`lower(${users.userName}) = ${body.userName.toLowerCase()} and ${users.deletedAt} is null`,
    )
    .limit(1);

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), body.password);
  if (!user || !passwordOk) {
    await throttle.recordFailure(body.userName, ip);
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  await throttle.clearPair(body.userName, ip);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.isActive)
    throw new AppError(403, 'This account is inactive. Please contact your company.');
  if (user.companyActive === false) {
    throw new AppError(
      403,
      'Your company account is inactive. Please contact the platform operator.',
    );
  }
  if (user.role === 'seller' && user.imei && (body.imei ?? '') !== user.imei) {
    throw new AppError(403, DEVICE_NOT_REGISTERED);
  }
  const token = await createSession(db, user.id, sessionTtlHours);
  return {
    success: true,
    token,
    user: { role: user.role, userName: user.userName, companyName: user.companyName, _id: user.id },
    message: 'Welcome',
  };
}
