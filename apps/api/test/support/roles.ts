import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from './app.ts';
import { bearer, caller, createUser, signedInCompany, signIn, type Method } from './factories.ts';

export type RoleName = 'admin' | 'subadmin' | 'supervisor' | 'seller';

/** A signed-in token for each role (the three company roles in one fresh company). */
export async function tokensByRole(app: App, db: Db) {
  const admin = await createUser(db, 'admin', null);
  const fixture = await signedInCompany(app, db);
  const tokens: Record<RoleName, string> = {
    admin: await signIn(app, admin),
    ...fixture.tokens,
  };
  return { tokens, fixture, admin };
}

/**
 * A server with a token for each role in one fresh company (tokensByRole), set up once per file,
 * and the calls of its admin and its subadmin.
 */
export async function rolesApp() {
  const { app, ctx } = await testApp();
  const roles = await tokensByRole(app, ctx.db);
  return {
    app,
    ctx,
    db: ctx.db,
    ...roles,
    asAdmin: caller(app, roles.tokens.admin),
    asSubadmin: caller(app, roles.tokens.subadmin),
  };
}

/**
 * A server with a token for each role in one company (`mine`), a second signed-in company
 * (`theirs`, whose ids must answer 404 to the first), and the calls of each one's subadmin.
 */
export async function twoCompaniesApp() {
  const roles = await rolesApp();
  const theirs = await signedInCompany(roles.app, roles.db);
  return {
    ...roles,
    mine: roles.fixture,
    theirs,
    asTheirs: caller(roles.app, theirs.tokens.subadmin),
  };
}

interface Call {
  method: Method;
  url: string;
  payload?: object;
}

/** No token → 401; each role outside `allowed` → 403, with the error shape. */
export async function expectOnlyRoles(
  app: App,
  tokens: Record<RoleName, string>,
  call: Call,
  allowed: RoleName[],
) {
  const none = await app.inject({ ...call });
  expect(none.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
  expect(none.json().success).toBe(false);
  for (const role of Object.keys(tokens) as RoleName[]) {
    if (allowed.includes(role)) continue;
    const response = await app.inject({ ...call, headers: bearer(tokens[role]) });
    expect(response.statusCode, `${call.method} ${call.url} as ${role}`).toBe(403);
    expect(response.json()).toMatchObject({ success: false });
  }
}
