import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditLog, users } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';

/** What the tests read back and check: a stored user, audit rows, a session, a 400's fields. */

export async function storedUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The audit rows of one record, oldest first, each checked to be recorded in `companyId` with
 * `actorId` as the one who acted: as `entity:action`, or as the bare action with `label: 'action'`.
 */
export async function auditActions(
  db: Db,
  entityId: string,
  companyId: string,
  actorId: string,
  label: 'entity:action' | 'action' = 'entity:action',
) {
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
  return rows.map((r) => (label === 'action' ? r.action : `${r.entity}:${r.action}`));
}

/** `/api/auth/me` with this token: 200 while the session lives, 401 once it ended. */
export async function expectSession(app: App, token: string, alive: boolean) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(response.statusCode).toBe(alive ? 200 : 401);
}

/** The `field` of each 400 error entry. */
export const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);
