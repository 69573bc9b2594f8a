import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockNumbers } from '../../../src/db/schema/index.ts';
import { auditActions } from '../../support/checks.ts';
import { caller, createLotteryCategory, signedInCompany } from '../../support/factories.ts';
import { expectOnlyRoles, rolesApp } from '../../support/roles.ts';

const { app, db, tokens, fixture: mine, asSubadmin } = await rolesApp();

async function stored(id: string) {
  const [row] = await db.select().from(blockNumbers).where(eq(blockNumbers.id, id));
  return row;
}

async function block(gameCategory: string, number: string, lotteryCategoryName?: string) {
  const category = lotteryCategoryName ?? (await createLotteryCategory(db)).id;
  const response = await asSubadmin('POST', '/api/subadmin/addblocknumber', {
    lotteryCategoryName: category,
    gameCategory,
    number,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    _id: string;
    lotteryCategoryId: string;
    lotteryCategoryName: string;
    number: string;
  };
}

describe('block numbers', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getblocknumber' },
      { method: 'POST', url: '/api/subadmin/addblocknumber', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updateblocknumber/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deleteblocknumber/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it('blocks an MRG pair, stored in ascending order, and audits it', async () => {
    const category = await createLotteryCategory(db);
    const response = await asSubadmin('POST', '/api/subadmin/addblocknumber', {
      lotteryCategoryName: category.name,
      gameCategory: 'MRG',
      number: '34x12',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Block Numbers created.',
      data: {
        _id: expect.any(String),
        lotteryCategoryName: category.name,
        lotteryCategoryId: category.id,
        gameCategory: 'MRG',
        number: '12×34',
      },
    });
    expect(await stored(body.data._id)).toMatchObject({
      companyId: mine.company.id,
      lotteryCategoryId: category.id,
      gameCategory: 'MRG',
      number: '12×34',
    });
    expect(
      await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create']);
  });

  it('stores the other games as typed, trimmed', async () => {
    for (const [game, typed, number] of [
      ['BLT', ' 07 ', '07'],
      ['L3C', '123', '123'],
      ['L4C 2', '4512', '4512'],
      ['L5C 3', '00042', '00042'],
    ] as const) {
      const created = await block(game, typed);
      expect(created.number).toBe(number);
      expect((await stored(created._id))?.number).toBe(number);
    }
  });

  it("lists only the caller's company's numbers", async () => {
    const mineBlocked = await block('BLT', '44');
    const other = await signedInCompany(app, db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addblocknumber',
      {
        lotteryCategoryName: mineBlocked.lotteryCategoryId,
        gameCategory: 'BLT',
        number: '44',
      },
    );
    // The same number may be blocked by another company: uniqueness is per company.
    expect(theirs.statusCode).toBe(200);
    const list = await asSubadmin('GET', '/api/subadmin/getblocknumber');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual({
      _id: mineBlocked._id,
      lotteryCategoryName: mineBlocked.lotteryCategoryName,
      lotteryCategoryId: mineBlocked.lotteryCategoryId,
      gameCategory: 'BLT',
      number: '44',
    });
    const ids = (list.json().data as { _id: string }[]).map((b) => b._id);
    expect(ids).not.toContain(theirs.json().data._id);
  });

  it('refuses each invalid field with 400', async () => {
    const category = await createLotteryCategory(db);
    const cases: [object, string, string | RegExp][] = [
      [{ gameCategory: 'BLT', number: '12' }, 'lotteryCategoryName', /required/],
      [{ lotteryCategoryName: category.id, number: '12' }, 'gameCategory', /Game must be one of/],
      [
        { lotteryCategoryName: category.id, gameCategory: 'PICK3', number: '12' },
        'gameCategory',
        /Game must be one of BLT/,
      ],
      [{ lotteryCategoryName: category.id, gameCategory: 'BLT' }, 'number', 'Number is required'],
      [
        { lotteryCategoryName: category.id, gameCategory: 'BLT', number: '  ' },
        'number',
        'Number is required',
      ],
      [
        { lotteryCategoryName: category.id, gameCategory: 'BLT', number: '7' },
        'number',
        'Number must be 2 digits for BLT',
      ],
      [
        { lotteryCategoryName: category.id, gameCategory: 'L3C', number: '12a' },
        'number',
        'Number must be 3 digits for L3C',
      ],
      [
        { lotteryCategoryName: category.id, gameCategory: 'L4C 1', number: '12345' },
        'number',
        'Number must be 4 digits for L4C 1',
      ],
      [
        { lotteryCategoryName: category.id, gameCategory: 'MRG', number: '12×' },
        'number',
        'Number must be two 2-digit numbers for MRG, like 12×34',
      ],
      [
        { lotteryCategoryName: category.id, gameCategory: 'MRG', number: 12 },
        'number',
        'Number must be text',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addblocknumber', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect(response.json().message).toMatch(message);
    }
    expect(
      await db.select().from(blockNumbers).where(eq(blockNumbers.lotteryCategoryId, category.id)),
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown lottery category', async () => {
    const response = await asSubadmin('POST', '/api/subadmin/addblocknumber', {
      lotteryCategoryName: randomUUID(),
      gameCategory: 'BLT',
      number: '12',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Lottery category not found.');
  });

  it('refuses a number already blocked for that category and game (409), however it is typed', async () => {
    const first = await block('MRG', '12×34');
    for (const typed of ['3412', '34*12', '12 34']) {
      const again = await asSubadmin('POST', '/api/subadmin/addblocknumber', {
        lotteryCategoryName: first.lotteryCategoryName,
        gameCategory: 'MRG',
        number: typed,
      });
      expect(again.statusCode, typed).toBe(409);
      expect(again.json().message).toBe(
        `MRG 12×34 is already blocked for "${first.lotteryCategoryName}".`,
      );
    }
    // The same digits in another game, or another category, are another block.
    await block('L4C 1', '1234', first.lotteryCategoryId);
    await block('MRG', '12×34');
    // An update onto an existing block is a duplicate too.
    const other = await block('MRG', '56×78', first.lotteryCategoryId);
    const move = await asSubadmin('PATCH', `/api/subadmin/updateblocknumber/${other._id}`, {
      number: '34x12',
    });
    expect(move.statusCode).toBe(409);
    expect((await stored(other._id))?.number).toBe('56×78');
  });

  it('updates a block number, normalised, stored and audited', async () => {
    const created = await block('BLT', '12');
    const next = await createLotteryCategory(db);
    const response = await asSubadmin('PATCH', `/api/subadmin/updateblocknumber/${created._id}`, {
      lotteryCategoryName: next.name,
      gameCategory: 'MRG',
      number: '99x05',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Block Numbers updated.',
      data: {
        _id: created._id,
        lotteryCategoryName: next.name,
        lotteryCategoryId: next.id,
        gameCategory: 'MRG',
        number: '05×99',
      },
    });
    expect(await stored(created._id)).toMatchObject({
      lotteryCategoryId: next.id,
      gameCategory: 'MRG',
      number: '05×99',
    });
    // Keeping an unchanged update is allowed (it does not clash with itself).
    const same = await asSubadmin('PATCH', `/api/subadmin/updateblocknumber/${created._id}`, {
      number: '05×99',
    });
    expect(same.statusCode).toBe(200);
    expect(
      await auditActions(db, created._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create', 'update', 'update']);
  });

  it('re-checks the kept number when only the game changes', async () => {
    const created = await block('BLT', '12');
    const response = await asSubadmin('PATCH', `/api/subadmin/updateblocknumber/${created._id}`, {
      gameCategory: 'L3C',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Number must be 3 digits for L3C',
      errors: [{ field: 'number', message: 'Number must be 3 digits for L3C' }],
    });
    expect(await stored(created._id)).toMatchObject({ gameCategory: 'BLT', number: '12' });
  });

  it("answers 404 for another company's block number, and leaves it alone", async () => {
    const other = await signedInCompany(app, db);
    const category = await createLotteryCategory(db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addblocknumber',
      {
        lotteryCategoryName: category.id,
        gameCategory: 'BLT',
        number: '21',
      },
    );
    const id = theirs.json().data._id as string;
    const update = await asSubadmin('PATCH', `/api/subadmin/updateblocknumber/${id}`, {
      number: '22',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      success: false,
      message: 'Block number not found.',
      code: 'block_number.not_found',
    });
    expect((await asSubadmin('DELETE', `/api/subadmin/deleteblocknumber/${id}`)).statusCode).toBe(
      404,
    );
    expect(await stored(id)).toMatchObject({ companyId: other.company.id, number: '21' });
    expect(
      (await asSubadmin('DELETE', '/api/subadmin/deleteblocknumber/not-an-id')).statusCode,
    ).toBe(400);
  });

  it('deletes a block number and audits it', async () => {
    const created = await block('L3C', '777');
    const response = await asSubadmin('DELETE', `/api/subadmin/deleteblocknumber/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Block Numbers deleted.' });
    expect(await stored(created._id)).toBeUndefined();
    expect(
      await auditActions(db, created._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create', 'delete']);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deleteblocknumber/${created._id}`)).statusCode,
    ).toBe(404);
  });
});
