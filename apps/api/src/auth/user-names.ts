import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * User names are unique across the platform whatever their case (a sign-in
 * names no company), and so are device IDs. Checked first for a clear 409;
 * the unique indexes still guard against a race.
 */
export async function assertUserNameFree(db: Db | Tx, userName: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    const message = `The user name "${userName}" is already taken.`;
    throw new AppError(409, message, { errors: [{ field: 'userName', message }] });
  }
}

export async function assertDeviceFree(db: Db | Tx, imei: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.imei, imei), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (clash) {
    const message = `The device ID "${imei}" is already used by another seller.`;
    throw new AppError(409, message, { errors: [{ field: 'imei', message }] });
  }
}
