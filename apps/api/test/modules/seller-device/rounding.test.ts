import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES } from '@tiraj/domain';
import {
  paymentTerms,
  percentageLimits,
  ticketLines,
  tickets,
} from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { createUser, shop, signIn } from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';
import { sell } from '../../support/sales.ts';

/**
 * The two roundings of money, end to end (README, decisions): the sale path
 * rounds a percentage cap down to the centime; the settlement (in SQL) rounds
 * each line's payout half-up to the centime. Figures chosen where floating
 * point would be a centime off.
 */
const { app, ctx } = await testApp();
const db = ctx.db;

describe('a percentage cap is rounded down to the centime', () => {
  it('100 HTG of BLT at 0.57%: a line of 0.57 HTG sells, 0.58 is refused with 0.57 available', async () => {
    const s = await shop(app, db);
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [{ gameCategory: 'L3C', limitPercent: 0.57 }],
    });
    const sold = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'L3C', number: '110', amount: 0.57 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, sold.json().data._id));
    expect(stored!.totalAmount).toBe(10_057);

    const over = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'L3C', number: '110', amount: 0.58 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines).toEqual([
      {
        index: 1,
        gameCategory: 'L3C',
        number: '110',
        reason: 'percentage',
        available: 0.57,
        code: 'sale.percentage',
        params: { gameCategory: 'L3C', number: '110', available: 0.57 },
      },
    ]);
  });

  it('333.33 HTG of BLT at 10%: the cap of 33.333 HTG is 33.33', async () => {
    const s = await shop(app, db);
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [{ gameCategory: 'MRG', limitPercent: 10 }],
    });
    const lines = (mrg: number) => [
      { gameCategory: 'BLT', number: '10', amount: 333.33 },
      { gameCategory: 'MRG', number: '10×20', amount: mrg },
    ];
    const over = await sell(app, s.tokens.seller, s.category.id, lines(33.34));
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines[0]).toMatchObject({ reason: 'percentage', available: 33.33 });
    const sold = await sell(app, s.tokens.seller, s.category.id, lines(33.33));
    expect(sold.statusCode, sold.body).toBe(200);
  });
});

describe('a payout is rounded half-up to the centime, per line', () => {
  it('0.50 HTG × 16.15 = 8.075 → 8.08, and 1.01 HTG × 12.5 = 12.625 → 12.63, each line on its own', async () => {
    const s = await shop(app, db);
    await db.insert(paymentTerms).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      conditions: conditionsOf({ ...DEFAULT_RATES, first: 16.15, second: 12.5 }),
    });
    const sold = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 0.5 },
      { gameCategory: 'BLT', number: '45', amount: 1.01 },
      { gameCategory: 'BLT', number: '45', amount: 1.01 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    const admin = await signIn(app, await createUser(db, 'admin', null));
    await postResult(app, admin, s.category.id, s.category.drawDate, {
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });
    const id = sold.json().data._id as string;
    const lines = await db
      .select({ number: ticketLines.number, payout: ticketLines.payout })
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, id));
    expect(lines.map((l) => [l.number, l.payout]).sort()).toEqual([
      ['27', 808],
      ['45', 1_263],
      ['45', 1_263],
    ]);
    // Per line: 2 × 12.63, not 2.02 × 12.5 = 25.25.
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
    expect(ticket!.paidAmount).toBe(808 + 2 * 1_263);
  });
});
