import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../src/db/schema/index.ts';
import { createUser } from '../../support/factories.ts';
import { auditActions, fieldsOf, storedUser } from '../../support/checks.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { sellersApp } from '../../support/sellers.ts';

const { app, db, tokens, mine, theirs, asSubadmin, addSeller } = await sellersApp();

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
      commissionPercent: null,
      creditLimit: null,
      balance: 0,
      // Issue 39, additive: the seller's branch (none here).
      branchId: null,
      branchName: null,
    });
    const ids = body.users.map((u: { _id: string }) => u._id);
    expect(ids).not.toContain(theirs.seller.id);
    expect(ids).not.toContain(mine.supervisor.id);
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
