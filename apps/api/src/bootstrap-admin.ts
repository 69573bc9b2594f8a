import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from './auth/passwords.ts';
import type { Db } from './db/client.ts';
import { users } from './db/schema/index.ts';

/**
 * Any number from 0 to 2^31, not the migrations' (db/client.ts): the transaction-level advisory
 * lock under which one starting instance at a time looks for the admin and creates it.
 */
const ADMIN_LOCK = 7_424_612;

const adminExists = async (db: Pick<Db, 'select'>) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)).length >
  0;

/**
 * On first start with no admin, creates one from ADMIN_USERNAME / ADMIN_PASSWORD,
 * or `admin` with a random password printed once. Never a fixed default.
 * Instances started together on one empty PostgreSQL database all come up with one admin: each
 * looks and creates under an advisory lock, so the ones that wait find the first one's admin
 * (and print nothing) instead of failing on the unique user name.
 */
export async function ensureAdmin(
  db: Db,
  options: { userName?: string; password?: string },
  print: (text: string) => void,
): Promise<void> {
  if (await adminExists(db)) return; // every start but the first: no lock, no hashing
  const userName = options.userName ?? 'admin';
  const password = options.password ?? randomBytes(12).toString('base64url');
  // Hashed before the lock is taken: the others wait for an insert, not for a hash.
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    if (await adminExists(tx)) return false;
    await tx.insert(users).values({ role: 'admin', userName, passwordHash });
    return true;
  });
  if (!created) return;
  if (options.password) {
    print(`Created the platform admin "${userName}" with the password from ADMIN_PASSWORD.`);
    return;
  }
  const line = '='.repeat(64);
  print(
    [
      line,
      '  Tiraj: the platform admin account was created.',
      `    user name: ${userName}`,
      `    password:  ${password}`,
      '  This password is shown only once. Sign in and keep it safe.',
      line,
    ].join('\n'),
  );
}
