import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema/index.ts';
import { storedUser } from '../../support/checks.ts';
import { unique } from '../../support/factories.ts';
import { addBranch } from '../../support/branches.ts';
import { sellersApp } from '../../support/sellers.ts';

const { db, asSubadmin, asSupervisor, asTheirs, addSeller } = await sellersApp();

describe("a seller's and a supervisor's branch (issue 39)", () => {
  it('a seller is put in a branch, moved out only when asked, and answers it', async () => {
    const branch = await addBranch(asSubadmin);
    const seller = await addSeller({ branchId: branch._id });
    expect(seller).toMatchObject({ branchId: branch._id, branchName: branch.name });
    expect(await storedUser(db, seller._id)).toMatchObject({ branchId: branch._id });

    // SPEC's bodies (no branchId) keep the branch.
    const kept = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: '',
      isActive: true,
    });
    expect(kept.json().data).toMatchObject({ branchId: branch._id, branchName: branch.name });
    const list = (await asSubadmin('GET', '/api/subadmin/getseller')).json().users;
    expect(list).toContainEqual(expect.objectContaining({ _id: seller._id, branchId: branch._id }));

    const out = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      branchId: '',
    });
    expect(out.json().data).toMatchObject({ branchId: null, branchName: null });
    const [logged] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, seller._id))
      .orderBy(auditLog.createdAt)
      .offset(2);
    expect(logged?.details).toMatchObject({
      before: { branch: branch.name },
      after: { branch: null },
    });
  });

  it('a seller without a branch answers null, as SPEC bodies create it', async () => {
    const seller = await addSeller();
    expect(seller).toMatchObject({ branchId: null, branchName: null });
  });

  it("a supervisor may put its own sellers in one of the company's branches", async () => {
    const branch = await addBranch(asSubadmin);
    const seller = await addSeller({ branchId: branch._id }, 'supervisor');
    expect(seller).toMatchObject({ branchId: branch._id });
    const moved = await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
      branchId: null,
    });
    expect(moved.json().data.branchId).toBeNull();
  });

  it("no one is put in another company's branch: 404 on branchId, nothing stored", async () => {
    const theirs = await addBranch(asTheirs);
    const name = unique('seller');
    const added = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: name,
      password: 'secret-123',
      branchId: theirs._id,
    });
    expect(added.statusCode).toBe(404);
    expect(added.json().errors).toMatchObject([{ field: 'branchId' }]);
    const seller = await addSeller();
    const moved = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      branchId: theirs._id,
    });
    expect(moved.statusCode).toBe(404);
    expect(await storedUser(db, seller._id)).toMatchObject({ branchId: null });
    const supervisor = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: unique('sup'),
      password: 'secret-123',
      branchId: theirs._id,
    });
    expect(supervisor.statusCode).toBe(404);
  });

  it('refuses a branchId that is not an id (400)', async () => {
    const response = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'secret-123',
      branchId: 'Nord',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ field: 'branchId' }]);
  });

  it('a supervisor answers its branch and changes it only when asked', async () => {
    const branch = await addBranch(asSubadmin);
    const added = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: unique('sup'),
      password: 'secret-123',
      isActive: true,
      branchId: branch._id,
    });
    const supervisor = added.json().data;
    expect(supervisor).toMatchObject({ branchId: branch._id, branchName: branch.name });
    const kept = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: supervisor.userName,
      isActive: false,
    });
    expect(kept.json().data).toMatchObject({ isActive: false, branchId: branch._id });
    const list = (await asSubadmin('GET', '/api/subadmin/getsuperVisor')).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({ _id: supervisor._id, branchName: branch.name }),
    );
  });
});
