import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { bearer, openCategory } from '../../support/factories.ts';
import { twoCompaniesApp } from '../../support/roles.ts';
import { sell } from '../../support/sales.ts';

const { app, db, mine, theirs, asSubadmin, asTheirs } = await twoCompaniesApp();

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe("who is active: the sellers' last sale and open sessions", () => {
  it('lists each seller with its last sale and sessions; ending one signs that device out, audited', async () => {
    const category = await openCategory(db);
    const sold = await sell(app, mine.tokens.seller, category.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);

    const activity = await asSubadmin('GET', '/api/subadmin/getselleractivity');
    expect(activity.statusCode, activity.body).toBe(200);
    const seller = activity.json().data.find((s: { _id: string }) => s._id === mine.seller.id);
    expect(seller).toMatchObject({
      userName: mine.seller.userName,
      lastSaleAt: sold.json().data.soldAt,
    });
    expect(seller.sessions).toHaveLength(1);
    // Another company's sellers never appear.
    expect(activity.json().data.map((s: { _id: string }) => s._id)).not.toContain(theirs.seller.id);

    const sessionId = seller.sessions[0]._id as string;
    // Another company cannot end it: the same 404 as an unknown session.
    expect((await asTheirs('DELETE', `/api/subadmin/endsession/${sessionId}`)).statusCode).toBe(
      404,
    );
    expect((await me(mine.tokens.seller)).statusCode).toBe(200);

    const ended = await asSubadmin('DELETE', `/api/subadmin/endsession/${sessionId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(mine.tokens.seller)).statusCode).toBe(401);
    const [record] = await db.select().from(auditLog).where(eq(auditLog.entityId, sessionId));
    expect(record).toMatchObject({
      companyId: mine.company.id,
      actorId: mine.subadmin.id,
      action: 'delete',
      entity: 'session',
    });
    const after = await asSubadmin('GET', '/api/subadmin/getselleractivity');
    expect(
      after.json().data.find((s: { _id: string }) => s._id === mine.seller.id).sessions,
    ).toEqual([]);
  });
});
