import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { signIn, unique } from '../../support/factories.ts';
import { auditActions, expectSession, fieldsOf, storedUser } from '../../support/checks.ts';
import {
  entryOf,
  SELLER_UPDATE_REFUSALS,
  sellersApp,
  type FieldRefusal,
} from '../../support/sellers.ts';

const { app, db, mine, theirs, asSubadmin, addSeller } = await sellersApp();

describe('PATCH /api/subadmin/updateseller/:id', () => {
  it('changes only the non-empty fields, and the password only when typed', async () => {
    const seller = await addSeller({ imei: unique('dev'), superVisorName: mine.supervisor.id });
    const before = await storedUser(db, seller._id);
    // The device is kept when left out (issue 36: an emptied Device ID, "", removes it).
    const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: '',
      password: '',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User updated.',
      data: { userName: seller.userName, imei: seller.imei, isActive: false },
    });
    const after = await storedUser(db, seller._id);
    expect(after).toMatchObject({
      userName: seller.userName,
      imei: seller.imei,
      supervisorId: mine.supervisor.id,
      passwordHash: before!.passwordHash,
      isActive: false,
    });

    const renamed = unique('Renamed');
    const changed = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: ` ${renamed} `,
      password: 'new-secret',
      isActive: true,
      imei: null,
      superVisorName: null,
    });
    expect(changed.json().data).toMatchObject({
      userName: renamed,
      imei: null,
      isActive: true,
      superVisorName: null,
    });
    const stored = await storedUser(db, seller._id);
    expect(stored).toMatchObject({ userName: renamed, imei: null, supervisorId: null });
    expect(await verifyPassword(stored!.passwordHash, 'new-secret')).toBe(true);
    expect(await auditActions(db, seller._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
      'seller:update',
      'seller:update',
    ]);
  });

  it('deactivating a seller, or changing its password, ends its sessions', async () => {
    const seller = await addSeller();
    const token = await signIn(app, { userName: seller.userName, password: 'secret-123' });
    await expectSession(app, token, true);
    await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, { isActive: false });
    await expectSession(app, token, false);
    // Ended, not paused: switching the seller back on does not revive the old token.
    await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, { isActive: true });
    await expectSession(app, token, false);

    const other = await addSeller();
    const second = await signIn(app, { userName: other.userName, password: 'secret-123' });
    await asSubadmin('PATCH', `/api/subadmin/updateseller/${other._id}`, {
      password: 'changed-pw',
    });
    await expectSession(app, second, false);
  });

  it('refuses each invalid field with 400 and its message, and changes nothing', async () => {
    const seller = await addSeller({ imei: unique('dev'), superVisorName: mine.supervisor.id });
    const before = await storedUser(db, seller._id);
    const cases: FieldRefusal[] = [
      ...SELLER_UPDATE_REFUSALS,
      [
        { superVisorName: 5 },
        'superVisorName',
        'Supervisor must be text',
        'validation.invalid_type',
        { expected: 'string' },
      ],
      [
        { superVisorName: 'x'.repeat(101) },
        'superVisorName',
        'Supervisor must be at most 100 characters',
        'validation.too_long',
        { maximum: 100 },
      ],
    ];
    for (const refusal of cases) {
      const [payload] = refusal;
      const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
        isActive: false,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([entryOf(refusal)]);
    }
    expect(await storedUser(db, seller._id)).toEqual(before);
    expect(await auditActions(db, seller._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
    ]);
  });

  it("refuses another seller's device ID (any company) with 409 and keeps its own", async () => {
    const imei = unique('dev');
    const seller = await addSeller({ imei });
    const other = await addSeller({ imei: unique('dev') });
    for (const taken of [other.imei!, (await storedUser(db, theirs.seller.id))!.imei!]) {
      const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
        imei: taken,
      });
      expect(response.statusCode, taken).toBe(409);
      expect(response.json().message).toBe(
        `The device ID "${taken}" is already used by another seller.`,
      );
      expect(fieldsOf(response.json())).toEqual(['imei']);
    }
    expect((await storedUser(db, seller._id))!.imei).toBe(imei);
    // Its own device is no clash.
    const same = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, { imei });
    expect(same.statusCode).toBe(200);
  });

  it("answers 404 for another company's seller or supervisor, 409 for a taken name, 400 for a bad id", async () => {
    const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${theirs.seller.id}`, {
      isActive: false,
    });
    expect(response.statusCode).toBe(404);
    expect((await storedUser(db, theirs.seller.id))!.isActive).toBe(true);
    expect(
      (
        await asSubadmin('PATCH', `/api/subadmin/updateseller/${mine.supervisor.id}`, {
          isActive: false,
        })
      ).statusCode,
    ).toBe(404);
    const seller = await addSeller();
    const foreign = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      superVisorName: theirs.supervisor.id,
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: mine.subadmin.userName,
    });
    expect(taken.statusCode).toBe(409);
    // Its own name in another case is not a clash.
    const recased = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: seller.userName.toUpperCase(),
    });
    expect(recased.statusCode).toBe(200);
    expect(
      (await asSubadmin('PATCH', '/api/subadmin/updateseller/nope', { isActive: true })).statusCode,
    ).toBe(400);
  });
});
