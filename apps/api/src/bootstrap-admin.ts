import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from './auth/passwords.ts';
import type { Db } from './db/client.ts';
import { users } from './db/schema/index.ts';

/**
 * On first start with no admin, creates one from ADMIN_USERNAME / ADMIN_PASSWORD,
 * or `admin` with a random password printed once. Never a fixed default.
 */
export async function ensureAdmin(
  db: Db,
  options: { userName?: string; password?: string },
  print: (text: string) => void,
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return;
  const userName = options.userName ?? 'admin';
  const password = options.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({ role: 'admin', userName, passwordHash: await hashPassword(password) });
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
