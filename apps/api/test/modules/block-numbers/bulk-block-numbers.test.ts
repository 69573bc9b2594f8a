import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, blockNumbers } from '../../../src/db/schema/index.ts';
import { createLotteryCategory, openCategory } from '../../support/factories.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';
import { sell } from '../../support/sales.ts';

const { app, db, tokens, mine, theirs, asSubadmin, asTheirs } = await twoCompaniesApp();
const URL = '/api/subadmin/addblocknumbers';

async function storedOf(companyId: string, categoryIds: string[]) {
  const rows = await db
    .select()
    .from(blockNumbers)
    .where(
      and(
        eq(blockNumbers.companyId, companyId),
        inArray(blockNumbers.lotteryCategoryId, categoryIds),
      ),
    );
  return rows.map((r) => `${r.lotteryCategoryId}|${r.gameCategory}|${r.number}`).sort();
}

const keys = (categoryIds: string[], game: string, numbers: string[]) =>
  categoryIds.flatMap((id) => numbers.map((n) => `${id}|${game}|${n}`));

describe('POST /api/subadmin/addblocknumbers', () => {
  it('is for subadmins only', async () => {
    await expectOnlyRoles(app, tokens, { method: 'POST', url: URL, payload: {} }, ['subadmin']);
  });

  it('blocks draws × games × numbers in one go, audits each block and skips those already there', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const ids = [a.id, b.id];
    // One already blocked: the bulk leaves it and counts it as skipped.
    const single = await asSubadmin('POST', '/api/subadmin/addblocknumber', {
      lotteryCategoryName: a.id,
      gameCategory: 'BLT',
      number: '05',
    });
    expect(single.statusCode).toBe(200);

    const response = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [a.id, b.name],
      gameCategories: ['BLT', 'MRG'],
      numbers: '00-09',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'block_pattern.range_mrg',
      errors: [{ field: 'numbers', code: 'block_pattern.range_mrg' }],
    });
    expect(await storedOf(mine.company.id, ids)).toEqual(keys([a.id], 'BLT', ['05']));

    const misfit = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [a.id, b.name],
      gameCategories: ['BLT', 'L3C'],
      numbers: '00-09, doubles',
    });
    expect(misfit.json()).toMatchObject({
      code: 'block_pattern.wrong_digits',
      params: { game: 'L3C' },
    });
    const bltOnly = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [a.id, b.name, a.name],
      gameCategories: ['BLT'],
      numbers: '00-09, doubles',
    });
    expect(bltOnly.statusCode, bltOnly.body).toBe(200);
    const numbers = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'];
    numbers.push('11', '22', '33', '44', '55', '66', '77', '88', '99');
    const body = bltOnly.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Block Numbers created.',
      data: { added: 2 * 19 - 1, skipped: 1 },
    });
    expect(body.data.blocks[0]).toEqual({
      _id: expect.any(String),
      lotteryCategoryName: expect.any(String),
      lotteryCategoryId: expect.any(String),
      gameCategory: 'BLT',
      number: expect.stringMatching(/^\d\d$/),
    });
    expect(await storedOf(mine.company.id, ids)).toEqual(keys(ids, 'BLT', numbers).sort());
    const audited = await db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          body.data.blocks.map((x: { _id: string }) => x._id),
        ),
      );
    expect(audited).toHaveLength(37);
    expect(audited.every((r) => r.action === 'create' && r.entity === 'block-number')).toBe(true);
    expect(audited.every((r) => r.companyId === mine.company.id)).toBe(true);

    // The same request again adds nothing.
    const again = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [a.id, b.id],
      gameCategories: ['BLT'],
      numbers: '00-09 doubles',
    });
    expect(again.json().data).toEqual({ added: 0, skipped: 38, blocks: [] });
    expect(await storedOf(mine.company.id, ids)).toHaveLength(38);
  });

  it('normalises mariages and touches no other company', async () => {
    const draw = await createLotteryCategory(db);
    const theirBlock = await asTheirs('POST', URL, {
      lotteryCategoryNames: [draw.id],
      gameCategories: ['MRG'],
      numbers: '34x12',
    });
    expect(theirBlock.json().data.added).toBe(1);
    const response = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [draw.id],
      gameCategories: ['MRG'],
      numbers: '34x12, 56 78x90',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('block_pattern.not_mrg');
    const mrg = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [draw.id],
      gameCategories: ['MRG'],
      numbers: '34x12, 90*78',
    });
    expect(mrg.json().data).toMatchObject({ added: 2, skipped: 0 });
    expect(await storedOf(mine.company.id, [draw.id])).toEqual(
      keys([draw.id], 'MRG', ['12×34', '78×90']),
    );
    expect(await storedOf(theirs.company.id, [draw.id])).toEqual(keys([draw.id], 'MRG', ['12×34']));
  });

  it.each([
    [{ lotteryCategoryNames: [], gameCategories: ['BLT'], numbers: '12' }, 'lotteryCategoryNames'],
    [{ lotteryCategoryNames: ['x'], gameCategories: [], numbers: '12' }, 'gameCategories'],
    [{ lotteryCategoryNames: ['x'], gameCategories: ['BLT'], numbers: ' ' }, 'numbers'],
    [{ lotteryCategoryNames: ['x'], gameCategories: ['XYZ'], numbers: '12' }, 'gameCategories.0'],
  ])('refuses a bad body with 400 on its field (%j)', async (payload, field) => {
    const response = await asSubadmin('POST', URL, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a bad pattern or an unknown draw and stores nothing', async () => {
    const draw = await createLotteryCategory(db);
    for (const [numbers, code] of [
      ['12, abc', 'block_pattern.bad_token'],
      ['09-00', 'block_pattern.reversed_range'],
      ['123', 'block_pattern.wrong_digits'],
    ]) {
      const response = await asSubadmin('POST', URL, {
        lotteryCategoryNames: [draw.id],
        gameCategories: ['BLT'],
        numbers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    const unknown = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [draw.id, 'No such draw'],
      gameCategories: ['BLT'],
      numbers: '12',
    });
    expect(unknown.statusCode).toBe(404);
    const tooMany = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [draw.id, draw.name],
      gameCategories: ['L5C 1', 'L5C 2'],
      numbers: '00000-09999',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'block_pattern.too_many' });
    expect(await storedOf(mine.company.id, [draw.id])).toEqual([]);
  });

  it('blocks what the point of sale then refuses', async () => {
    const draw = await openCategory(db);
    const response = await asSubadmin('POST', URL, {
      lotteryCategoryNames: [draw.name],
      gameCategories: ['BLT'],
      numbers: '00-09',
    });
    expect(response.statusCode).toBe(200);
    const refused = await sell(app, mine.tokens.seller, draw.name, [
      { gameCategory: 'BLT', number: '07', amount: 10 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('sale.refused');
    const sold = await sell(app, mine.tokens.seller, draw.name, [
      { gameCategory: 'BLT', number: '10', amount: 10 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
  });
});
