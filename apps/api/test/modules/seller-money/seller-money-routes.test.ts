import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sellerLedger, users } from '../../../src/db/schema/index.ts';
import { caller, createUser, signedInCompany, unique } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';

const { app, db, tokens, mine, theirs, asSubadmin, asTheirs } = await twoCompaniesApp();
const asSupervisor = caller(app, tokens.supervisor);

const remit = (call: typeof asSubadmin, seller: string, amount = 10, extra: object = {}) =>
  call('POST', '/api/subadmin/addremittance', { seller, amount, note: 'cash', ...extra });

describe('who may call the seller money routes', () => {
  it('answers 401 without a token and 403 to every other role', async () => {
    const seller = mine.seller.id;
    const entry = (await remit(asSubadmin, seller)).json().data._id as string;
    const only = (
      url: string,
      method: 'GET' | 'POST' | 'PATCH',
      roles: ('subadmin' | 'supervisor' | 'seller')[],
      payload?: object,
    ) => expectOnlyRoles(app, tokens, { method, url, ...(payload && { payload }) }, roles);
    await only('/api/subadmin/updatecommission', 'PATCH', ['subadmin'], { commissionPercent: 5 });
    await only('/api/subadmin/updatepayoutlimit', 'PATCH', ['subadmin'], { sellerPayoutLimit: 5 });
    await only('/api/subadmin/updatecreditlimit', 'PATCH', ['subadmin'], { defaultCreditLimit: 5 });
    await only('/api/seller/getbalance', 'GET', ['seller']);
    for (const role of ['subadmin', 'supervisor'] as const) {
      await only(`/api/${role}/getcashup?date=${TODAY}`, 'GET', [role]);
      await only(
        `/api/${role}/getsellerstatement?seller=${seller}&fromDate=${TODAY}&toDate=${TODAY}`,
        'GET',
        [role],
      );
      await only(`/api/${role}/addremittance`, 'POST', [role], { seller, amount: 1, note: '' });
      await only(`/api/${role}/reverseremittance/${entry}`, 'POST', [role], { note: 'why' });
    }
  });
});

describe('tenancy', () => {
  it("answers 404 for another company's seller or entry, and keeps each cash-up to its own sellers", async () => {
    const theirEntry = (await remit(asTheirs, theirs.seller.id)).json().data._id as string;
    const before = await db
      .select()
      .from(sellerLedger)
      .where(eq(sellerLedger.sellerId, theirs.seller.id));
    const statement = `/api/subadmin/getsellerstatement?seller=${theirs.seller.id}&fromDate=${TODAY}&toDate=${TODAY}`;
    for (const r of [
      await asSubadmin('GET', statement),
      await remit(asSubadmin, theirs.seller.id),
      await asSubadmin('POST', `/api/subadmin/reverseremittance/${theirEntry}`, { note: 'mine?' }),
      await asSubadmin('POST', `/api/subadmin/reverseremittance/${randomUUID()}`, { note: 'none' }),
    ]) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json().success).toBe(false);
    }
    expect(
      await db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, theirs.seller.id)),
    ).toEqual(before);
    const cashUp = await asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(cashUp.json().data.map((r: { sellerId: string }) => r.sellerId)).not.toContain(
      theirs.seller.id,
    );
  });

  it("keeps a supervisor to its own sellers: another supervisor's seller answers 404", async () => {
    const other = await createUser(db, 'seller', mine.company.id, { userName: unique('loose') });
    const url = `/api/supervisor/getsellerstatement?seller=${other.id}&fromDate=${TODAY}&toDate=${TODAY}`;
    expect((await asSupervisor('GET', url)).statusCode).toBe(404);
    expect(
      (
        await asSupervisor('POST', '/api/supervisor/addremittance', {
          seller: other.id,
          amount: 5,
          note: '',
        })
      ).statusCode,
    ).toBe(404);
    const otherEntry = (await remit(asSubadmin, other.id)).json().data._id as string;
    expect(
      (await asSupervisor('POST', `/api/supervisor/reverseremittance/${otherEntry}`, { note: 'x' }))
        .statusCode,
    ).toBe(404);

    const own = await asSupervisor('POST', '/api/supervisor/addremittance', {
      seller: mine.seller.id,
      amount: 5,
      note: 'by supervisor',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.createdBy).toEqual({
      _id: mine.supervisor.id,
      userName: mine.supervisor.userName,
    });
    const cashUp = await asSupervisor('GET', `/api/supervisor/getcashup?date=${TODAY}`);
    const ids = cashUp.json().data.map((r: { sellerId: string }) => r.sellerId);
    expect(ids).toContain(mine.seller.id);
    expect(ids).not.toContain(other.id);
  });
});

describe('the ledger is append-only', () => {
  it('reverses an entry once, never a reversal; one live opening per seller; audits every entry', async () => {
    const c = await signedInCompany(app, db);
    const as = caller(app, c.tokens.subadmin);
    const entry = await remit(as, c.seller.id, 300);
    const id = entry.json().data._id as string;
    const reversal = await as('POST', `/api/subadmin/reverseremittance/${id}`, {
      note: 'wrong seller',
    });
    expect(reversal.statusCode, reversal.body).toBe(200);
    const again = await as('POST', `/api/subadmin/reverseremittance/${id}`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'remittance.already_reversed' });
    const ofReversal = await as(
      'POST',
      `/api/subadmin/reverseremittance/${reversal.json().data._id}`,
      { note: 'x' },
    );
    expect(ofReversal.statusCode).toBe(422);
    expect(ofReversal.json()).toMatchObject({ code: 'remittance.reversal_final' });

    const opening = await remit(as, c.seller.id, 50, { kind: 'opening' });
    expect(opening.statusCode).toBe(200);
    expect((await remit(as, c.seller.id, 60, { kind: 'opening' })).json()).toMatchObject({
      code: 'remittance.opening_exists',
    });
    await as('POST', `/api/subadmin/reverseremittance/${opening.json().data._id}`, {
      note: 'typo',
    });
    expect((await remit(as, c.seller.id, 60, { kind: 'opening' })).statusCode).toBe(200);

    const rows = await db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, c.seller.id));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['remittance', 30000],
      ['reversal', -30000],
      ['opening', -5000],
      ['reversal', 5000],
      ['opening', -6000],
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.company.id), eq(auditLog.entity, 'remittance')));
    expect(audits.map((a) => a.entityId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await as('GET', '/api/subadmin/getseller')).json().users[0].balance).toBe(60);
  });

  it('answers 400 for a bad amount, rate, limit or date', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/subadmin/addremittance', { seller: mine.seller.id, amount: 0, note: '' }],
      ['POST', '/api/subadmin/addremittance', { seller: mine.seller.id, amount: 1.005, note: '' }],
      ['POST', '/api/subadmin/addremittance', { seller: 'x', amount: 1, note: '' }],
      ['POST', `/api/subadmin/reverseremittance/${randomUUID()}`, { note: '' }],
      ['PATCH', '/api/subadmin/updatecommission', { commissionPercent: 50.01 }],
      ['PATCH', '/api/subadmin/updatecommission', { commissionPercent: 12.345 }],
      ['PATCH', '/api/subadmin/updatepayoutlimit', { sellerPayoutLimit: -1 }],
      ['PATCH', `/api/subadmin/updateseller/${mine.seller.id}`, { commissionPercent: 51 }],
      ['GET', '/api/subadmin/getcashup?date=2026-02-30', undefined],
    ] as const) {
      const r = await asSubadmin(method, url, payload);
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});

describe("a seller's own commission and credit limit", () => {
  it('are set on add and update (null: the company’s), and audited', async () => {
    const add = await asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('sel'),
      password: 'secret123',
      commissionPercent: 12.25,
      creditLimit: 1500.5,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data).toMatchObject({
      commissionPercent: 12.25,
      creditLimit: 1500.5,
      balance: 0,
    });
    const id = add.json().data._id as string;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect([row!.commissionRate, row!.creditLimit]).toEqual([1225, 150050]);
    const upd = await asSubadmin('PATCH', `/api/subadmin/updateseller/${id}`, {
      commissionPercent: null,
    });
    expect(upd.json().data).toMatchObject({ commissionPercent: null, creditLimit: 1500.5 });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    // Only the commission changed, from 12.25 to the company's (issue 38).
    expect(audit!.details).toMatchObject({
      before: { commissionPercent: 12.25 },
      after: { commissionPercent: null },
    });
    expect(Object.keys((audit!.details as { after: object }).after)).toEqual(['commissionPercent']);
    const settings = await asSubadmin('PATCH', '/api/subadmin/updatecommission', {
      commissionPercent: 8.5,
      supervisorCommissionPercent: 1.25,
    });
    expect(settings.json().data).toMatchObject({
      commissionPercent: 8.5,
      supervisorCommissionPercent: 1.25,
    });
  });
});
