import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD, exposureApp, row } from '../../support/exposure.ts';
import { insertLimit, openCategory, shop, signedInSeller } from '../../support/factories.ts';

const { app, db, sold, board, ok } = await exposureApp();
const { SUB, SUP } = BOARD;

describe('risk board: who may call it', () => {
  let s: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    s = await shop(app, db);
  });

  it('401 without a token, 403 for another role, 404 for an unknown lottery, 400 for a bad date', async () => {
    const q = { lotteryCategoryName: s.category.id };
    expect((await app.inject({ method: 'GET', url: SUB, query: q })).statusCode).toBe(401);
    expect((await board(s.tokens.seller, SUB, q)).statusCode).toBe(403);
    expect((await board(s.tokens.supervisor, SUB, q)).statusCode).toBe(403);
    expect((await board(s.tokens.subadmin, SUP, q)).statusCode).toBe(403);
    const unknown = await board(s.tokens.subadmin, SUB, { lotteryCategoryName: 'No such draw' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    const bad = await board(s.tokens.subadmin, SUB, { ...q, date: '2026-13-40' });
    expect(bad.statusCode).toBe(400);
  });

  it("defaults to the operator's today and accepts the lottery's name", async () => {
    const d = await ok(s.tokens.subadmin, SUB, { lotteryCategoryName: s.category.name });
    expect(d).toMatchObject({
      lotteryCategoryId: s.category.id,
      lotteryCategoryName: s.category.name,
      rows: [],
      totals: { amount: 0, worstPayout: 0 },
    });
    expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('risk board: limits and the supervisor', () => {
  it('shows the binding scope (All, a supervisor, a seller) with what it can still take', async () => {
    const s = await shop(app, db);
    const c = await openCategory(db);
    const loner = await signedInSeller(app, db, s.company.id);
    await insertLimit(db, s.company.id, c.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
      { gameCategory: 'MRG', limitsButs: 10 },
    ]);
    await insertLimit(db, s.company.id, c.id, `supervisor:${s.supervisor.id}`, [
      { gameCategory: 'BLT', limitsButs: 20 },
    ]);
    await insertLimit(db, s.company.id, c.id, `seller:${loner.id}`, [
      { gameCategory: 'L3C', limitsButs: 4 },
    ]);
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'BLT', number: '27', amount: 15 },
      { gameCategory: 'BLT', number: '33', amount: 1 },
      { gameCategory: 'MRG', number: '1020', amount: 4 },
    ]);
    await sold(loner.token, c.id, [
      { gameCategory: 'BLT', number: '33', amount: 90 },
      { gameCategory: 'L3C', number: '123', amount: 3 },
    ]);
    const q = { lotteryCategoryName: c.id, date: c.drawDate };
    const d = await ok(s.tokens.subadmin, SUB, q);
    // The supervisor's group sold 15 of its 20; All 15 of 100.
    expect(row(d, 'BLT', '27')).toMatchObject({
      limit: 20,
      available: 5,
      usedPercent: 75,
      limitScope: {
        scope: 'supervisor',
        owner: { _id: s.supervisor.id, userName: s.supervisor.userName },
      },
    });
    // All: 91 of 100 (its supervisor's group sold only 1 of 20).
    expect(row(d, 'BLT', '33')).toMatchObject({
      limit: 100,
      available: 9,
      usedPercent: 91,
      limitScope: { scope: 'all', owner: null },
    });
    expect(row(d, 'MRG', '10×20')).toMatchObject({ limit: 10, available: 6, usedPercent: 40 });
    expect(row(d, 'L3C', '123')).toMatchObject({
      limit: 4,
      available: 1,
      usedPercent: 75,
      limitScope: { scope: 'seller', owner: { _id: loner.id, userName: loner.userName } },
    });

    // The supervisor: its own sellers' sales only, and never another's seller limit.
    const sup = await ok(s.tokens.supervisor, SUP, q);
    expect(sup.rows.map((r) => [r.gameCategory, r.number, r.amount]).sort()).toEqual(
      [
        ['BLT', '27', 15],
        ['BLT', '33', 1],
        ['MRG', '10×20', 4],
      ].sort(),
    );
    expect(row(sup, 'BLT', '33')).toMatchObject({
      limit: 100,
      available: 9,
      limitScope: { scope: 'all' },
    });
    expect(sup.totals).toEqual({ amount: 20, worstPayout: 4000 });
  });
});
