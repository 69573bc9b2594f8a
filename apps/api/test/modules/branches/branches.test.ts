import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { auditActions } from '../../support/checks.ts';
import { unique } from '../../support/factories.ts';
import { addBranch } from '../../support/branches.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';

const { app, db, tokens, mine, asSubadmin, asTheirs } = await twoCompaniesApp();

describe('branches (issue 39)', () => {
  it('only the subadmin manages them', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/subadmin/getbranches' },
      { method: 'POST' as const, url: '/api/subadmin/addbranch', payload: { name: 'x' } },
      { method: 'PATCH' as const, url: `/api/subadmin/updatebranch/${randomUUID()}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/subadmin/deletebranch/${randomUUID()}` },
    ]) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it('adds, lists, changes and deletes a branch, each audited', async () => {
    const name = unique('Pétion-Ville');
    const added = await asSubadmin('POST', '/api/subadmin/addbranch', {
      name: ` ${name} `,
      address: 'Rue Grégoire',
      phoneNumber: '+509 3700 0000',
    });
    expect(added.statusCode, added.body).toBe(200);
    const branch = added.json().data;
    expect(branch).toEqual({
      _id: expect.any(String),
      name,
      address: 'Rue Grégoire',
      phoneNumber: '+509 3700 0000',
      isActive: true,
      sellers: 0,
      supervisors: 0,
      staff: 0,
    });
    const list = await asSubadmin('GET', '/api/subadmin/getbranches');
    expect(list.json()).toMatchObject({ success: true, data: [branch] });

    const changed = await asSubadmin('PATCH', `/api/subadmin/updatebranch/${branch._id}`, {
      address: '',
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name, address: null, isActive: false });
    expect(changed.json().data.phoneNumber).toBe('+509 3700 0000');

    const gone = await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`);
    expect(gone.json()).toEqual({ success: true, message: 'Branch deleted.' });
    expect((await asSubadmin('GET', '/api/subadmin/getbranches')).json().data).toEqual([]);
    expect(await auditActions(db, branch._id, mine.company.id, mine.subadmin.id)).toEqual([
      'branch:create',
      'branch:update',
      'branch:delete',
    ]);
  });

  it('refuses a name already used in the company, whatever its case (409 on the name)', async () => {
    const first = await addBranch(asSubadmin);
    const again = await asSubadmin('POST', '/api/subadmin/addbranch', {
      name: first.name.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toMatchObject([{ field: 'name', code: 'record.exists' }]);
    // Another company may use the same name.
    expect(
      (await asTheirs('POST', '/api/subadmin/addbranch', { name: first.name })).statusCode,
    ).toBe(200);
    const second = await addBranch(asSubadmin);
    const renamed = await asSubadmin('PATCH', `/api/subadmin/updatebranch/${second._id}`, {
      name: first.name,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses a missing name (400)', async () => {
    const response = await asSubadmin('POST', '/api/subadmin/addbranch', { address: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'name' });
  });

  it("another company's branch answers 404 and is left as it was", async () => {
    const theirs = await addBranch(asTheirs);
    for (const [method, url, payload] of [
      ['PATCH', `/api/subadmin/updatebranch/${theirs._id}`, { name: 'mine now' }],
      ['DELETE', `/api/subadmin/deletebranch/${theirs._id}`, undefined],
    ] as const) {
      const response = await asSubadmin(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = (await asTheirs('GET', '/api/subadmin/getbranches')).json().data;
    expect(still).toContainEqual(expect.objectContaining({ _id: theirs._id, name: theirs.name }));
  });

  it('keeps a branch with sellers, supervisors or staff: 409 branch.not_empty', async () => {
    const branch = await addBranch(asSubadmin);
    const seller = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'secret-123',
      branchId: branch._id,
    });
    expect(seller.statusCode, seller.body).toBe(200);
    const refused = await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'branch.not_empty' });
    const listed = (await asSubadmin('GET', '/api/subadmin/getbranches')).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ _id: branch._id, sellers: 1 }));

    await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller.json().data._id}`, {
      branchId: null,
    });
    const supervisor = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: unique('sup'),
      password: 'secret-123',
      branchId: branch._id,
    });
    expect(supervisor.statusCode, supervisor.body).toBe(200);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`)).statusCode,
    ).toBe(409);
    await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor.json().data._id}`, {
      branchId: '',
    });
    // Issue 39: a staff account bound to it keeps it too, counted on the list.
    const staff = await asSubadmin('POST', '/api/subadmin/addstaff', {
      userName: unique('staff'),
      password: 'secret-123',
      staffRole: 'cashier',
      branchId: branch._id,
      isActive: true,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const counted = (await asSubadmin('GET', '/api/subadmin/getbranches')).json().data;
    expect(counted).toContainEqual(
      expect.objectContaining({ _id: branch._id, sellers: 0, supervisors: 0, staff: 1 }),
    );
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`)).statusCode,
    ).toBe(409);
    await asSubadmin('PATCH', `/api/subadmin/updatestaff/${staff.json().data._id}`, {
      branchId: null,
    });
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`)).statusCode,
    ).toBe(200);
  });
});
