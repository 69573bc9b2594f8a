import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';

/** A bcrypt hash, as LotterySoft stored its passwords ($2a$, $2b$ or $2y$). */
const BCRYPT = /^\$2[aby]\$\d{2}\$/;

/**
 * The sign-in's password check (both sign-ins: user name, and LotterySoft's device ID). The only
 * place a bcrypt hash is accepted: a user imported from LotterySoft keeps its old hash until it
 * signs in once with the right password; that hash is then replaced by an argon2id one (only if
 * it is still the stored one), so bcrypt is verified once per user. Unknown user: the decoy.
 */
export async function verifySignInPassword(
  db: Db,
  user: { id: string; passwordHash: string } | undefined,
  password: string,
): Promise<boolean> {
  if (!user || !BCRYPT.test(user.passwordHash))
    return verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!(await bcrypt.compare(password, user.passwordHash))) return false;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  return true;
}
