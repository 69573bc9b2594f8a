import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/auth/tokens.ts';
import { companySessions } from '../../../src/caches/invalidation.ts';
import { companies, sessions, users } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import {
  bearer,
  createCompany,
  createUser,
  imeiOf,
  PASSWORD,
  signIn,
  unique,
} from '../../support/factories.ts';

const { app, ctx } = await testApp({ SIGNIN_MAX_FAILURES_PER_USER: '3' });
const db = ctx.db;

const signInRequest = (payload: object, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/signin', () => {
  let fixture: Awaited<ReturnType<typeof createCompany>>;
  beforeAll(async () => {
    fixture = await createCompany(db);
  });

  it('signs a subadmin in, with a trimmed, case-insensitive user name, and stores only the token hash', async () => {
    const response = await signInRequest({
      userName: `  ${fixture.subadmin.userName.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Welcome',
      user: {
        role: 'subadmin',
        userName: fixture.subadmin.userName,
        companyName: fixture.company.name,
        _id: fixture.subadmin.id,
      },
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const stored = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId).toBe(fixture.subadmin.id);
    const raw = await db.select().from(sessions).where(eq(sessions.tokenHash, body.token));
    expect(raw).toHaveLength(0);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await signInRequest({ userName: fixture.supervisor.userName, password: 'nope' });
    const unknown = await signInRequest({ userName: unique('ghost'), password: 'nope' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid user name or password.',
        code: 'signin.bad_credentials',
      });
    }
  });

  it('answers 400 with a message per missing field', async () => {
    const response = await signInRequest({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: 'User name is required', code: 'validation.required' },
        { field: 'password', message: 'Password is required', code: 'validation.required' },
      ]),
    );
    const blank = await signInRequest({ userName: '   ', password: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'userName', message: 'User name is required', code: 'validation.required' },
    ]);
  });

  it('answers 400 for wrong types, not 500', async () => {
    const response = await signInRequest({ userName: 42, password: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['password', 'userName']);
  });

  it('refuses an inactive user, and an active user of an inactive company', async () => {
    const inactive = await createUser(db, 'supervisor', fixture.company.id, { isActive: false });
    const response = await signInRequest({ userName: inactive.userName, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/inactive/);

    const closed = await createCompany(db, { isActive: false });
    const refused = await signInRequest({ userName: closed.subadmin.userName, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/company account is inactive/);
  });

  it('binds a seller to its device', async () => {
    const imei = await imeiOf(db, fixture.seller.id);
    const noDevice = await signInRequest({ userName: fixture.seller.userName, password: PASSWORD });
    expect(noDevice.statusCode).toBe(403);
    const otherDevice = await signInRequest({
      userName: fixture.seller.userName,
      password: PASSWORD,
      imei: 'other',
    });
    expect(otherDevice.statusCode).toBe(403);
    expect(otherDevice.json().message).toBe('This device is not registered for this seller.');
    const ok = await signInRequest({ userName: fixture.seller.userName, password: PASSWORD, imei });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('seller');
  });
  // Wrong-password throttling: sign-in-throttle.test.ts.
});

describe('sessions', () => {
  it('POST /api/auth/signout revokes the token', async () => {
    const { subadmin } = await createCompany(db);
    const token = await signIn(app, subadmin);
    expect((await me(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
  });

  it('refuses an expired token', async () => {
    const { supervisor } = await createCompany(db);
    const token = await signIn(app, supervisor);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stops a live session at once when the user or its company is deactivated', async () => {
    const { company, subadmin, supervisor } = await createCompany(db);
    const subToken = await signIn(app, subadmin);
    const supToken = await signIn(app, supervisor);
    expect((await me(supToken)).statusCode).toBe(200);
    expect((await me(subToken)).statusCode).toBe(200);
    // Written straight to the database, then dropped from the cache as every writer does (the
    // routes' own drops: cached-reads.test.ts): the session lookup itself must refuse them.
    await db.update(users).set({ isActive: false }).where(eq(users.id, supervisor.id));
    await ctx.caches.invalidate(companySessions(company.id));
    expect((await me(supToken)).statusCode).toBe(401);
    expect((await me(subToken)).statusCode).toBe(200);
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    await ctx.caches.invalidate(companySessions(company.id));
    expect((await me(subToken)).statusCode).toBe(401);
  });

  it('refuses no token, a malformed header and an unknown token with 401', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not-a-real-token')]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/signout', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});
