import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '@tiraj/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { addBranch } from '../../support/branches.ts';
import { auditActions, expectSession, storedUser } from '../../support/checks.ts';
import { caller, signIn, unique } from '../../support/factories.ts';
import { TZ } from '../../support/zone.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';

const { app, db, tokens, mine, admin, asSubadmin, asAdmin, asTheirs } = await twoCompaniesApp();
const today = localDateOf(new Date(), TZ);

/** Adds a staff account through the owner's (or admin's) route and answers it with its password. */
async function addStaff(as = asSubadmin, body: object = {}, side = 'subadmin') {
  const userName = unique('staff');
  const password = 'a-long-secret';
  const response = await as('POST', `/api/${side}/addstaff`, {
    userName,
    password,
    staffRole: side === 'admin' ? 'results' : 'cashier',
    isActive: true,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...(response.json().data as { _id: string; userName: string }), password };
}

describe('company staff accounts (issue 39)', () => {
  it('only the owner (subadmin) manages them; no token 401', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/subadmin/getstaff' },
      { method: 'POST' as const, url: '/api/subadmin/addstaff', payload: {} },
      { method: 'PATCH' as const, url: `/api/subadmin/updatestaff/${randomUUID()}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/subadmin/deletestaff/${randomUUID()}` },
      { method: 'POST' as const, url: `/api/subadmin/endstaffsessions/${randomUUID()}` },
    ])
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
  });

  it('creates, lists, changes and deletes an account: answers, what is stored, the Journal', async () => {
    const branch = await addBranch(asSubadmin);
    const userName = unique('Marie');
    const added = await asSubadmin('POST', '/api/subadmin/addstaff', {
      userName: ` ${userName} `,
      password: 'first-secret',
      staffRole: 'manager',
      branchId: branch._id,
      isActive: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const member = added.json().data;
    expect(added.json()).toEqual({
      success: true,
      message: 'Staff account created.',
      data: {
        _id: expect.any(String),
        userName,
        staffRole: 'manager',
        isActive: true,
        branchId: branch._id,
        branchName: branch.name,
      },
    });
    const stored = await storedUser(db, member._id);
    expect(stored).toMatchObject({
      role: 'subadmin',
      companyId: mine.company.id,
      staffRole: 'manager',
      branchId: branch._id,
    });
    expect(stored!.passwordHash).not.toContain('first-secret');
    expect(await verifyPassword(stored!.passwordHash, 'first-secret')).toBe(true);

    const list = await asSubadmin('GET', '/api/subadmin/getstaff');
    expect(list.json()).toEqual({ success: true, data: [member] });
    // Another company sees none of them, and cannot reach this one.
    expect((await asTheirs('GET', '/api/subadmin/getstaff')).json().data).toEqual([]);
    const foreign = await asTheirs('PATCH', `/api/subadmin/updatestaff/${member._id}`, {
      isActive: false,
    });
    expect(foreign.statusCode).toBe(404);

    const changed = await asSubadmin('PATCH', `/api/subadmin/updatestaff/${member._id}`, {
      staffRole: 'auditor',
      branchId: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      staffRole: 'auditor',
      branchId: null,
      branchName: null,
    });

    const gone = await asSubadmin('DELETE', `/api/subadmin/deletestaff/${member._id}`);
    expect(gone.json()).toEqual({ success: true, message: 'Staff account deleted.' });
    expect((await asSubadmin('GET', '/api/subadmin/getstaff')).json().data).toEqual([]);
    // Hidden, not erased: what it did keeps its name.
    expect(await storedUser(db, member._id)).toMatchObject({
      isActive: false,
      deletedAt: expect.any(Date),
    });
    expect(await auditActions(db, member._id, mine.company.id, mine.subadmin.id)).toEqual([
      'staff:create',
      'staff:update',
      'staff:delete',
    ]);
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName, password: 'first-secret' },
    });
    expect(signInAgain.statusCode).toBe(401);
  });

  it('never stores an empty password: an unset one keeps the current one', async () => {
    const member = await addStaff();
    const { passwordHash } = (await storedUser(db, member._id))!;
    for (const password of ['', null, 'undefined', 'null', undefined]) {
      const response = await asSubadmin('PATCH', `/api/subadmin/updatestaff/${member._id}`, {
        password,
        isActive: true,
      });
      expect(response.statusCode, `${String(password)}: ${response.body}`).toBe(200);
      expect((await storedUser(db, member._id))!.passwordHash).toBe(passwordHash);
    }
    // Creating one needs a password.
    for (const password of ['', null, 'undefined', '   ']) {
      const response = await asSubadmin('POST', '/api/subadmin/addstaff', {
        userName: unique('nopass'),
        password,
        staffRole: 'cashier',
      });
      expect(response.statusCode, String(password)).toBe(400);
    }
    // A new one is hashed, and ends the old sessions.
    const token = await signIn(app, member);
    const renewed = await asSubadmin('PATCH', `/api/subadmin/updatestaff/${member._id}`, {
      password: 'second-secret',
    });
    expect(renewed.statusCode).toBe(200);
    const now = (await storedUser(db, member._id))!.passwordHash;
    expect(await verifyPassword(now, 'second-secret')).toBe(true);
    await expectSession(app, token, false);
  });

  it('refuses a platform role, or a branch of another company', async () => {
    const admin = await asSubadmin('POST', '/api/subadmin/addstaff', {
      userName: unique('x'),
      password: 'a-long-secret',
      staffRole: 'operator',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toMatchObject([{ field: 'staffRole' }]);
    const theirBranch = await addBranch(asTheirs);
    const foreign = await asSubadmin('POST', '/api/subadmin/addstaff', {
      userName: unique('x'),
      password: 'a-long-secret',
      staffRole: 'cashier',
      branchId: theirBranch._id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toMatchObject([{ field: 'branchId' }]);
  });

  it('signs in as `subadmin` with its staffRole and branchId; the owner’s answer is unchanged', async () => {
    const branch = await addBranch(asSubadmin);
    const member = await addStaff(asSubadmin, { staffRole: 'manager', branchId: branch._id });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: member.userName, password: member.password },
    });
    expect(answer.json().user).toMatchObject({
      role: 'subadmin',
      staffRole: 'manager',
      branchId: branch._id,
      companyName: mine.company.name,
    });
    const me = await caller(app, answer.json().token)('GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({ staffRole: 'manager', branchId: branch._id });
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: mine.subadmin.userName, password: mine.subadmin.password },
    });
    expect(Object.keys(owner.json().user).sort()).toEqual(
      ['_id', 'companyName', 'language', 'role', 'timeZone', 'userName'].sort(),
    );
  });

  it('deactivating or ending its sessions locks it out at once; the Journal names the staff', async () => {
    const member = await addStaff(asSubadmin, { staffRole: 'manager' });
    const token = await signIn(app, member);
    const asStaff = caller(app, token);
    // A write by the staff account: its Journal record names it, not the company's owner.
    const seller = await asStaff('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'a-long-secret',
      imei: unique('imei'),
      isActive: true,
    });
    expect(seller.statusCode, seller.body).toBe(200);
    const journal = await asSubadmin(
      'GET',
      `/api/subadmin/getauditlog?fromDate=${today}&toDate=${today}&action=seller.create`,
    );
    expect(journal.statusCode, journal.body).toBe(200);
    const record = journal
      .json()
      .data.find((r: { target: { id: string } }) => r.target.id === seller.json().data._id);
    expect(record.actor).toEqual({ _id: member._id, userName: member.userName, role: 'subadmin' });

    const ended = await asSubadmin('POST', `/api/subadmin/endstaffsessions/${member._id}`);
    expect(ended.json()).toEqual({ success: true, message: 'Sessions ended.' });
    await expectSession(app, token, false);

    const again = await signIn(app, member);
    await asSubadmin('PATCH', `/api/subadmin/updatestaff/${member._id}`, { isActive: false });
    await expectSession(app, again, false);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: member.userName, password: member.password },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a branch-bound account sees its branch’s figures whatever branch it asks for', async () => {
    const north = await addBranch(asSubadmin);
    const south = await addBranch(asSubadmin);
    const member = await addStaff(asSubadmin, { staffRole: 'auditor', branchId: north._id });
    const asStaff = caller(app, await signIn(app, member));
    const range = `fromDate=${today}&toDate=${today}`;
    const own = await asStaff('GET', `/api/subadmin/getsalereports?${range}`);
    const other = await asStaff('GET', `/api/subadmin/getsalereports?${range}&branch=${south._id}`);
    const asked = await asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?${range}&branch=${north._id}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(other.json()).toEqual(own.json());
    expect(own.json()).toEqual(asked.json());
  });
});

describe('a branch-bound manager and the sellers (issue 39)', () => {
  it('lists, adds and changes its branch’s sellers only', async () => {
    const north = await addBranch(asSubadmin);
    const south = await addBranch(asSubadmin);
    const seller = (branchId: string) =>
      asSubadmin('POST', '/api/subadmin/addseller', {
        userName: unique('seller'),
        password: 'a-long-secret',
        isActive: true,
        branchId,
      }).then((r) => r.json().data as { _id: string });
    const mine = await seller(north._id);
    const theirs = await seller(south._id);
    const member = await addStaff(asSubadmin, { staffRole: 'manager', branchId: north._id });
    const asManager = caller(app, await signIn(app, member));
    const list = (await asManager('GET', '/api/subadmin/getseller')).json();
    const ids = (list.users ?? list.data).map((s: { _id: string }) => s._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    const foreign = await asManager('PATCH', `/api/subadmin/updateseller/${theirs._id}`, {
      isActive: false,
    });
    expect(foreign.statusCode).toBe(404);
    const added = await asManager('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'a-long-secret',
      isActive: true,
      branchId: south._id,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.branchId).toBe(north._id);
    // The owner still sees and changes them all.
    const owners = (await asSubadmin('GET', '/api/subadmin/getseller')).json();
    expect((owners.users ?? owners.data).map((s: { _id: string }) => s._id)).toContain(theirs._id);
  });
});

describe('platform staff accounts (issue 39)', () => {
  it('only the admin manages them', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/getstaff' },
      { method: 'POST' as const, url: '/api/admin/addstaff', payload: {} },
      { method: 'DELETE' as const, url: `/api/admin/deletestaff/${randomUUID()}` },
    ])
      await expectOnlyRoles(app, tokens, call, ['admin']);
  });

  it('creates a results account that posts results only; a company role is refused', async () => {
    const member = await addStaff(asAdmin, {}, 'admin');
    expect(await storedUser(db, member._id)).toMatchObject({
      role: 'admin',
      companyId: null,
      staffRole: 'results',
    });
    const list = (await asAdmin('GET', '/api/admin/getstaff')).json().data;
    expect(list.map((s: { _id: string }) => s._id)).toContain(member._id);
    // A company's staff is not the platform's, and the other way round.
    expect((await asSubadmin('GET', '/api/subadmin/getstaff')).json().data).not.toContainEqual(
      expect.objectContaining({ _id: member._id }),
    );
    const asResults = caller(app, await signIn(app, member));
    const company = await asResults('PATCH', `/api/admin/updatesubadmin/${mine.company.id}`, {});
    expect(company.statusCode).toBe(403);
    expect(company.json().code).toBe('auth.staff_role');
    const wrongRole = await asAdmin('POST', '/api/admin/addstaff', {
      userName: unique('x'),
      password: 'a-long-secret',
      staffRole: 'cashier',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(await auditActions(db, member._id, null as unknown as string, admin.id)).toEqual([
      'staff:create',
    ]);
  });
});

describe('PATCH /api/auth/changepassword', () => {
  it('needs the current password (403 auth.wrong_password), then changes it; other sessions end', async () => {
    const member = await addStaff();
    const token = await signIn(app, member);
    const other = await signIn(app, member);
    const asStaff = caller(app, token);
    const wrong = await asStaff('PATCH', '/api/auth/changepassword', {
      currentPassword: 'not-it',
      newPassword: 'another-secret',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('auth.wrong_password');
    const empty = await asStaff('PATCH', '/api/auth/changepassword', {
      currentPassword: member.password,
      newPassword: '',
    });
    expect(empty.statusCode).toBe(400);
    const done = await asStaff('PATCH', '/api/auth/changepassword', {
      currentPassword: member.password,
      newPassword: 'another-secret',
    });
    expect(done.json()).toEqual({ success: true, message: 'Password changed.' });
    expect(
      await verifyPassword((await storedUser(db, member._id))!.passwordHash, 'another-secret'),
    ).toBe(true);
    await expectSession(app, token, true);
    await expectSession(app, other, false);
    const [record] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member._id), eq(auditLog.entity, 'password')));
    expect(record).toMatchObject({
      action: 'update',
      actorId: member._id,
      actorName: member.userName,
      companyId: mine.company.id,
      details: { userName: member.userName, passwordChanged: true },
    });
  });

  it('no token: 401', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/auth/changepassword',
      payload: { currentPassword: 'x', newPassword: 'y-long-secret' },
    });
    expect(response.statusCode).toBe(401);
  });
});
