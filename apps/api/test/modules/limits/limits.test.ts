import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/db/schema/index.ts';
import { auditActions, fieldsOf } from '../../support/checks.ts';
import { createLotteryCategory } from '../../support/factories.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { nine, limitsApp } from '../../support/limits.ts';

const { app, db, tokens, mine, asSubadmin, asTheirs, addLimit } = await limitsApp();

describe('limit routes', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getLimitButAll' },
      { method: 'GET', url: '/api/subadmin/getLimitButSeller' },
      { method: 'GET', url: '/api/subadmin/getLimitButSuperVisor' },
      { method: 'POST', url: '/api/subadmin/addlimitbut', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updatelimitbut/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deletelimitbut/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });
});

describe('PATCH /api/subadmin/updatelimitbut/:id', () => {
  it('changes amounts and category, keeps the owner, and audits', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const record = await addLimit({ lotteryCategoryName: a.id, seller: mine.seller.id });
    const response = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${record._id}`, {
      lotteryCategoryName: b.name,
      limits: [{ gameCategory: 'L4C 2', limitsButs: '75' }],
      seller: mine.seller.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Limit updated successfully',
      data: {
        ...record,
        lotteryCategoryName: b.name,
        lotteryCategoryId: b.id,
        limits: nine({ 'L4C 2': 75 }),
      },
    });
    const [stored] = await db.select().from(limits).where(eq(limits.id, record._id));
    expect(stored).toMatchObject({
      lotteryCategoryId: b.id,
      scopeKey: `seller:${mine.seller.id}`,
      limits: nine({ 'L4C 2': 75 }),
    });
    expect(await auditActions(db, record._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
      'limit:update',
    ]);
  });

  it('refuses a clash (409), an owner change (400), bad amounts (400) and another company’s record (404)', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const record = await addLimit({ lotteryCategoryName: a.id });
    await addLimit({ lotteryCategoryName: b.id });
    const url = `/api/subadmin/updatelimitbut/${record._id}`;
    expect((await asSubadmin('PATCH', url, { lotteryCategoryName: b.id })).statusCode).toBe(409);
    const owner = await asSubadmin('PATCH', url, { seller: mine.seller.id });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toMatch(/cannot be changed/);
    const amounts = await asSubadmin('PATCH', url, {
      limits: [{ gameCategory: 'BLT', limitsButs: -3 }],
    });
    expect(fieldsOf(amounts.json())).toEqual(['limits.0.limitsButs']);
    const foreign = await addLimit({ lotteryCategoryName: a.id }, asTheirs);
    const response = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${foreign._id}`, {
      limits: [{ gameCategory: 'BLT', limitsButs: 1 }],
    });
    expect(response.statusCode).toBe(404);
    const [untouched] = await db.select().from(limits).where(eq(limits.id, foreign._id));
    expect(untouched!.limits).toEqual(foreign.limits);
  });
});

describe('DELETE /api/subadmin/deletelimitbut/:id', () => {
  it('deletes its own record and audits; another company’s is 404 and stays', async () => {
    const category = await createLotteryCategory(db);
    const record = await addLimit({ lotteryCategoryName: category.id });
    const foreign = await addLimit({ lotteryCategoryName: category.id }, asTheirs);
    const response = await asSubadmin('DELETE', `/api/subadmin/deletelimitbut/${record._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Limit deleted successfully' });
    expect(await db.select().from(limits).where(eq(limits.id, record._id))).toHaveLength(0);
    expect(await auditActions(db, record._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
      'limit:delete',
    ]);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletelimitbut/${foreign._id}`)).statusCode,
    ).toBe(404);
    expect(await db.select().from(limits).where(eq(limits.id, foreign._id))).toHaveLength(1);
  });
});
