import { and, eq, ne, sql } from 'drizzle-orm';
import { coded } from '@tiraj/domain';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { onField } from '../errors.ts';

/**
 * User names are unique across the platform whatever their case (a sign-in
 * names no company), and so are device IDs. Checked first for a clear 409;
 * the unique indexes still guard against a race. A seller deleted with
 * history is only hidden (its tickets keep naming it), so its name stays
 * reserved: the 409 says so, since no list shows who holds it.
 */
export async function assertUserNameFree(db: Db | Tx, userName: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id, deletedAt: users.deletedAt, role: users.role })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    // A deleted staff account (issue 39) is hidden too; only a seller's name is kept for its tickets.
    const hiddenSeller = clash.deletedAt && clash.role === 'seller';
    const what = coded(hiddenSeller ? 'user_name.deleted_seller' : 'user_name.taken', {
      userName,
    });
    throw onField(409, what, 'userName');
  }
}

export async function assertDeviceFree(db: Db | Tx, imei: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.imei, imei), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (clash) {
    throw onField(409, coded('device.taken', { imei }), 'imei');
  }
}
