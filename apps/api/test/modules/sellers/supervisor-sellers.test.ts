import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/passwords.ts';
import { tickets } from '../../../src/db/schema/index.ts';
import { auditActions, expectSession, fieldsOf, storedUser } from '../../support/checks.ts';
import { createUser, insertTicket, signIn, unique } from '../../support/factories.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { entryOf, SELLER_UPDATE_REFUSALS, sellersApp } from '../../support/sellers.ts';

const { app, db, tokens, mine, theirs, asSubadmin, asSupervisor, addSeller } = await sellersApp();
/** A second supervisor of the same company, with a seller of its own. */
let colleague: { id: string; userName: string; sellerId: string };
beforeAll(async () => {
  const supervisor = await createUser(db, 'supervisor', mine.company.id);
  const seller = await createUser(db, 'seller', mine.company.id, { supervisorId: supervisor.id });
  colleague = { ...supervisor, sellerId: seller.id };
});

const addOwnSeller = (payload: object = {}) => addSeller(payload, 'supervisor');

describe("supervisor's seller routes", () => {
  it('are for supervisors only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/supervisor/getSeller' },
      { method: 'POST', url: '/api/supervisor/addseller', payload: {} },
      { method: 'PATCH', url: `/api/supervisor/updateseller/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/supervisor/deleteseller/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['supervisor']);
    }
  });

  it('lists only its own sellers, with the company name and bonus switch (any path case)', async () => {
    for (const url of ['/api/supervisor/getSeller', '/api/superVisor/getseller']) {
      const response = await asSupervisor('GET', url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        companyName: mine.company.name,
        bonusFlag: false,
      });
      const ids = body.users.map((u: { _id: string }) => u._id);
      expect(ids).toContain(mine.seller.id);
      expect(ids).not.toContain(colleague.sellerId);
      expect(ids).not.toContain(theirs.seller.id);
    }
  });
});

describe('POST /api/supervisor/addseller', () => {
  it('creates a seller of its company, supervised by itself, whatever supervisor is sent', async () => {
    const userName = unique('Paul');
    const imei = unique('dev');
    const response = await asSupervisor('POST', '/api/supervisor/addseller', {
      userName: ` ${userName} `,
      password: 'pa55word',
      isActive: false,
      imei: ` ${imei} `,
      superVisorName: colleague.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Seller created.',
      data: {
        userName,
        imei,
        isActive: false,
        superVisorName: mine.supervisor.userName,
        superVisorId: mine.supervisor.id,
        companyName: mine.company.name,
      },
    });
    expect(await storedUser(db, body.data._id)).toMatchObject({
      role: 'seller',
      companyId: mine.company.id,
      supervisorId: mine.supervisor.id,
      isActive: false,
      imei,
    });
    expect(await auditActions(db, body.data._id, mine.company.id, mine.supervisor.id)).toEqual([
      'seller:create',
    ]);
  });

  it('refuses invalid fields with 400 and taken names or devices with 409', async () => {
    const cases: [object, string][] = [
      [{ password: 'secret-123' }, 'userName'],
      [{ userName: ' ', password: 'secret-123' }, 'userName'],
      [{ userName: unique('s') }, 'password'],
      [{ userName: unique('s'), password: 'abc' }, 'password'],
      [{ userName: unique('s'), password: 'secret-123', isActive: 3 }, 'isActive'],
      [{ userName: unique('s'), password: 'secret-123', imei: ['x'] }, 'imei'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSupervisor('POST', '/api/supervisor/addseller', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
    const name = await asSupervisor('POST', '/api/supervisor/addseller', {
      userName: colleague.userName,
      password: 'secret-123',
    });
    expect(name.statusCode).toBe(409);
    const device = await asSupervisor('POST', '/api/supervisor/addseller', {
      userName: unique('s'),
      password: 'secret-123',
      imei: (await storedUser(db, theirs.seller.id))!.imei,
    });
    expect(device.statusCode).toBe(409);
  });
});

describe('PATCH /api/supervisor/updateseller/:id', () => {
  it('changes its own seller; deactivating ends the seller’s sessions', async () => {
    const seller = await addOwnSeller();
    const token = await signIn(app, { userName: seller.userName, password: 'secret-123' });
    const renamed = unique('Renamed');
    const response = await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
      userName: renamed,
      imei: '',
      password: '',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User updated.',
      data: { userName: renamed, isActive: false, superVisorId: mine.supervisor.id },
    });
    const stored = await storedUser(db, seller._id);
    expect(stored).toMatchObject({ userName: renamed, isActive: false });
    expect(await verifyPassword(stored!.passwordHash, 'secret-123')).toBe(true);
    await expectSession(app, token, false);

    await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
      password: 'fresh-pass',
      isActive: true,
    });
    await expectSession(app, token, false);
    const after = await storedUser(db, seller._id);
    expect(await verifyPassword(after!.passwordHash, 'fresh-pass')).toBe(true);
    // Recorded with the supervisor as the actor, in its company.
    expect(await auditActions(db, seller._id, mine.company.id, mine.supervisor.id)).toEqual([
      'seller:create',
      'seller:update',
      'seller:update',
    ]);
  });

  it('refuses each invalid field with 400 and its message, and changes nothing', async () => {
    const seller = await addOwnSeller({ imei: unique('dev') });
    const before = await storedUser(db, seller._id);
    const cases = SELLER_UPDATE_REFUSALS;
    for (const refusal of cases) {
      const [payload] = refusal;
      const response = await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
        isActive: false,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([entryOf(refusal)]);
    }
    expect(await storedUser(db, seller._id)).toEqual(before);
    // A supervisor has no supervisor field to send (SPEC.md §7): one sent, even a number, is ignored.
    const ignored = await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
      superVisorName: 5,
    });
    expect(ignored.statusCode).toBe(200);
    expect((await storedUser(db, seller._id))!.supervisorId).toBe(mine.supervisor.id);
  });

  it("refuses another seller's device ID (any supervisor or company) with 409", async () => {
    const imei = unique('dev');
    const seller = await addOwnSeller({ imei });
    const colleagues = await createUser(db, 'seller', mine.company.id, {
      supervisorId: colleague.id,
      imei: unique('dev'),
    });
    for (const id of [mine.seller.id, colleagues.id, theirs.seller.id]) {
      const taken = (await storedUser(db, id))!.imei!;
      const response = await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
        imei: taken,
      });
      expect(response.statusCode, taken).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: `The device ID "${taken}" is already used by another seller.`,
      });
    }
    expect((await storedUser(db, seller._id))!.imei).toBe(imei);
  });

  it("cannot touch another supervisor's or another company's seller (404), nor move its own", async () => {
    for (const id of [colleague.sellerId, theirs.seller.id, mine.supervisor.id]) {
      const response = await asSupervisor('PATCH', `/api/supervisor/updateseller/${id}`, {
        isActive: false,
      });
      expect(response.statusCode).toBe(404);
      expect((await storedUser(db, id))!.isActive).toBe(true);
    }
    const seller = await addOwnSeller();
    await asSupervisor('PATCH', `/api/supervisor/updateseller/${seller._id}`, {
      superVisorName: colleague.id,
    });
    expect((await storedUser(db, seller._id))!.supervisorId).toBe(mine.supervisor.id);
  });
});

describe('DELETE /api/supervisor/deleteseller/:id', () => {
  it('deletes its own seller without sales, and hides one with sales', async () => {
    const fresh = await addOwnSeller();
    const gone = await asSupervisor('DELETE', `/api/supervisor/deleteseller/${fresh._id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ success: true, message: 'User deleted.', hidden: false });
    expect(await storedUser(db, fresh._id)).toBeUndefined();

    const seller = await addOwnSeller({ imei: unique('dev') });
    const ticket = await insertTicket(db, { companyId: mine.company.id, sellerId: seller._id });
    const hidden = await asSupervisor('DELETE', `/api/supervisor/deleteseller/${seller._id}`);
    expect(hidden.json()).toMatchObject({ success: true, hidden: true });
    expect(await storedUser(db, seller._id)).toMatchObject({ isActive: false, imei: null });
    expect(await db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(1);
    const list = (await asSupervisor('GET', '/api/supervisor/getSeller')).json();
    expect(list.users.map((u: { _id: string }) => u._id)).not.toContain(seller._id);
    expect(await auditActions(db, seller._id, mine.company.id, mine.supervisor.id)).toEqual([
      'seller:create',
      'seller:delete',
    ]);

    // The company's reports still count the hidden seller's sale (5000 centimes: 50 HTG).
    const range = `fromDate=${ticket.drawDate}&toDate=${ticket.drawDate}`;
    const row = {
      _id: seller._id,
      name: seller.userName,
      company: mine.company.name,
      sum: 50,
      paid: 0,
      paidOut: 0,
      profit: 50,
      // issue 38: no commission rate set, so the net is the profit
      commission: 0,
      netProfit: 50,
    };
    const report = await asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?${range}&seller=${seller._id}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      data: [row],
      totals: { count: 1, sum: 50, paid: 0, profit: 50 },
    });
    expect(
      (await asSubadmin('GET', `/api/subadmin/getsalereports?${range}`)).json().data,
    ).toContainEqual(row);
    const sold = (await asSubadmin('GET', `/api/subadmin/gettickets?${range}`)).json().data;
    expect(sold.find((t: { _id: string }) => t._id === ticket.id)).toMatchObject({
      seller: { _id: seller._id, userName: seller.userName },
      ticketPrice: 50,
    });
    // And so does the supervisor's own report.
    const own = await asSupervisor('GET', `/api/superVisor/getSalereports?${range}`);
    expect(own.json().data).toContainEqual(row);
  });

  it("answers 404 for another supervisor's or company's seller and leaves it", async () => {
    for (const id of [colleague.sellerId, theirs.seller.id]) {
      const response = await asSupervisor('DELETE', `/api/supervisor/deleteseller/${id}`);
      expect(response.statusCode).toBe(404);
      expect(await storedUser(db, id)).toBeDefined();
    }
  });
});
