import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { companies, limits, tickets } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { createUser, signIn, unique } from './support/factories.ts';
import {
  auditActions,
  caller,
  createLotteryCategory,
  expectSession,
  fieldsOf,
  insertTicket,
  otherCompany,
  storedUser,
  SELLER_UPDATE_REFUSALS,
} from './support/people-fixtures.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const call = caller(app);
let tokens: Record<RoleName, string>;
let mine: Awaited<ReturnType<typeof tokensByRole>>['fixture'];
let theirs: Awaited<ReturnType<typeof otherCompany>>;
beforeAll(async () => {
  ({ tokens, fixture: mine } = await tokensByRole(app, db));
  theirs = await otherCompany(app, db);
});

const asSubadmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(tokens.subadmin, method, url, payload);

async function addSeller(payload: object = {}) {
  const response = await asSubadmin('POST', '/api/subadmin/addseller', {
    userName: unique('seller'),
    password: 'secret-123',
    isActive: true,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; userName: string; imei: string | null };
}

describe('seller routes', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getseller' },
      { method: 'POST', url: '/api/subadmin/addseller', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updateseller/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deleteseller/${id}` },
      { method: 'PATCH', url: '/api/subadmin/updatebonus', payload: { bonusFlag: true } },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });
});

describe('GET /api/subadmin/getseller', () => {
  it("lists the company's sellers only, with company name, supervisor and bonus switch", async () => {
    const response = await asSubadmin('GET', '/api/subadmin/getseller');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, bonusFlag: false });
    const [company] = await db.select().from(companies).where(eq(companies.id, mine.company.id));
    expect(body.companyName).toBe(company!.name);
    expect(body.users).toContainEqual({
      _id: mine.seller.id,
      userName: mine.seller.userName,
      imei: (await storedUser(db, mine.seller.id))!.imei,
      isActive: true,
      superVisorName: mine.supervisor.userName,
      superVisorId: mine.supervisor.id,
      companyName: company!.name,
    });
    const ids = body.users.map((u: { _id: string }) => u._id);
    expect(ids).not.toContain(theirs.seller.id);
    expect(ids).not.toContain(mine.supervisor.id);
  });
});

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

describe('PATCH /api/subadmin/updateseller/:id', () => {
  it('changes only the non-empty fields, and the password only when typed', async () => {
    const seller = await addSeller({ imei: unique('dev'), superVisorName: mine.supervisor.id });
    const before = await storedUser(db, seller._id);
    const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
      userName: '',
      password: '',
      imei: '',
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
    const cases: [object, string, string][] = [
      ...SELLER_UPDATE_REFUSALS,
      [{ superVisorName: 5 }, 'superVisorName', 'Supervisor must be text'],
      [
        { superVisorName: 'x'.repeat(101) },
        'superVisorName',
        'Supervisor must be at most 100 characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller._id}`, {
        isActive: false,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([{ field, message }]);
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

describe('DELETE /api/subadmin/deleteseller/:id', () => {
  it('deletes a seller without sales for real, with its limit records', async () => {
    const seller = await addSeller();
    const category = await createLotteryCategory(db);
    await db.insert(limits).values({
      companyId: mine.company.id,
      lotteryCategoryId: category.id,
      scope: 'seller',
      ownerId: seller._id,
      scopeKey: `seller:${seller._id}`,
      limits: [],
    });
    const response = await asSubadmin('DELETE', `/api/subadmin/deleteseller/${seller._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User deleted.', hidden: false });
    expect(await storedUser(db, seller._id)).toBeUndefined();
    expect(
      await db
        .select()
        .from(limits)
        .where(eq(limits.scopeKey, `seller:${seller._id}`)),
    ).toHaveLength(0);
    expect(await auditActions(db, seller._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
      'seller:delete',
    ]);
  });

  it('hides a seller who sold tickets: tickets kept, sessions ended, device freed', async () => {
    const imei = unique('dev');
    const seller = await addSeller({ imei });
    const token = await signIn(app, { userName: seller.userName, password: 'secret-123' }, imei);
    const ticket = await insertTicket(db, mine.company.id, seller._id);
    await db.insert(limits).values({
      companyId: mine.company.id,
      lotteryCategoryId: ticket.lotteryCategoryId,
      scope: 'seller',
      ownerId: seller._id,
      scopeKey: `seller:${seller._id}`,
      limits: [],
    });

    const response = await asSubadmin('DELETE', `/api/subadmin/deleteseller/${seller._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, hidden: true });
    const stored = await storedUser(db, seller._id);
    expect(stored).toMatchObject({ isActive: false, imei: null });
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(limits)
        .where(eq(limits.scopeKey, `seller:${seller._id}`)),
    ).toHaveLength(0);
    await expectSession(app, token, false);
    const list = (await asSubadmin('GET', '/api/subadmin/getseller')).json();
    expect(list.users.map((u: { _id: string }) => u._id)).not.toContain(seller._id);
    // Hidden is gone for every route, and its device can serve a new seller.
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deleteseller/${seller._id}`)).statusCode,
    ).toBe(404);
    expect((await addSeller({ imei })).imei).toBe(imei);
    expect(await auditActions(db, seller._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
      'seller:delete',
    ]);
  });

  it("keeps a hidden seller's sale in the sales report and the sold tickets", async () => {
    const seller = await addSeller();
    const ticket = await insertTicket(db, mine.company.id, seller._id);
    const range = `fromDate=${ticket.drawDate}&toDate=${ticket.drawDate}`;
    const deleted = await asSubadmin('DELETE', `/api/subadmin/deleteseller/${seller._id}`);
    expect(deleted.json()).toMatchObject({ hidden: true });

    // insertTicket sells 5000 centimes: a Total of 50 HTG, nothing paid yet.
    const row = {
      _id: seller._id,
      name: seller.userName,
      company: mine.company.name,
      sum: 50,
      paid: 0,
      profit: 50,
    };
    const report = await asSubadmin('GET', `/api/subadmin/getsalereports?${range}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toContainEqual(row);
    const own = await asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?${range}&seller=${seller._id}`,
    );
    expect(own.json()).toMatchObject({
      data: [row],
      totals: { count: 1, sum: 50, paid: 0, profit: 50 },
    });

    const sold = await asSubadmin('GET', `/api/subadmin/gettickets?${range}`);
    expect(sold.statusCode, sold.body).toBe(200);
    const kept = sold.json().data.find((t: { _id: string }) => t._id === ticket.id);
    expect(kept).toMatchObject({
      seller: { _id: seller._id, userName: seller.userName },
      ticketPrice: 50,
    });
  });

  it("keeps a hidden seller's name reserved, and the 409 says why", async () => {
    const seller = await addSeller();
    await insertTicket(db, mine.company.id, seller._id);
    await asSubadmin('DELETE', `/api/subadmin/deleteseller/${seller._id}`);
    const name = seller.userName.toUpperCase();
    const message = `The user name "${name}" belongs to a deleted seller whose tickets are kept; choose another name.`;
    const created = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: name,
      password: 'secret-123',
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      success: false,
      message,
      errors: [{ field: 'userName', message }],
    });
    const other = await addSeller();
    const renamed = await asSubadmin('PATCH', `/api/subadmin/updateseller/${other._id}`, {
      userName: name,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(message);
    // The name is reserved platform-wide: a new supervisor cannot take it either.
    const supervisor = await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: name,
      password: 'secret-123',
    });
    expect(supervisor.statusCode).toBe(409);
    expect(supervisor.json().message).toBe(message);
  });

  it("answers 404 for another company's seller and leaves it", async () => {
    const response = await asSubadmin('DELETE', `/api/subadmin/deleteseller/${theirs.seller.id}`);
    expect(response.statusCode).toBe(404);
    expect(await storedUser(db, theirs.seller.id)).toBeDefined();
  });
});

describe('PATCH /api/subadmin/updatebonus', () => {
  it("switches the company's bonus, shown by getseller, and audits it", async () => {
    const on = await asSubadmin('PATCH', '/api/subadmin/updatebonus', { bonusFlag: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, bonusFlag: true });
    const [stored] = await db.select().from(companies).where(eq(companies.id, mine.company.id));
    expect(stored!.bonusFlag).toBe(true);
    expect((await asSubadmin('GET', '/api/subadmin/getseller')).json().bonusFlag).toBe(true);
    const [untouched] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, theirs.company.id));
    expect(untouched!.bonusFlag).toBe(false);
    expect(await auditActions(db, mine.company.id, mine.company.id, mine.subadmin.id)).toContain(
      'company:update',
    );

    const off = await asSubadmin('PATCH', '/api/subadmin/updatebonus', { bonusFlag: false });
    expect(off.json().bonusFlag).toBe(false);
    for (const payload of [{}, { bonusFlag: 'on' }]) {
      const bad = await asSubadmin('PATCH', '/api/subadmin/updatebonus', payload);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toEqual(['bonusFlag']);
    }
  });
});

// Keeps the factory import honest: a supervisor created directly also shows by name.
describe('supervisor names in the list', () => {
  it('shows the name of a supervisor created outside the API', async () => {
    const supervisor = await createUser(db, 'supervisor', mine.company.id);
    const seller = await addSeller({ superVisorName: supervisor.id });
    const list = (await asSubadmin('GET', '/api/subadmin/getseller')).json();
    expect(list.users.find((u: { _id: string }) => u._id === seller._id)).toMatchObject({
      superVisorName: supervisor.userName,
    });
  });
});
