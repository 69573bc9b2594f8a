import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  DEFAULT_CONDITIONS,
  DEFAULT_RATES,
  exposureOf,
  toCentimes,
  fromCentimes,
  type GameCategory,
} from '@tiraj/domain';
import { paymentTerms } from '../../../src/db/schema/index.ts';
import { BOARD, exposureApp, row } from '../../support/exposure.ts';
import { bearer, createLotteryCategory, insertTicket, shop } from '../../support/factories.ts';

const { app, db, sold, ok } = await exposureApp();
const { SUB } = BOARD;
const DAY = '2026-11-20';

describe('risk board: amounts and payouts', () => {
  it('default rates; then a company term: tickets sold before keep theirs, those after pay the new', async () => {
    const s = await shop(app, db);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'BLT', number: '27', amount: 10 },
      { gameCategory: 'L3C', number: '427', amount: 2 },
    ]);
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
      { gameCategory: 'BLT', number: '08', amount: 1 },
      // A pair and its reverse are the same bet: one row, stored ascending.
      { gameCategory: 'MRG', number: '45x12', amount: 1 },
    ]);
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'BLT', number: '08', amount: 1 },
      { gameCategory: 'MRG', number: '12*45', amount: 2 },
    ]);
    const q = { lotteryCategoryName: c.id, date: c.drawDate };
    const before = await ok(s.tokens.subadmin, SUB, q);
    expect(row(before, 'BLT', '27')).toMatchObject({ amount: 15, tickets: 2, payout: 750 });
    expect(row(before, 'L3C', '427')).toMatchObject({ amount: 2, tickets: 1, payout: 1000 });
    expect(row(before, 'MRG', '12×45')).toMatchObject({ amount: 3, tickets: 2, payout: 3000 });
    expect(row(before, 'BLT', '08')).toMatchObject({ amount: 2, tickets: 2, payout: 100 });
    expect(before.rows.map((r) => r.payout)).toEqual([3000, 1000, 750, 100]);
    expect(before.totals).toEqual({ amount: 22, worstPayout: 3000 });
    expect(row(before, 'BLT', '27')).toMatchObject({
      limit: null,
      available: null,
      usedPercent: null,
      limitScope: null,
    });

    await db.insert(paymentTerms).values({
      companyId: s.company.id,
      lotteryCategoryId: c.id,
      conditions: conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 }),
    });
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'BLT', number: '27', amount: 10 },
      { gameCategory: 'MRG', number: '12×45', amount: 1 },
    ]);
    const after = await ok(s.tokens.subadmin, SUB, q);
    // 15 HTG at 50 sold before the term, 10 HTG at 60 after.
    expect(row(after, 'BLT', '27')).toMatchObject({ amount: 25, tickets: 3, payout: 750 + 600 });
    expect(row(after, 'MRG', '12×45')).toMatchObject({ amount: 4, tickets: 3, payout: 3000 + 800 });
    expect(after.totals).toEqual({ amount: 33, worstPayout: 3800 });
  });

  it('sorted by payout, then in the games’ order, then by number', async () => {
    const s = await shop(app, db);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [
      { gameCategory: 'L3C', number: '123', amount: 1 }, // 500
      { gameCategory: 'BLT', number: '27', amount: 2 }, // 100
      { gameCategory: 'BLT', number: '05', amount: 10 }, // 500
      { gameCategory: 'MRG', number: '10x20', amount: 1 }, // 1000
      { gameCategory: 'BLT', number: '04', amount: 10 }, // 500
      { gameCategory: 'L4C 1', number: '0001', amount: 0.1 }, // 500
    ]);
    const d = await ok(s.tokens.subadmin, SUB, { lotteryCategoryName: c.id, date: c.drawDate });
    expect(d.rows.map((r) => [r.gameCategory, r.number, r.payout])).toEqual([
      ['MRG', '10×20', 1000],
      ['BLT', '04', 500],
      ['BLT', '05', 500],
      ['L3C', '123', 500],
      ['L4C 1', '0001', 500],
      ['BLT', '27', 100],
    ]);
  });

  it('bonus lines pay but are not sales; deleted tickets are left out; another company is not seen', async () => {
    const s = await shop(app, db);
    const other = await shop(app, db);
    const category = await createLotteryCategory(db);
    const base = {
      companyId: s.company.id,
      sellerId: s.seller.id,
      lotteryCategoryId: category.id,
      drawDate: DAY,
    };
    await insertTicket(db, {
      ...base,
      lines: [
        { game: 'BLT', number: '27', amount: 50 },
        { game: 'MRG', number: '27×45', amount: 1, bonus: true },
        { game: 'MRG', number: '10×20', amount: 1, bonus: true },
      ],
    });
    await insertTicket(db, { ...base, lines: [{ game: 'MRG', number: '27×45', amount: 2 }] });
    const gone = await insertTicket(db, {
      ...base,
      lines: [{ game: 'BLT', number: '27', amount: 100 }],
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/subadmin/deleteticket/${gone.id}`,
      headers: bearer(s.tokens.subadmin),
      payload: { reason: 'Sold by mistake' },
    });
    expect(deleted.statusCode).toBe(200);
    await insertTicket(db, {
      ...base,
      companyId: other.company.id,
      sellerId: other.seller.id,
      lines: [
        { game: 'BLT', number: '27', amount: 999 },
        { game: 'BLT', number: '55', amount: 1 },
      ],
    });
    const d = await ok(s.tokens.subadmin, SUB, { lotteryCategoryName: category.name, date: DAY });
    expect(d.rows).toEqual([
      expect.objectContaining({
        gameCategory: 'MRG',
        number: '27×45',
        amount: 2,
        tickets: 2,
        payout: 3000,
      }),
      expect.objectContaining({
        gameCategory: 'BLT',
        number: '27',
        amount: 50,
        tickets: 1,
        payout: 2500,
      }),
      expect.objectContaining({
        gameCategory: 'MRG',
        number: '10×20',
        amount: 0,
        tickets: 1,
        payout: 1000,
      }),
    ]);
    expect(d.totals).toEqual({ amount: 52, worstPayout: 3000 });
    const theirs = await ok(other.tokens.subadmin, SUB, {
      lotteryCategoryName: category.id,
      date: DAY,
    });
    expect(theirs.rows.map((r) => [r.number, r.amount])).toEqual([
      ['27', 999],
      ['55', 1],
    ]);
  });

  it("the SQL's payout is the domain's exposureOf summed over the lines, every game, odd amounts and terms", async () => {
    const s = await shop(app, db);
    const category = await createLotteryCategory(db);
    const positional = [
      51, 21, 11, 501.5, 5001, 5002, 5003, 25001, 25002, 25003, 1001.25, 1, 1, 1, 1, 1,
    ];
    const term = conditionsOf({ ...DEFAULT_RATES, first: 12.5, mrg: 999.99 });
    const lines: { game: GameCategory; number: string; amount: number; bonus?: boolean }[] = [
      { game: 'BLT', number: '27', amount: 1.01 },
      { game: 'L3C', number: '427', amount: 0.33 },
      { game: 'L4C 1', number: '4512', amount: 1.5 },
      { game: 'L4C 2', number: '2745', amount: 0.5 },
      { game: 'L4C 3', number: '2712', amount: 2.5 },
      { game: 'L5C 1', number: '42712', amount: 0.01 },
      { game: 'L5C 2', number: '42745', amount: 3.03 },
      { game: 'L5C 3', number: '42727', amount: 0.07 },
      { game: 'MRG', number: '12×27', amount: 0.03 },
      { game: 'MRG', number: '12×27', amount: 1, bonus: true },
    ];
    const tickets = [
      { multipliers: DEFAULT_CONDITIONS, lines },
      { multipliers: positional, lines },
      { multipliers: term, lines: lines.slice(0, 1).concat(lines.slice(8)) },
    ];
    for (const t of tickets)
      await insertTicket(db, {
        companyId: s.company.id,
        sellerId: s.seller.id,
        lotteryCategoryId: category.id,
        drawDate: DAY,
        lines: t.lines,
        multipliers: t.multipliers,
      });
    const d = await ok(s.tokens.subadmin, SUB, { lotteryCategoryName: category.id, date: DAY });
    expect(d.rows).toHaveLength(9);
    for (const r of d.rows) {
      let expected = 0;
      for (const t of tickets)
        for (const l of t.lines)
          if (l.game === r.gameCategory && l.number === r.number)
            expected += exposureOf(
              { gameCategory: l.game, number: l.number, amount: toCentimes(l.amount) },
              t.multipliers,
            );
      expect([r.gameCategory, r.payout]).toEqual([r.gameCategory, fromCentimes(expected)]);
    }
  });
});
