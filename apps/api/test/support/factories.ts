import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { localTimeOf, salesWindow, type StaffRole } from '@tiraj/domain';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/client.ts';
import { companies, limits, lotteryCategories, users } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { TZ } from './zone.ts';

// Sold tickets are stored through the sale's own call: their factory has a file of its own.
export { deleteTicketRow, insertTicket, type TicketLine } from './ticket-factory.ts';

/**
 * The API tests' factories: people, companies and their sessions, lottery categories, sold
 * tickets and limits, each made one way. Results are posted through the API (results.ts).
 */

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
    /** issue 39: a staff account (a subadmin's or admin's role) */
    staffRole?: StaffRole;
    branchId?: string;
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
      staffRole: extra.staffRole ?? null,
      branchId: extra.branchId ?? null,
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

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as the holder of `token`. */
export function caller(app: App, token: string) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(token) });
}

export async function imeiOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ imei: users.imei }).from(users).where(eq(users.id, userId));
  return row?.imei ?? '';
}

/**
 * A fresh company (createCompany) whose subadmin, supervisor and seller (on its device) are signed
 * in: the tenant of a test, or the other one whose rows it must never reach.
 */
export async function signedInCompany(app: App, db: Db) {
  const fixture = await createCompany(db);
  const tokens = {
    subadmin: await signIn(app, fixture.subadmin),
    supervisor: await signIn(app, fixture.supervisor),
    seller: await signIn(app, fixture.seller, await imeiOf(db, fixture.seller.id)),
  };
  return { ...fixture, tokens };
}

/** One more seller of `companyId`, on a device of its own and under no supervisor, signed in. */
export async function signedInSeller(app: App, db: Db, companyId: string) {
  const seller = await createUser(db, 'seller', companyId, { imei: unique('imei') });
  return { ...seller, token: await signIn(app, seller, await imeiOf(db, seller.id)) };
}

/** A signed-in company (signedInCompany) and a category open for sale now (openCategory). */
export async function shop(app: App, db: Db) {
  const company = await signedInCompany(app, db);
  return { ...company, category: await openCategory(db) };
}

/** A lottery category (shared by every company), inserted directly; 08:00–12:00 unless told. */
export async function createLotteryCategory(
  db: Db,
  o: { name?: string; startTime?: string; endTime?: string } = {},
) {
  const [row] = await db
    .insert(lotteryCategories)
    .values({
      name: o.name ?? unique('Draw'),
      startTime: o.startTime ?? '08:00',
      endTime: o.endTime ?? '12:00',
    })
    .returning();
  return row!;
}

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A category open right now (a window of ±3 hours around the operator's clock), and its draw date. */
export async function openCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  const row = await createLotteryCategory(db, {
    name: unique('Open Draw'),
    startTime: hhmm(now - 180),
    endTime: hhmm(now + 180),
  });
  return { ...row, drawDate: salesWindow(row.startTime, row.endTime, new Date(), TZ).drawDate };
}

/** A category closed right now (it opens in two hours). */
export async function closedCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  return createLotteryCategory(db, {
    name: unique('Closed Draw'),
    startTime: hhmm(now + 120),
    endTime: hhmm(now + 180),
  });
}

/**
 * A limit record written straight in the table (the API's is `addlimitbut`): `scopeKey` is `all`,
 * `supervisor:<id>` or `seller:<id>`; amounts in HTG, null for none.
 */
export async function insertLimit(
  db: Db,
  companyId: string,
  lotteryCategoryId: string,
  scopeKey: string,
  entries: { gameCategory: string; limitsButs: number | null }[],
) {
  const [scope, ownerId] = scopeKey.split(':') as ['all' | 'supervisor' | 'seller', string?];
  await db.insert(limits).values({
    companyId,
    lotteryCategoryId,
    scope,
    ownerId: ownerId ?? null,
    scopeKey,
    limits: entries,
  });
}
