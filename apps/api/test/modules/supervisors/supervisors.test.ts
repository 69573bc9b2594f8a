import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { limits, sessions } from '../../../src/db/schema/index.ts';
import { auditActions, expectSession, fieldsOf, storedUser } from '../../support/checks.ts';
import {
  createLotteryCategory,
  createUser,
  imeiOf,
  insertLimit,
  PASSWORD,
  signIn,
  unique,
} from '../../support/factories.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { NAME_REQUIRED, supervisorsApp } from '../../support/supervisors.ts';

const { app, db, tokens, mine, theirs, asSubadmin, addSupervisor } = await supervisorsApp();

describe('supervisor routes', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getsuperVisor' },
      { method: 'POST', url: '/api/subadmin/addsuperVisor', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updatesuperVisor/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deletesuperVisor/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it("lists the company's supervisors only, as {_id, userName, isActive}", async () => {
    const response = await asSubadmin('GET', '/api/subadmin/getsuperVisor');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toContainEqual({
      _id: mine.supervisor.id,
      userName: mine.supervisor.userName,
      isActive: true,
      branchId: null,
      branchName: null,
    });
    const ids = body.data.map((s: { _id: string }) => s._id);
    expect(ids).not.toContain(theirs.supervisor.id);
    expect(ids).not.toContain(mine.seller.id);
  });
});

describe('POST /api/subadmin/addsuperVisor', () => {
  it('creates a trimmed supervisor who can sign in, stores and audits it', async () => {
    const userName = unique('Marie');
    const response = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: ` ${userName}  `,
      password: 'super-pass',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Supervisor created.',
      data: { userName, isActive: true },
    });
    const stored = await storedUser(db, body.data._id);
    expect(stored).toMatchObject({ role: 'supervisor', companyId: mine.company.id, userName });
    expect(await verifyPassword(stored!.passwordHash, 'super-pass')).toBe(true);
    expect(await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id)).toEqual([
      'supervisor:create',
    ]);
    expect(await signIn(app, { userName, password: 'super-pass' })).toBeTruthy();
    const inactive = await addSupervisor({ isActive: false });
    expect((await storedUser(db, inactive._id))!.isActive).toBe(false);
  });

  it(`refuses an empty name with "${NAME_REQUIRED}" and each invalid field with 400`, async () => {
    for (const userName of ['', '   ', undefined]) {
      const response = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
        userName,
        password: 'secret-123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: NAME_REQUIRED });
      expect(fieldsOf(response.json())).toEqual(['userName']);
    }
    const ok = { userName: unique('sup'), password: 'secret-123' };
    const cases: [object, string][] = [
      [{ ...ok, userName: 'x'.repeat(61) }, 'userName'],
      [{ userName: ok.userName }, 'password'],
      [{ ...ok, password: 'short' }, 'password'],
      [{ ...ok, password: 42 }, 'password'],
      [{ ...ok, isActive: 'maybe' }, 'isActive'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addsuperVisor', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
  });

  it('refuses a taken user name, whatever its case or company, with 409', async () => {
    for (const taken of [mine.supervisor.userName.toLowerCase(), theirs.seller.userName]) {
      const response = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
        userName: taken,
        password: 'secret-123',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`The user name "${taken}" is already taken.`);
    }
  });
});

describe('DELETE /api/subadmin/deletesuperVisor/:id', () => {
  it('deletes it; its sellers keep working with no supervisor; its limits and sessions go', async () => {
    const supervisor = await addSupervisor();
    const supervisorToken = await signIn(app, {
      userName: supervisor.userName,
      password: 'secret-123',
    });
    const seller = await createUser(db, 'seller', mine.company.id, {
      supervisorId: supervisor._id,
      imei: unique('dev'),
    });
    const sellerToken = await signIn(app, seller, await imeiOf(db, seller.id));
    const category = await createLotteryCategory(db);
    await insertLimit(db, mine.company.id, category.id, `supervisor:${supervisor._id}`, []);

    const response = await asSubadmin('DELETE', `/api/subadmin/deletesuperVisor/${supervisor._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Supervisor deleted.' });
    expect(await storedUser(db, supervisor._id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, supervisor._id))).toEqual([]);
    await expectSession(app, supervisorToken, false);
    expect(
      await db
        .select()
        .from(limits)
        .where(eq(limits.scopeKey, `supervisor:${supervisor._id}`)),
    ).toHaveLength(0);
    expect((await storedUser(db, seller.id))!.supervisorId).toBeNull();
    await expectSession(app, sellerToken, true);
    expect(
      await signIn(
        app,
        { userName: seller.userName, password: PASSWORD },
        await imeiOf(db, seller.id),
      ),
    ).toBeTruthy();
    const list = (await asSubadmin('GET', '/api/subadmin/getseller')).json();
    expect(list.users.find((u: { _id: string }) => u._id === seller.id)).toMatchObject({
      superVisorName: null,
      superVisorId: null,
    });
    expect(await auditActions(db, supervisor._id, mine.company.id, mine.subadmin.id)).toEqual([
      'supervisor:create',
      'supervisor:delete',
    ]);
  });

  it("answers 404 for another company's supervisor and leaves it", async () => {
    const response = await asSubadmin(
      'DELETE',
      `/api/subadmin/deletesuperVisor/${theirs.supervisor.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(await storedUser(db, theirs.supervisor.id)).toBeDefined();
    expect((await storedUser(db, theirs.seller.id))!.supervisorId).toBe(theirs.supervisor.id);
  });
});
