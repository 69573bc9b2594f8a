import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { signIn, unique } from '../../support/factories.ts';
import { auditActions, fieldsOf, storedUser } from '../../support/checks.ts';
import { sellersApp } from '../../support/sellers.ts';

const { app, db, mine, theirs, asSubadmin, addSeller } = await sellersApp();

describe('POST /api/subadmin/addseller', () => {
  it('creates a trimmed seller under a supervisor named by user name, stores and audits it', async () => {
    const userName = unique('Jean');
    const imei = unique('35-2099');
    const response = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: `  ${userName} `,
      password: 'pa55word',
      isActive: true,
      imei: ` ${imei}  `,
      superVisorName: mine.supervisor.userName.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Seller created.',
      data: {
        userName,
        imei,
        isActive: true,
        superVisorName: mine.supervisor.userName,
        superVisorId: mine.supervisor.id,
      },
    });
    const stored = await storedUser(db, body.data._id);
    expect(stored).toMatchObject({
      role: 'seller',
      companyId: mine.company.id,
      userName,
      imei,
      supervisorId: mine.supervisor.id,
      deletedAt: null,
    });
    expect(stored!.passwordHash).not.toContain('pa55word');
    expect(await verifyPassword(stored!.passwordHash, 'pa55word')).toBe(true);
    expect(await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
    ]);
    // The new seller signs in from its device.
    expect(await signIn(app, { userName, password: 'pa55word' }, imei)).toBeTruthy();
  });

  it('takes a supervisor by id, or none; Active defaults to true', async () => {
    const byId = await addSeller({ superVisorName: mine.supervisor.id });
    expect((await storedUser(db, byId._id))!.supervisorId).toBe(mine.supervisor.id);
    const response = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'secret-123',
      superVisorName: '',
      imei: '',
    });
    expect(response.json().data).toMatchObject({
      isActive: true,
      imei: null,
      superVisorName: null,
      superVisorId: null,
    });
    const inactive = await addSeller({ isActive: false });
    expect((await storedUser(db, inactive._id))!.isActive).toBe(false);
  });

  it('refuses each invalid field with 400', async () => {
    const ok = { userName: unique('s'), password: 'secret-123' };
    const cases: [object, string][] = [
      [{ password: 'secret-123' }, 'userName'],
      [{ ...ok, userName: '   ' }, 'userName'],
      [{ ...ok, userName: 'x'.repeat(61) }, 'userName'],
      [{ ...ok, userName: 12 }, 'userName'],
      [{ userName: ok.userName }, 'password'],
      [{ ...ok, password: '      ' }, 'password'],
      [{ ...ok, password: 'abc' }, 'password'],
      [{ ...ok, isActive: 'yes' }, 'isActive'],
      [{ ...ok, imei: 123 }, 'imei'],
      [{ ...ok, superVisorName: 5 }, 'superVisorName'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addseller', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
  });

  it('refuses a taken user name (any case, any company) or device ID with 409', async () => {
    for (const taken of [mine.seller.userName.toUpperCase(), theirs.supervisor.userName]) {
      const response = await asSubadmin('POST', '/api/subadmin/addseller', {
        userName: taken,
        password: 'secret-123',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`The user name "${taken}" is already taken.`);
    }
    const imei = (await storedUser(db, theirs.seller.id))!.imei!;
    const response = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('s'),
      password: 'secret-123',
      imei,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/device ID .* already used/);
  });

  it("refuses another company's supervisor, or a seller as supervisor, with 404", async () => {
    for (const reference of [theirs.supervisor.id, theirs.supervisor.userName, mine.seller.id]) {
      const response = await asSubadmin('POST', '/api/subadmin/addseller', {
        userName: unique('s'),
        password: 'secret-123',
        superVisorName: reference,
      });
      expect(response.statusCode, reference).toBe(404);
      expect(fieldsOf(response.json())).toEqual(['superVisorName']);
    }
  });
});
