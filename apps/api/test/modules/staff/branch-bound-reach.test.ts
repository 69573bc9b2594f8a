import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../../src/db/schema/index.ts';
import { branchSalesApp } from '../../support/branch-sales.ts';
import { caller, signIn, unique } from '../../support/factories.ts';

/**
 * Issue 39: a staff account tied to a branch acts on that branch's sellers and supervisors only —
 * cash, payouts, statements, supervisors, corrected payouts — and sees only its money; the owner
 * keeps reaching every branch.
 */
const s = await branchSalesApp();
const { app, asSubadmin, north, south, northSeller, southSeller, today } = s;

async function boundStaff(staffRole: 'manager' | 'cashier' | 'auditor') {
  const member = { userName: unique(staffRole), password: 'a-long-secret' };
  const added = await asSubadmin('POST', '/api/subadmin/addstaff', {
    ...member,
    staffRole,
    branchId: north._id,
    isActive: true,
  });
  expect(added.statusCode, added.body).toBe(200);
  return caller(app, await signIn(app, member));
}

describe('a branch-bound staff account reaches its branch only (issue 39)', () => {
  it('a cashier records cash for its branch’s seller, not another’s; cannot reverse another’s entry', async () => {
    const asCashier = await boundStaff('cashier');
    const remit = (seller: string) =>
      asCashier('POST', '/api/subadmin/addremittance', { seller, amount: 100, note: 'soir' });
    const own = await remit(northSeller.id);
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await remit(southSeller.id);
    expect(foreign.statusCode).toBe(404);
    // The owner's entry for the other branch's seller: out of the cashier's reach.
    const owners = await asSubadmin('POST', '/api/subadmin/addremittance', {
      seller: southSeller.id,
      amount: 40,
      note: 'soir',
    });
    expect(owners.statusCode, owners.body).toBe(200);
    const reverse = await asCashier(
      'POST',
      `/api/subadmin/reverseremittance/${owners.json().data._id}`,
      { note: 'erreur' },
    );
    expect(reverse.statusCode).toBe(404);
    const statement = await asCashier(
      'GET',
      `/api/subadmin/getsellerstatement?seller=${southSeller.id}&fromDate=${today}&toDate=${today}`,
    );
    expect(statement.statusCode).toBe(404);
    // Its Journal: what its branch's people did (its own entry), not the owner's for the other branch.
    const journal = await asCashier(
      'GET',
      `/api/subadmin/getauditlog?fromDate=${today}&toDate=${today}&pageSize=500`,
    );
    expect(journal.statusCode, journal.body).toBe(200);
    const ids = journal.json().data.map((r: { target: { id: string } }) => r.target.id);
    expect(ids).toContain(own.json().data._id);
    expect(ids).not.toContain(owners.json().data._id);
    const everyone = await asSubadmin(
      'GET',
      `/api/subadmin/getauditlog?fromDate=${today}&toDate=${today}&pageSize=500`,
    );
    expect(everyone.json().data.map((r: { target: { id: string } }) => r.target.id)).toEqual(
      expect.arrayContaining([own.json().data._id, owners.json().data._id]),
    );
  });

  it('pays only its branch’s tickets: another branch’s code is not found', async () => {
    const asCashier = await boundStaff('cashier');
    // Codes a customer's paper carries (the fixture's are not in the code alphabet).
    await s.db
      .update(tickets)
      .set({ ticketCode: 'K7M4-2QXP' })
      .where(eq(tickets.id, s.southTickets[0]!.id));
    await s.db
      .update(tickets)
      .set({ ticketCode: 'K7M4-2QXR' })
      .where(eq(tickets.id, s.northTickets[1]!.id));
    const pay = await asCashier('POST', '/api/subadmin/payticket', { ticketId: 'K7M4-2QXP' });
    expect(pay.statusCode, pay.body).toBe(404);
    const mine = await asCashier('POST', '/api/subadmin/payticket', { ticketId: 'K7M4-2QXR' });
    // Found (it has no result yet): refused for that, not hidden.
    expect(mine.statusCode).not.toBe(404);
  });

  it('a manager lists and manages its branch’s supervisors only; new ones go in its branch', async () => {
    const asManager = await boundStaff('manager');
    const supervisor = async (branchId: string) =>
      (
        await asSubadmin('POST', '/api/subadmin/addsuperVisor', {
          userName: unique('sup'),
          password: 'a-long-secret',
          isActive: true,
          branchId,
        })
      ).json().data as { _id: string };
    const ours = await supervisor(north._id);
    const theirs = await supervisor(south._id);
    const listed = (await asManager('GET', '/api/subadmin/getsuperVisor')).json();
    const ids = (listed.users ?? listed.data).map((x: { _id: string }) => x._id);
    expect(ids).toContain(ours._id);
    expect(ids).not.toContain(theirs._id);
    const change = await asManager('PATCH', `/api/subadmin/updatesuperVisor/${theirs._id}`, {
      isActive: false,
    });
    expect(change.statusCode).toBe(404);
    const remove = await asManager('DELETE', `/api/subadmin/deletesuperVisor/${theirs._id}`);
    expect(remove.statusCode).toBe(404);
    const added = await asManager('POST', '/api/subadmin/addsuperVisor', {
      userName: unique('sup'),
      password: 'a-long-secret',
      isActive: true,
      branchId: south._id,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.branchId).toBe(north._id);
    const moved = await asManager('PATCH', `/api/subadmin/updatesuperVisor/${ours._id}`, {
      branchId: south._id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.branchId).toBe(north._id);
  });

  it('who is active: its branch’s sellers only', async () => {
    const asAuditor = await boundStaff('auditor');
    const r = await asAuditor('GET', '/api/subadmin/getselleractivity');
    expect(r.statusCode, r.body).toBe(200);
    const ids = r.json().data.map((x: { _id: string }) => x._id);
    expect(ids).toContain(northSeller.id);
    expect(ids).not.toContain(southSeller.id);
  });

  it('an auditor asking for another branch’s tickets gets its own branch’s', async () => {
    const asAuditor = await boundStaff('auditor');
    const r = await asAuditor(
      'GET',
      `/api/subadmin/gettickets?fromDate=${today}&toDate=${today}&branch=${south._id}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    const codes = JSON.stringify(r.json());
    expect(codes).not.toContain(s.southTickets[0]!.ticketCode);
    expect(codes).toContain(s.northTickets[0]!.ticketCode);
  });
});
