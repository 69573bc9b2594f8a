import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import { percentageLimits } from '../../../src/db/schema/index.ts';
import { auditActions } from '../../support/checks.ts';
import { caller, createLotteryCategory, signedInCompany } from '../../support/factories.ts';
import { expectOnlyRoles, rolesApp } from '../../support/roles.ts';

const { app, ctx, tokens, fixture: mine, asSubadmin } = await rolesApp();

/** Each game its own percent (10, 20 … 80), so a mix-up of entries shows. */
const LIMITS = PERCENTAGE_GAME_ORDER.map((gameCategory, i) => ({
  gameCategory,
  limitPercent: (i + 1) * 10,
}));

async function stored(id: string) {
  const [row] = await ctx.db.select().from(percentageLimits).where(eq(percentageLimits.id, id));
  return row;
}

async function createLimit(limits: object[] = LIMITS) {
  const category = await createLotteryCategory(ctx.db);
  const response = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', {
    lotteryCategoryName: category.id,
    limits,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { category, limit: response.json().data as { _id: string } };
}

describe('percentage limits', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getpercentagelimit?general=true' },
      { method: 'POST', url: '/api/subadmin/addpercentagelimit', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updatepercentagelimit/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deletePercentageLimit/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it('creates one in SPEC order whatever order is sent, stored and audited', async () => {
    const category = await createLotteryCategory(ctx.db);
    const response = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', {
      lotteryCategoryName: category.name,
      limits: [...LIMITS].reverse().map((e) => ({ ...e, extra: 'ignored' })),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Percentage limit created.',
      data: {
        _id: expect.any(String),
        lotteryCategoryName: category.name,
        lotteryCategoryId: category.id,
        limits: LIMITS,
      },
    });
    expect(await stored(body.data._id)).toMatchObject({
      companyId: mine.company.id,
      lotteryCategoryId: category.id,
      limits: LIMITS,
    });
    expect(
      await auditActions(ctx.db, body.data._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create']);
  });

  it("lists only the caller's company's limits, with or without general=true", async () => {
    const { limit } = await createLimit();
    const other = await signedInCompany(app, ctx.db);
    const theirCategory = await createLotteryCategory(ctx.db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpercentagelimit',
      {
        lotteryCategoryName: theirCategory.id,
        limits: LIMITS,
      },
    );
    expect(theirs.statusCode).toBe(200);
    for (const url of [
      '/api/subadmin/getpercentagelimit?general=true',
      '/api/subadmin/getpercentagelimit',
    ]) {
      const list = await asSubadmin('GET', url);
      expect(list.statusCode).toBe(200);
      const ids = (list.json().data as { _id: string }[]).map((l) => l._id);
      expect(ids).toContain(limit._id);
      expect(ids).not.toContain(theirs.json().data._id);
    }
    const bad = await asSubadmin('GET', '/api/subadmin/getpercentagelimit?general=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('general');
  });

  it('refuses each invalid field with 400', async () => {
    const category = await createLotteryCategory(ctx.db);
    const at = (index: number, entry: object) =>
      LIMITS.map((e, i) => (i === index ? { ...e, ...entry } : e));
    const cases: [object, string, RegExp][] = [
      [{ limits: LIMITS }, 'lotteryCategoryName', /required/],
      [{ lotteryCategoryName: category.id }, 'limits', /./],
      [{ lotteryCategoryName: category.id, limits: LIMITS.slice(1) }, 'limits', /8 entries/],
      [{ lotteryCategoryName: category.id, limits: {} }, 'limits', /list of 8/],
      [
        { lotteryCategoryName: category.id, limits: at(0, { gameCategory: 'BLT' }) },
        'limits.0.gameCategory',
        /Game must be one of L3C/,
      ],
      [
        { lotteryCategoryName: category.id, limits: at(7, { gameCategory: 'L3C' }) },
        'limits.7.gameCategory',
        /L3C appears twice/,
      ],
      [
        { lotteryCategoryName: category.id, limits: at(2, { limitPercent: 101 }) },
        'limits.2.limitPercent',
        /L4C 2 limit must be from 0 to 100/,
      ],
      [
        { lotteryCategoryName: category.id, limits: at(7, { limitPercent: -1 }) },
        'limits.7.limitPercent',
        /MRG limit must be from 0 to 100/,
      ],
      [
        { lotteryCategoryName: category.id, limits: at(4, { limitPercent: 12.345 }) },
        'limits.4.limitPercent',
        /2 decimals/,
      ],
      // Digit strings are numbers (the old form's, issue 36); anything else is not.
      ...['5a0', '', '-5', ' '].map((junk): [object, string, RegExp] => [
        { lotteryCategoryName: category.id, limits: at(1, { limitPercent: junk }) },
        'limits.1.limitPercent',
        /must be a number/,
      ]),
    ];
    for (const [payload, field, message] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect(response.json().message).toMatch(message);
    }
    expect(
      await ctx.db
        .select()
        .from(percentageLimits)
        .where(eq(percentageLimits.lotteryCategoryId, category.id)),
    ).toHaveLength(0);
  });

  it('accepts 0 and 100, and answers 404 for an unknown category', async () => {
    const edges = LIMITS.map((e, i) => ({ ...e, limitPercent: i % 2 ? 100 : 0 }));
    const { limit } = await createLimit(edges);
    expect((await stored(limit._id))?.limits).toEqual(edges);
    const unknown = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', {
      lotteryCategoryName: 'No Such Draw',
      limits: LIMITS,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Lottery category not found.');
  });

  it('keeps one per company and category (409)', async () => {
    const { category, limit } = await createLimit();
    const again = await asSubadmin('POST', '/api/subadmin/addpercentagelimit', {
      lotteryCategoryName: category.name,
      limits: LIMITS,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a percentage limit/);
    const other = await signedInCompany(app, ctx.db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpercentagelimit',
      {
        lotteryCategoryName: category.id,
        limits: LIMITS,
      },
    );
    expect(theirs.statusCode).toBe(200);
    const second = await createLimit();
    const move = await asSubadmin(
      'PATCH',
      `/api/subadmin/updatepercentagelimit/${second.limit._id}`,
      { lotteryCategoryName: category.id },
    );
    expect(move.statusCode).toBe(409);
    expect((await stored(limit._id))?.lotteryCategoryId).toBe(category.id);
  });

  it('updates one, stores and audits the change', async () => {
    const { category, limit } = await createLimit();
    const changed = LIMITS.map((e) => (e.gameCategory === 'MRG' ? { ...e, limitPercent: 5.5 } : e));
    const response = await asSubadmin('PATCH', `/api/subadmin/updatepercentagelimit/${limit._id}`, {
      lotteryCategoryName: category.id,
      limits: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Percentage limit updated.',
      data: {
        _id: limit._id,
        lotteryCategoryName: category.name,
        lotteryCategoryId: category.id,
        limits: changed,
      },
    });
    expect((await stored(limit._id))?.limits).toEqual(changed);
    const invalid = await asSubadmin('PATCH', `/api/subadmin/updatepercentagelimit/${limit._id}`, {
      limits: LIMITS.slice(0, 7),
    });
    expect(invalid.statusCode).toBe(400);
    expect((await stored(limit._id))?.limits).toEqual(changed);
    expect(
      await auditActions(ctx.db, limit._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create', 'update']);
  });

  it("answers 404 for another company's limit, and leaves it alone", async () => {
    const other = await signedInCompany(app, ctx.db);
    const category = await createLotteryCategory(ctx.db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpercentagelimit',
      {
        lotteryCategoryName: category.id,
        limits: LIMITS,
      },
    );
    const id = theirs.json().data._id as string;
    const update = await asSubadmin('PATCH', `/api/subadmin/updatepercentagelimit/${id}`, {
      limits: LIMITS.map((e) => ({ ...e, limitPercent: 1 })),
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      success: false,
      message: 'Percentage limit not found.',
      code: 'percentage_limit.not_found',
    });
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletePercentageLimit/${id}`)).statusCode,
    ).toBe(404);
    expect(await stored(id)).toMatchObject({ companyId: other.company.id, limits: LIMITS });
  });

  it('deletes one and audits it; the path is case-insensitive', async () => {
    const { limit } = await createLimit();
    const response = await asSubadmin('DELETE', `/api/subadmin/deletepercentagelimit/${limit._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Percentage limit deleted.' });
    expect(await stored(limit._id)).toBeUndefined();
    expect(
      await auditActions(ctx.db, limit._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create', 'delete']);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletePercentageLimit/${limit._id}`)).statusCode,
    ).toBe(404);
  });
});
