import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/client.ts';
import { companies, users } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';

/** Unique names, so tests never collide, whatever order they run in. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export interface TestUser {
  id: string;
  userName: string;
  password: string;
  companyId: string | null;
}

export async function createUser(
  db: Db,
  role: 'admin' | 'subadmin' | 'supervisor' | 'seller',
  companyId: string | null,
  extra: {
    isActive?: boolean;
    imei?: string | null;
    supervisorId?: string | null;
    userName?: string;
  } = {},
): Promise<TestUser> {
  const userName = extra.userName ?? unique(role);
  const [row] = await db
    .insert(users)
    .values({
      role,
      companyId,
      userName,
      passwordHash: await hashed(),
      isActive: extra.isActive ?? true,
      imei: extra.imei ?? null,
      supervisorId: extra.supervisorId ?? null,
    })
    .returning({ id: users.id });
  return { id: row!.id, userName, password: PASSWORD, companyId };
}

/** A fresh company with its subadmin, a supervisor and a seller under it. */
export async function createCompany(db: Db, extra: { isActive?: boolean; name?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: extra.name ?? unique('Bank'), isActive: extra.isActive ?? true })
    .returning();
  const subadmin = await createUser(db, 'subadmin', company!.id);
  const supervisor = await createUser(db, 'supervisor', company!.id);
  const seller = await createUser(db, 'seller', company!.id, {
    supervisorId: supervisor.id,
    imei: unique('imei'),
  });
  return { company: company!, subadmin, supervisor, seller };
}

export async function signIn(
  app: App,
  user: { userName: string; password: string },
  imei?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { userName: user.userName, password: user.password, ...(imei ? { imei } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function imeiOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ imei: users.imei }).from(users).where(eq(users.id, userId));
  return row?.imei ?? '';
}
