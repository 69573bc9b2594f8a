import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditLog, lotteryCategories } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { bearer, createCompany, signIn, unique } from './factories.ts';

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
