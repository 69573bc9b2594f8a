import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { auditActions, expectSession, storedUser } from '../../support/checks.ts';
import { signIn, unique } from '../../support/factories.ts';
import { entryOf, type FieldRefusal } from '../../support/sellers.ts';
import { NAME_REQUIRED, supervisorsApp } from '../../support/supervisors.ts';

const { app, db, mine, theirs, asSubadmin, addSupervisor } = await supervisorsApp();

describe('PATCH /api/subadmin/updatesuperVisor/:id', () => {
  it('changes name and Active, the password only when sent', async () => {
    const supervisor = await addSupervisor();
    const before = await storedUser(db, supervisor._id);
    const renamed = unique('Renamed');
    const response = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: renamed,
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Supervisor updated.',
      data: {
        _id: supervisor._id,
        userName: renamed,
        isActive: true,
        branchId: null,
        branchName: null,
      },
    });
    expect((await storedUser(db, supervisor._id))!.passwordHash).toBe(before!.passwordHash);

    const token = await signIn(app, { userName: renamed, password: 'secret-123' });
    await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: renamed,
      password: 'another-pass',
    });
    const stored = await storedUser(db, supervisor._id);
    expect(await verifyPassword(stored!.passwordHash, 'another-pass')).toBe(true);
    await expectSession(app, token, false);
    expect(await auditActions(db, supervisor._id, mine.company.id, mine.subadmin.id)).toEqual([
      'supervisor:create',
      'supervisor:update',
      'supervisor:update',
    ]);
  });

  it('deactivating ends its sessions', async () => {
    const supervisor = await addSupervisor();
    const token = await signIn(app, { userName: supervisor.userName, password: 'secret-123' });
    await expectSession(app, token, true);
    const response = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: supervisor.userName,
      isActive: false,
    });
    expect(response.json().data.isActive).toBe(false);
    await expectSession(app, token, false);
    // Ended, not paused: switching it back on does not revive the old token.
    await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: supervisor.userName,
      isActive: true,
    });
    await expectSession(app, token, false);
  });

  it('refuses each invalid field with 400 and its message, and changes nothing', async () => {
    const supervisor = await addSupervisor();
    const before = await storedUser(db, supervisor._id);
    const text = { expected: 'string' };
    const cases: FieldRefusal[] = [
      [
        { password: 'short' },
        'password',
        'Password must be at least 6 characters',
        'validation.too_short',
        { minimum: 6 },
      ],
      [{ password: 42 }, 'password', 'Password must be text', 'validation.invalid_type', text],
      [
        { isActive: 'maybe' },
        'isActive',
        'Active must be true or false',
        'validation.invalid_type',
        { expected: 'boolean' },
      ],
      [
        { userName: 'x'.repeat(61) },
        'userName',
        'Name must be at most 60 characters',
        'validation.too_long',
        { maximum: 60 },
      ],
      [{ userName: 7 }, 'userName', 'Name must be text', 'validation.invalid_type', text],
    ];
    for (const refusal of cases) {
      const [payload] = refusal;
      const response = await asSubadmin(
        'PATCH',
        `/api/subadmin/updatesuperVisor/${supervisor._id}`,
        {
          userName: supervisor.userName,
          isActive: false,
          ...payload,
        },
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([entryOf(refusal)]);
    }
    expect(await storedUser(db, supervisor._id)).toEqual(before);
    expect(await auditActions(db, supervisor._id, mine.company.id, mine.subadmin.id)).toEqual([
      'supervisor:create',
    ]);
  });

  it('refuses an empty name, a taken name, and ids of another company or of a seller', async () => {
    const supervisor = await addSupervisor();
    const empty = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NAME_REQUIRED);
    const taken = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${supervisor._id}`, {
      userName: mine.seller.userName,
    });
    expect(taken.statusCode).toBe(409);
    for (const id of [theirs.supervisor.id, mine.seller.id, randomUUID()]) {
      const response = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${id}`, {
        isActive: false,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await storedUser(db, theirs.supervisor.id))!.isActive).toBe(true);
  });
});
