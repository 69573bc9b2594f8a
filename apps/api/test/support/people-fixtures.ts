import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditLog, lotteryCategories, tickets, users } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from './app.ts';
import { bearer, createCompany, signIn, unique } from './factories.ts';
import { tokensByRole } from './roles.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as the holder of `token`. */
export const caller =
  (app: App) => (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(token) });

/** A second company with its subadmin signed in: its ids must answer 404 to the first. */
export async function otherCompany(app: App, db: Db) {
  const fixture = await createCompany(db);
  return { ...fixture, subadminToken: await signIn(app, fixture.subadmin) };
}

/**
 * A server with a token for each role in one company (`mine`), a second company (`theirs`), and
 * the calls of each one's subadmin.
 */
export async function twoCompaniesApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;
  const call = caller(app);
  const { tokens, fixture: mine } = await tokensByRole(app, db);
  const theirs = await otherCompany(app, db);
  const asSubadmin = (method: Method, url: string, payload?: object) =>
    call(tokens.subadmin, method, url, payload);
  const asTheirs = (method: Method, url: string, payload?: object) =>
    call(theirs.subadminToken, method, url, payload);
  return { app, db, call, tokens, mine, theirs, asSubadmin, asTheirs };
}

export async function createLotteryCategory(db: Db, name = unique('New York')) {
  const [row] = await db
    .insert(lotteryCategories)
    .values({ name, startTime: '08:00', endTime: '14:30' })
    .returning();
  return row!;
}

/** A sold ticket, straight in the table: enough for "this seller has sales". */
export async function insertTicket(db: Db, companyId: string, sellerId: string) {
  const category = await createLotteryCategory(db);
  const [row] = await db
    .insert(tickets)
    .values({
      companyId,
      ticketCode: unique('T'),
      sellerId,
      lotteryCategoryId: category.id,
      drawDate: '2026-11-20',
      totalAmount: 5000,
      multipliers: [50, 20, 10, 500, 5000, 25000, 1000],
    })
    .returning();
  return row!;
}

export async function storedUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The audit rows of one record as `entity:action`, oldest first, each checked
 * to be recorded in `companyId` with `actorId` as the one who acted.
 */
export async function auditActions(db: Db, entityId: string, companyId: string, actorId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  for (const row of rows) {
    const what = `${row.entity}:${row.action} of ${entityId}`;
    expect(row.companyId, `${what}: company`).toBe(companyId);
    expect(row.actorId, `${what}: actor`).toBe(actorId);
  }
  return rows.map((r) => `${r.entity}:${r.action}`);
}

/** `/api/auth/me` with this token: 200 while the session lives, 401 once it ended. */
export async function expectSession(app: App, token: string, alive: boolean) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(response.statusCode).toBe(alive ? 200 : 401);
}

/** The `field` of each 400 error entry. */
export const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);

/** Invalid fields of a seller update, each with the field and message a 400 names (both seller tables). */
export const SELLER_UPDATE_REFUSALS: [object, string, string][] = [
  [{ isActive: 'yes' }, 'isActive', 'Active must be true or false'],
  [{ isActive: 1 }, 'isActive', 'Active must be true or false'],
  [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
  [{ password: '  ' }, 'password', 'Password is required'],
  [{ password: 123456 }, 'password', 'Password must be text'],
  [{ imei: 123 }, 'imei', 'Device ID must be text'],
  [{ imei: 'x'.repeat(101) }, 'imei', 'Device ID must be at most 100 characters'],
  // '' keeps the name (only non-empty fields change); blanks are no name at all.
  [{ userName: '   ' }, 'userName', 'Name is required'],
  [{ userName: 12 }, 'userName', 'Name must be text'],
  [{ userName: 'x'.repeat(61) }, 'userName', 'Name must be at most 60 characters'],
];
