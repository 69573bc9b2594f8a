import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, lotteryCategories } from '../../../src/db/schema/index.ts';
import { bearer, unique } from '../../support/factories.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { lotteryCategoriesApp } from '../../support/lottery-categories.ts';

const { app, db, tokens, asAdmin, create } = await lotteryCategoriesApp();

describe('lottery categories', () => {
  it('only the admin manages them', async () => {
    const id = randomUUID();
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/admin/getlotterycategory' }, [
      'admin',
    ]);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/addlotterycategory', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: `/api/admin/updatelotterycategory/${id}`, payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/admin/deletelotterycategory/${id}` },
      ['admin'],
    );
  });

  it('creates one, trimmed, stores it, lists it and audits it', async () => {
    const name = unique('Florida');
    const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: `  ${name} `,
      startTime: '20:00',
      endTime: '02:00',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Lottery category created.',
      data: { lotteryName: name, startTime: '20:00', endTime: '02:00' },
    });
    const [stored] = await db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, body.data._id));
    expect(stored).toMatchObject({ name, startTime: '20:00', endTime: '02:00' });
    const list = (await asAdmin('GET', '/api/admin/getlotterycategory')).json();
    expect(list.success).toBe(true);
    expect(list.data).toContainEqual(body.data);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses each invalid field with 400', async () => {
    const cases: [object, string][] = [
      [{ startTime: '08:00', endTime: '09:00' }, 'lotteryName'],
      [{ lotteryName: '  ', startTime: '08:00', endTime: '09:00' }, 'lotteryName'],
      [{ lotteryName: 'X', endTime: '09:00' }, 'startTime'],
      [{ lotteryName: 'X', startTime: '8:00', endTime: '09:00' }, 'startTime'],
      [{ lotteryName: 'X', startTime: '08:00', endTime: '24:00' }, 'endTime'],
      [{ lotteryName: 'X', startTime: '08:00', endTime: 900 }, 'endTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/addlotterycategory', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const first = await create();
    const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: first.lotteryName.toUpperCase(),
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
    const other = await create();
    const rename = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${other._id}`, {
      lotteryName: first.lotteryName,
    });
    expect(rename.statusCode).toBe(409);
  });

  it('updates only the non-empty fields', async () => {
    const category = await create(undefined, '08:00', '12:00');
    const response = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${category._id}`, {
      lotteryName: '',
      endTime: '13:15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Lottery category updated.',
      data: { lotteryName: category.lotteryName, startTime: '08:00', endTime: '13:15' },
    });
    const [stored] = await db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, category._id));
    expect(stored!.endTime).toBe('13:15');
  });

  it('refuses an impossible time on update with 400, changing nothing', async () => {
    const category = await create(undefined, '08:00', '12:00');
    const cases: [object, string][] = [
      [{ startTime: '25:00' }, 'startTime'],
      [{ startTime: '12:60' }, 'startTime'],
      [{ endTime: '24:00' }, 'endTime'],
      [{ endTime: '9:30' }, 'endTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin(
        'PATCH',
        `/api/admin/updatelotterycategory/${category._id}`,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const [stored] = await db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, category._id));
    expect(stored).toMatchObject({ startTime: '08:00', endTime: '12:00' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (
        await asAdmin('PATCH', `/api/admin/updatelotterycategory/${randomUUID()}`, {
          endTime: '10:00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('DELETE', `/api/admin/deletelotterycategory/${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', '/api/admin/updatelotterycategory/not-a-uuid', { endTime: '10:00' }))
        .statusCode,
    ).toBe(400);
  });

  it('company roles read the list from their own paths', async () => {
    const category = await create();
    for (const [role, url] of [
      ['subadmin', '/api/subadmin/getlotterycategory'],
      ['supervisor', '/api/supervisor/getlotterycategory'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toContainEqual(category);
    }
    const seller = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getlotterycategory',
      headers: bearer(tokens.seller),
    });
    expect(seller.statusCode).toBe(403);
  });
});

describe('GET /api/admin/getgamecategory', () => {
  it('gives the nine seeded games in SPEC order to every signed-in role', async () => {
    for (const role of ['admin', 'subadmin', 'supervisor', 'seller'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/getgamecategory',
        headers: bearer(tokens[role]),
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { _id: string; gameName: string }[];
      expect(data.map((g) => g.gameName)).toEqual([
        'BLT',
        'L3C',
        'L4C 1',
        'L4C 2',
        'L4C 3',
        'L5C 1',
        'L5C 2',
        'L5C 3',
        'MRG',
      ]);
      expect(data[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/getgamecategory' })).statusCode,
    ).toBe(401);
  });
});
