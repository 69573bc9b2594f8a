import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits, tickets } from '../../../src/db/schema/index.ts';
import { auditActions, expectSession, storedUser } from '../../support/checks.ts';
import {
  createLotteryCategory,
  insertLimit,
  insertTicket,
  signIn,
  unique,
} from '../../support/factories.ts';
import { sellersApp } from '../../support/sellers.ts';

const { app, db, mine, theirs, asSubadmin, addSeller } = await sellersApp();

describe('DELETE /api/subadmin/deleteseller/:id', () => {
  it('deletes a seller without sales for real, with its limit records', async () => {
    const seller = await addSeller();
    const category = await createLotteryCategory(db);
    await insertLimit(db, mine.company.id, category.id, `seller:${seller._id}`, []);
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
    const ticket = await insertTicket(db, { companyId: mine.company.id, sellerId: seller._id });
    await insertLimit(db, mine.company.id, ticket.lotteryCategoryId, `seller:${seller._id}`, []);

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
    const ticket = await insertTicket(db, { companyId: mine.company.id, sellerId: seller._id });
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
      paidOut: 0,
      profit: 50,
      // issue 38: no commission rate set, so the net is the profit
      commission: 0,
      netProfit: 50,
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
    await insertTicket(db, { companyId: mine.company.id, sellerId: seller._id });
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
