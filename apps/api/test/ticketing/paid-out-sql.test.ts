import { and, eq, inArray } from 'drizzle-orm';
import { addDays, correctedPayoutOf, instantOfLocal, paidOutOn } from '@tiraj/domain';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../src/db/schema/index.ts';
import { paidOutSums, paidUnderCorrectedResult } from '../../src/ticketing/paid-out.ts';
import { DRAW, payoutsApp } from '../support/payouts.ts';
import { TZ } from '../support/zone.ts';

const { db, counter } = await payoutsApp();

/** Operator-local wall-clock times (`YYYY-MM-DD HH:mm`) and milliseconds around them. */
const at = (local: string, ms = 0) => new Date(instantOfLocal(local, TZ).getTime() + ms);

describe('paid out in SQL equals the domain statement', () => {
  it('counts each payout on its operator day, midnights included, and finds the corrected ones', async () => {
    const s = await counter();
    const day = addDays(DRAW, 1);
    // [paid out at, cash handed over, won now] — null: not paid out.
    const cases: [Date | null, number | null, number][] = [
      [at(`${day} 00:00`), 50_000, 50_000], // the first instant of the day
      [at(`${day} 00:00`, -1), 20_000, 20_000], // the last millisecond of the day before
      [at(`${day} 23:59`, 59_999), 30_000, 0], // the last millisecond: corrected to nothing
      [at(`${addDays(day, 1)} 00:00`), 10_000, 15_000], // next day: corrected upward
      [at(`${addDays(day, 2)} 12:00`), 1_001, 1_001],
      [null, null, 40_000], // won, not paid out
      [null, null, 0], // lost
    ];
    const ids: string[] = [];
    for (const [paidOutAt, paidOutAmount, paidAmount] of cases) {
      const t = await s.ticket({ sellerId: ids.length % 2 ? s.colleague.id : s.seller.id });
      await db
        .update(tickets)
        .set({ paidOutAt, paidOutAmount, paidAmount, paidOutBy: paidOutAt ? s.seller.id : null })
        .where(eq(tickets.id, t.id));
      ids.push(t.id);
    }
    const rows = await db.select().from(tickets).where(inArray(tickets.id, ids));

    for (const [from, to] of [
      [addDays(DRAW, -1), DRAW],
      [DRAW, day],
      [day, day],
      [addDays(day, 1), addDays(day, 1)],
      [day, addDays(day, 2)],
      [addDays(day, 3), addDays(day, 9)],
    ] as const) {
      const days = { fromDate: from, toDate: to };
      const sums = await paidOutSums(db, tickets.sellerId, inArray(tickets.id, ids), days, TZ);
      for (const seller of [s.seller.id, s.colleague.id])
        expect(sums.get(seller) ?? 0, `${from}–${to}`).toBe(
          paidOutOn(
            rows.filter((r) => r.sellerId === seller),
            days,
            TZ,
          ),
        );
    }
    expect(paidOutOn(rows, { fromDate: day, toDate: day }, TZ)).toBe(80_000);

    const bySql = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(inArray(tickets.id, ids), paidUnderCorrectedResult()));
    const byDomain = rows.filter((r) => correctedPayoutOf(r) !== null);
    expect(bySql.map((r) => r.id).sort()).toEqual(byDomain.map((r) => r.id).sort());
    expect(byDomain.map((r) => correctedPayoutOf(r)!.difference).sort()).toEqual([-5_000, 30_000]);
  });
});
