import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { bearer, shop } from '../../support/factories.ts';
import { fieldsOf } from '../../support/checks.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';
import { sell } from '../../support/sales.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const URL = '/api/subadmin/updatecancelwindow';

let tokens: Record<RoleName, string>;
beforeAll(async () => {
  tokens = (await tokensByRole(app, db)).tokens;
});

const setWindow = (token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: URL, headers: bearer(token), payload });

async function storedWindow(companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row!.cancelWindowMinutes;
}

describe('PATCH /api/subadmin/updatecancelwindow', () => {
  it('is for subadmins only', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: URL, payload: { cancelWindowMinutes: 5 } },
      ['subadmin'],
    );
  });

  it('stores 0–60 minutes for its own company, shown by getseller and the device, and audits it', async () => {
    const s = await shop(app, db);
    const other = await shop(app, db);
    const response = await setWindow(s.tokens.subadmin, { cancelWindowMinutes: 25 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, cancelWindowMinutes: 25 });
    expect(await storedWindow(s.company.id)).toBe(25);
    expect(await storedWindow(other.company.id)).toBe(10);
    const list = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getseller',
      headers: bearer(s.tokens.subadmin),
    });
    expect(list.json().cancelWindowMinutes).toBe(25);
    const device = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.tokens.seller),
    });
    expect(device.json().data.cancelWindowMinutes).toBe(25);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ after: { cancelWindowMinutes: 25 } }),
    );
    for (const edge of [0, 60]) {
      expect((await setWindow(s.tokens.subadmin, { cancelWindowMinutes: edge })).statusCode).toBe(
        200,
      );
      expect(await storedWindow(s.company.id)).toBe(edge);
    }
  });

  it('refuses a value outside 0–60 or not a whole number with 400 naming the field, changing nothing', async () => {
    const s = await shop(app, db);
    for (const cancelWindowMinutes of [-1, 61, 2.5, '10', null, 1e9]) {
      const response = await setWindow(s.tokens.subadmin, { cancelWindowMinutes });
      expect(response.statusCode, JSON.stringify(cancelWindowMinutes)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(fieldsOf(response.json())).toEqual(['cancelWindowMinutes']);
    }
    expect((await setWindow(s.tokens.subadmin, {})).statusCode).toBe(400);
    expect(await storedWindow(s.company.id)).toBe(10);
  });

  it("a seller's cancel obeys the new window", async () => {
    const s = await shop(app, db);
    const soldAgo = async (minutes: number) => {
      const sold = await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '41', amount: 10 },
      ]);
      expect(sold.statusCode, sold.body).toBe(200);
      const id = sold.json().data._id as string;
      await db
        .update(tickets)
        .set({ soldAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(tickets.id, id));
      return id;
    };
    const cancel = (id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/seller/deleteticket/${id}`,
        headers: bearer(s.tokens.seller),
      });
    // 20 minutes after the sale: refused under the default 10, allowed under 30.
    const late = await soldAgo(20);
    expect((await cancel(late)).statusCode).toBe(422);
    expect((await setWindow(s.tokens.subadmin, { cancelWindowMinutes: 30 })).statusCode).toBe(200);
    expect((await cancel(late)).statusCode).toBe(200);
    // 0: a seller can no longer cancel, not even a ticket sold a minute ago.
    const fresh = await soldAgo(1);
    expect((await setWindow(s.tokens.subadmin, { cancelWindowMinutes: 0 })).statusCode).toBe(200);
    const refused = await cancel(fresh);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/within 0 minutes/);
    const [kept] = await db.select().from(tickets).where(eq(tickets.id, fresh));
    expect(kept!.deletedAt).toBeNull();
  });
});
