import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesWindow } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import {
  createLotteryCategory,
  createUser,
  insertLimit,
  shop,
  signIn,
  unique,
} from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';
import { salesApp, sell } from '../../support/sales.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, totalsOf } = await salesApp();

describe('concurrency', () => {
  it('200 parallel sales of one number against a limit accept exactly up to the limit', async () => {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 500 },
    ]);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '77', amount: 7 },
        ]),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.statusCode === 422).length;
    expect(accepted).toBe(Math.floor(500 / 7));
    expect(accepted + refused).toBe(200);
    const totals = await totalsOf(s.company.id);
    expect(totals['BLT|77|all']).toBe(accepted * 700);
    const [sum] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.companyId, s.company.id));
    expect(sum!.n).toBe(accepted);
  }, 120_000);

  it('a result posted while sales run leaves no ticket of its draw unsettled', async () => {
    const s = await shop(app, db);
    // Open all day, so the draw is today's and its result may be posted now.
    const allDay = await createLotteryCategory(db, {
      name: unique('All Day'),
      startTime: '00:00',
      endTime: '23:59',
    });
    const drawDate = salesWindow('00:00', '23:59', new Date(), TZ).drawDate;
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const sales = Array.from({ length: 60 }, () =>
      sell(app, s.tokens.seller, allDay.id, [{ gameCategory: 'BLT', number: '27', amount: 2 }]),
    );
    const result = postResult(app, admin, allDay.id, drawDate, {
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });
    const answers = await Promise.all(sales);
    await result;
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
    const sold = await db
      .select({ paid: tickets.paidAmount })
      .from(tickets)
      .where(eq(tickets.lotteryCategoryId, allDay.id));
    expect(sold).toHaveLength(answers.filter((a) => a.statusCode === 200).length);
    // BLT 27 on the 1st lot pays 50 × 2 HTG on every ticket stored, whenever it was sold.
    for (const ticket of sold) expect(ticket.paid).toBe(100_00);
  }, 120_000);
});
