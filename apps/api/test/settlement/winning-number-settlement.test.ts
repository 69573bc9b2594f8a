import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES, LOTTERYSOFT_RESULT_LAYOUT } from '@tiraj/domain';
import { ticketLines, tickets } from '../../src/db/schema/index.ts';
import { loadTickets } from '../../src/ticketing/ticket-query.ts';
import { createLotteryCategory, insertTicket } from '../support/factories.ts';
import { typed } from '../support/results.ts';
import { rolesApp } from '../support/roles.ts';

const { db, fixture, asAdmin } = await rolesApp();

describe('winning numbers', () => {
  it('settles every ticket of the draw on create, and again on update, with hand-computed payouts', async () => {
    const cat = await createLotteryCategory(db);
    const date = '2026-11-18';
    const ownTerms = conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 });
    const t1 = await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: date,
      lines: [
        { game: 'BLT', number: '27', amount: 10 }, // 1st lot: 10 × 50 = 500
        { game: 'BLT', number: '12', amount: 5 }, // 3rd lot: 5 × 10 = 50
        { game: 'MRG', number: '45x27', amount: 2 }, // 1st×2nd: 2 × 1000 = 2000
        { game: 'L4C 1', number: '4512', amount: 1 }, // 2nd·3rd: 1 × 5000 = 5000
        { game: 'L3C', number: '724', amount: 3 }, // loses
        { game: 'MRG', number: '12×45', amount: 1, bonus: true }, // bonus, 2nd×3rd: 1000
      ],
    });
    const t2 = await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: date,
      multipliers: ownTerms,
      lines: [
        { game: 'BLT', number: '27', amount: 10 }, // 10 × 60 = 600
        { game: 'L5C 3', number: '74512', amount: 1 }, // L3C's last digit·2nd·3rd: 25000
      ],
    });
    const otherDay = await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: '2026-11-17',
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });

    const created = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date,
      numbers: typed({ first: '27', second: '45', third: '12', l3c: '427' }),
    });
    expect(created.json().settledTickets).toBe(2);
    const paid = async (id: string) =>
      (await db.select().from(tickets).where(eq(tickets.id, id)))[0]!.paidAmount;
    expect(await paid(t1.id)).toBe((500 + 50 + 2000 + 5000 + 1000) * 100);
    expect(await paid(t2.id)).toBe((600 + 25000) * 100);
    expect(await paid(otherDay.id)).toBe(0);
    const lines = await db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, t1.id))
      .orderBy(asc(ticketLines.gameCategory), asc(ticketLines.number));
    expect(lines.map((l) => [l.gameCategory, l.number, l.winFlag, l.payout])).toEqual([
      ['BLT', '12', true, 5_000],
      ['BLT', '27', true, 50_000],
      ['L3C', '724', false, 0],
      ['L4C 1', '4512', true, 500_000],
      ['MRG', '12×45', true, 100_000],
      ['MRG', '27×45', true, 200_000],
    ]);

    // A correction: 1st lot was 72, not 27. BLT 27 and MRG 27×45 stop winning.
    const updated = await asAdmin(
      'PATCH',
      `/api/admin/updatewiningnumber/${created.json().data._id}`,
      {
        lotteryCategoryName: cat.id,
        date,
        numbers: typed({ first: '72', second: '45', third: '12', l3c: '472' }),
        reason: 'The 1st lot was misread',
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Winning number updated', settledTickets: 2 });
    // 3rd lot 12: 50; L4C 1 (4512): 5000; bonus MRG 12×45: 1000.
    expect(await paid(t1.id)).toBe((50 + 5000 + 1000) * 100);
    expect(await paid(t2.id)).toBe(0);
    const blt27 = (await db.select().from(ticketLines).where(eq(ticketLines.ticketId, t1.id))).find(
      (l) => l.number === '27',
    );
    expect(blt27).toMatchObject({ winFlag: false, payout: 0 });
  });

  // Issue 36: L5C 3 was L3C·1st until migration 0022, which keeps that layout on every ticket
  // already sold (result_layout 1); a ticket sold since is d3·2nd·3rd. Each pays by its own.
  it('an L5C 3 ticket sold before the layout changed settles by the old layout, a new one by the new', async () => {
    const cat = await createLotteryCategory(db);
    const date = '2026-11-18';
    const lines = [
      { game: 'L5C 3' as const, number: '42727', amount: 2 }, // L3C·1st
      { game: 'L5C 3' as const, number: '74512', amount: 1 }, // L3C's last digit·2nd·3rd
    ];
    const sell = (resultLayout?: typeof LOTTERYSOFT_RESULT_LAYOUT) =>
      insertTicket(db, {
        companyId: fixture.company.id,
        sellerId: fixture.seller.id,
        lotteryCategoryId: cat.id,
        drawDate: date,
        lines,
        ...(resultLayout ? { resultLayout } : {}),
      });
    const before = await sell(LOTTERYSOFT_RESULT_LAYOUT);
    const since = await sell();
    expect(since.resultLayout).toBe(2); // a sale stores today's layout by itself
    // The ticket lists say which: only the old one carries its layout (its L5C 3 is named by it).
    const listed = await loadTickets(db, inArray(tickets.id, [before.id, since.id]));
    expect(listed.find((t) => t._id === before.id)?.resultLayout).toBe(1);
    expect(listed.find((t) => t._id === since.id)).not.toHaveProperty('resultLayout');

    const created = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date,
      numbers: typed({ first: '27', second: '45', third: '12', l3c: '427' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const stored = async (id: string) => {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
      const rows = await db
        .select()
        .from(ticketLines)
        .where(eq(ticketLines.ticketId, id))
        .orderBy(asc(ticketLines.number));
      return { paid: ticket!.paidAmount, lines: rows.map((l) => [l.number, l.winFlag, l.payout]) };
    };
    expect(await stored(before.id)).toEqual({
      paid: 2 * 25_000 * 100,
      lines: [
        ['42727', true, 2 * 25_000 * 100],
        ['74512', false, 0],
      ],
    });
    expect(await stored(since.id)).toEqual({
      paid: 25_000 * 100,
      lines: [
        ['42727', false, 0],
        ['74512', true, 25_000 * 100],
      ],
    });

    // Corrected: the 2nd lot was 54. The old layout's number (L3C·1st) still wins; the new loses.
    const updated = await asAdmin(
      'PATCH',
      `/api/admin/updatewiningnumber/${created.json().data._id}`,
      {
        lotteryCategoryName: cat.id,
        date,
        numbers: typed({ first: '27', second: '54', third: '12', l3c: '427' }),
        reason: 'The 2nd lot was misread',
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await stored(before.id)).paid).toBe(2 * 25_000 * 100);
    expect(await stored(since.id)).toEqual({
      paid: 0,
      lines: [
        ['42727', false, 0],
        ['74512', false, 0],
      ],
    });
  });
});
