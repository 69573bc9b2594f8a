import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/db/schema/index.ts';
import { auditActions, fieldsOf } from '../../support/checks.ts';
import { createLotteryCategory } from '../../support/factories.ts';
import { BLT_ONLY, nine, limitsApp } from '../../support/limits.ts';

const { db, mine, theirs, asSubadmin, asTheirs, addLimit } = await limitsApp();

describe('POST /api/subadmin/addlimitbut', () => {
  it('creates an All record by category name: nine games in order, stored with scope key "all"', async () => {
    const category = await createLotteryCategory(db);
    const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
      lotteryCategoryName: category.name.toUpperCase(),
      limits: [
        { gameCategory: 'MRG', limitsButs: 100 },
        { gameCategory: 'BLT', limitsButs: '2500' },
        { gameCategory: 'L3C', limitsButs: '' },
        { gameCategory: 'L5C 3', limitsButs: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = nine({ BLT: 2500, MRG: 100, 'L5C 3': 0 });
    expect(body).toEqual({
      success: true,
      message: 'Limit created successfully',
      data: {
        _id: expect.any(String),
        lotteryCategoryName: category.name,
        lotteryCategoryId: category.id,
        seller: null,
        superVisor: null,
        limits: expected,
      },
    });
    const [stored] = await db.select().from(limits).where(eq(limits.id, body.data._id));
    expect(stored).toMatchObject({
      companyId: mine.company.id,
      lotteryCategoryId: category.id,
      scope: 'all',
      ownerId: null,
      scopeKey: 'all',
      limits: expected,
    });
    expect(await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
    ]);
  });

  it('creates seller and supervisor records by category id, keyed seller:<id> and supervisor:<id>', async () => {
    const category = await createLotteryCategory(db);
    const forSeller = await addLimit({ lotteryCategoryName: category.id, seller: mine.seller.id });
    expect(forSeller.seller).toEqual({ _id: mine.seller.id, userName: mine.seller.userName });
    expect(forSeller.superVisor).toBeNull();
    const forSupervisor = await addLimit({
      lotteryCategoryName: category.id,
      superVisor: mine.supervisor.id,
      seller: '',
    });
    expect(forSupervisor.superVisor).toEqual({
      _id: mine.supervisor.id,
      userName: mine.supervisor.userName,
    });
    const keys = await db
      .select({ scopeKey: limits.scopeKey, scope: limits.scope, ownerId: limits.ownerId })
      .from(limits)
      .where(eq(limits.lotteryCategoryId, category.id));
    expect(keys).toEqual(
      expect.arrayContaining([
        { scopeKey: `seller:${mine.seller.id}`, scope: 'seller', ownerId: mine.seller.id },
        {
          scopeKey: `supervisor:${mine.supervisor.id}`,
          scope: 'supervisor',
          ownerId: mine.supervisor.id,
        },
      ]),
    );
  });

  it('refuses each invalid field with 400, and seller and supervisor together', async () => {
    const category = await createLotteryCategory(db);
    const ok = { lotteryCategoryName: category.id, limits: BLT_ONLY };
    const cases: [object, string][] = [
      [{ limits: BLT_ONLY }, 'lotteryCategoryName'],
      [{ ...ok, lotteryCategoryName: '  ' }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: category.id }, 'limits'],
      [{ ...ok, limits: 'lots' }, 'limits'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: -1 }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: 12.5 }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: 'ten' }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'PICK3', limitsButs: 1 }] }, 'limits.0.gameCategory'],
      [{ ...ok, limits: [...BLT_ONLY, ...BLT_ONLY] }, 'limits'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: null }] }, 'limits'],
      [{ ...ok, seller: 'not-an-id' }, 'seller'],
      [{ ...ok, superVisor: 7 }, 'superVisor'],
      [{ ...ok, seller: mine.seller.id, superVisor: mine.supervisor.id }, 'seller'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json()), JSON.stringify(payload)).toEqual([field]);
    }
  });

  it("answers 404 for an unknown category and another company's (or the wrong kind of) person", async () => {
    const category = await createLotteryCategory(db);
    const cases: [object, string][] = [
      [{ lotteryCategoryName: 'No Such Draw' }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: randomUUID() }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: category.id, seller: theirs.seller.id }, 'seller'],
      [{ lotteryCategoryName: category.id, superVisor: theirs.supervisor.id }, 'superVisor'],
      [{ lotteryCategoryName: category.id, superVisor: mine.seller.id }, 'superVisor'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
        limits: BLT_ONLY,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
  });

  it('allows one record per category and owner (409), per company', async () => {
    const category = await createLotteryCategory(db);
    await addLimit({ lotteryCategoryName: category.id });
    await addLimit({ lotteryCategoryName: category.id, seller: mine.seller.id });
    for (const owner of [{}, { seller: mine.seller.id }]) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
        lotteryCategoryName: category.name,
        limits: BLT_ONLY,
        ...owner,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already exists/);
    }
    // Another company keeps its own records for the same draw.
    await addLimit({ lotteryCategoryName: category.id }, asTheirs);
  });
});
