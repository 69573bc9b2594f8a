import { describe, expect, it } from 'vitest';
import { blockNumbers, percentageLimits } from '../../../src/db/schema/index.ts';
import { insertLimit, shop } from '../../support/factories.ts';
import { salesApp, sell } from '../../support/sales.ts';

// The money oracle's cases (issue 25): a refusal tells what is left now, per line, and names
// every refused line with every reason in one answer. Runs on PostgreSQL and on PGlite.
const { app, db, totalsOf } = await salesApp();

type Line = { gameCategory: string; number: string; amount: number };
const blt = (number: string, amount: number): Line => ({ gameCategory: 'BLT', number, amount });
const limitLine = (index: number, number: string, available: number, gameCategory = 'BLT') => ({
  index,
  gameCategory,
  number,
  reason: 'limit',
  available,
  code: 'sale.limit',
  params: { gameCategory, number, available },
});

/** A shop with an All limit of 100 HTG on BLT, and 60 HTG already sold on BLT 27 when told. */
async function shopWithLimit(sold60 = true) {
  const s = await shop(app, db);
  await insertLimit(db, s.company.id, s.category.id, 'all', [
    { gameCategory: 'BLT', limitsButs: 100 },
  ]);
  const sellNow = (lines: Line[]) => sell(app, s.tokens.seller, s.category.id, lines);
  if (sold60) expect((await sellNow([blt('27', 60)])).statusCode).toBe(200);
  return { s, sellNow };
}

describe('a refusal tells the room left now', () => {
  it.each([101, 50])('60 sold of a limit of 100: asking %s is told 40', async (asked) => {
    const { s, sellNow } = await shopWithLimit();
    const before = await totalsOf(s.company.id);
    const refused = await sellNow([blt('27', asked)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([limitLine(0, '27', 40)]);
    expect(await totalsOf(s.company.id)).toEqual(before);
    // The room told is the room there is: the one-tap fix sells.
    expect((await sellNow([blt('27', 40)])).statusCode).toBe(200);
  });

  it("two lines on one number over the cap: the second line's room counts the first", async () => {
    const { sellNow } = await shopWithLimit(false);
    const refused = await sellNow([blt('27', 60), blt('27', 60)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([limitLine(1, '27', 40)]);
    expect((await sellNow([blt('27', 60), blt('27', 40)])).statusCode).toBe(200);
  });

  it('two lines on one number with 60 sold: the first is told 40, the second nothing', async () => {
    const { sellNow } = await shopWithLimit();
    const refused = await sellNow([blt('27', 50), blt('45', 10), blt('27', 5)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([limitLine(0, '27', 40), limitLine(2, '27', 0)]);
  });
});

describe('a refusal names every refused line with every reason', () => {
  it('a blocked line and a line over its limit (by what was sold before) are both named', async () => {
    const { s, sellNow } = await shopWithLimit();
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '13',
    });
    const refused = await sellNow([blt('13', 5), blt('27', 50), blt('45', 5)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([
      {
        index: 0,
        gameCategory: 'BLT',
        number: '13',
        reason: 'blocked',
        code: 'sale.blocked',
        params: { gameCategory: 'BLT', number: '13' },
      },
      limitLine(1, '27', 40),
    ]);
    expect(refused.json().message).toBe(
      'This ticket cannot be sold. BLT 13: the number is blocked; BLT 27: the amount passes the limit.',
    );
  });

  it('a line over its percentage and another over its limit are both named', async () => {
    const { s, sellNow } = await shopWithLimit();
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [{ gameCategory: 'L3C', limitPercent: 10 }],
    });
    const refused = await sellNow([
      blt('27', 50),
      { gameCategory: 'L3C', number: '123', amount: 6 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([
      limitLine(0, '27', 40),
      {
        index: 1,
        gameCategory: 'L3C',
        number: '123',
        reason: 'percentage',
        available: 5,
        code: 'sale.percentage',
        params: { gameCategory: 'L3C', number: '123', available: 5 },
      },
    ]);
  });

  it('a line both blocked and over its limit is named for each reason', async () => {
    const { s, sellNow } = await shopWithLimit();
    // Blocked after 60 were sold on it: the number is blocked and its limit has 40 left.
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '27',
    });
    const refused = await sellNow([blt('27', 50)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines.map((l: { reason: string }) => l.reason)).toEqual([
      'blocked',
      'limit',
    ]);
    expect(refused.json().details.lines[1]).toEqual(limitLine(0, '27', 40));
  });
});
