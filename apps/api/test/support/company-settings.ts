import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditLog, lotteryCategories } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { bearer, createCompany, signIn, unique } from './factories.ts';
import { rolesApp } from './roles.ts';

/** A lottery category (shared by every company), inserted directly. */
export async function createLotteryCategory(db: Db, name = unique('Draw')) {
  const [row] = await db
    .insert(lotteryCategories)
    .values({ name, startTime: '08:00', endTime: '12:00' })
    .returning();
  return { id: row!.id, name: row!.name };
}

/** A fresh company with its subadmin signed in: the tenant whose rows another must never reach. */
export async function signedInCompany(app: App, db: Db) {
  const fixture = await createCompany(db);
  return { ...fixture, token: await signIn(app, fixture.subadmin) };
}

/** Calls the API as the holder of `token`. */
export function caller(app: App, token: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(token) });
}

/** The audit rows of one record, oldest first, checked to belong to the actor's company. */
export async function auditActions(db: Db, entityId: string, companyId: string, actorId: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  for (const row of rows) {
    expect(row.companyId).toBe(companyId);
    expect(row.actorId).toBe(actorId);
  }
  return rows.sort((a, b) => +a.createdAt - +b.createdAt).map((r) => r.action);
}

/**
 * A company-settings test's server (payment terms, block numbers): a token for each role, the
 * subadmin's company and id (`mine`), and the subadmin's calls.
 */
export async function companySettingsApp() {
  const roles = await rolesApp();
  const mine = { companyId: roles.fixture.company.id, subadminId: roles.fixture.subadmin.id };
  return { ...roles, mine, asSubadmin: caller(roles.app, roles.tokens.subadmin) };
}

/** A payment term's 16 numbers as a winning number lays them out: game and position. */
export const RATES = {
  first: 60,
  second: 25,
  third: 12.5,
  l3c: 600,
  l4c: 4000,
  l5c: 20000,
  mrg: 900,
};
export const LAYOUT = [
  ['BLT', 1],
  ['BLT', 2],
  ['BLT', 3],
  ['L3C', 1],
  ['L4C 1', 1],
  ['L4C 2', 1],
  ['L4C 3', 1],
  ['L5C 1', 1],
  ['L5C 2', 1],
  ['L5C 3', 1],
  ['MRG', 1],
  ['MRG', 2],
  ['MRG', 3],
  ['MRG', 4],
  ['MRG', 5],
  ['MRG', 6],
] as const;
