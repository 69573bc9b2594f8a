import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deriveWinningNumbers, fromCentimes, payoutOf, type DrawInput } from '@tiraj/domain';
import { payoutCases, type PayoutCase } from '@tiraj/domain/payout-cases';
import { lotteryCategories, ticketLines, tickets } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { createCompany, createUser, signIn, unique } from './support/factories.ts';
import { postResult } from './support/results.ts';
import { insertTicket } from './support/tickets.ts';

/**
 * One payout rule (issue 12, point 1): the settlement pays in SQL, `payoutOf` states
 * the rule in TypeScript. Every case of the domain's table becomes a one-line ticket
 * of one company, carrying the case's multipliers; each draw of the table gets its
 * own category, and its result is posted through the admin API, which settles. What
 * the database then holds for every line must be what `payoutOf` says.
 */
const { app, ctx } = await testApp();
const db = ctx.db;

/** A past draw date: a result cannot be posted for a future one. */
const DRAW_DATE = '2026-01-15';

const drawKey = (d: DrawInput) => `${d.first}/${d.second}/${d.third}/${d.l3c}`;

describe('the settlement SQL pays every case of the payout rule as payoutOf does', () => {
  it(`settles ${payoutCases.length} cases on ${new Set(payoutCases.map((c) => drawKey(c.draw))).size} draws`, async () => {
    const { company, seller } = await createCompany(db);
    const admin = await signIn(app, await createUser(db, 'admin', null));

    const byDraw = new Map<string, { draw: DrawInput; cases: PayoutCase[] }>();
    for (const c of payoutCases) {
      const group = byDraw.get(drawKey(c.draw)) ?? { draw: c.draw, cases: [] };
      group.cases.push(c);
      byDraw.set(drawKey(c.draw), group);
    }

    const ticketOf = new Map<string, PayoutCase>();
    for (const { draw, cases } of byDraw.values()) {
      const [category] = await db
        .insert(lotteryCategories)
        .values({ name: unique('Payout Draw'), startTime: '10:00', endTime: '12:00' })
        .returning();
      for (const c of cases) {
        const ticket = await insertTicket(db, {
          companyId: company.id,
          sellerId: seller.id,
          lotteryCategoryId: category!.id,
          drawDate: DRAW_DATE,
          multipliers: c.multipliers,
          lines: [
            {
              game: c.line.gameCategory,
              number: c.line.number,
              amount: fromCentimes(c.line.amount),
              bonus: c.line.bonus ?? false,
            },
          ],
        });
        ticketOf.set(ticket.id, c);
      }
      const posted = await postResult(app, admin, category!.id, DRAW_DATE, draw);
      expect(posted.settledTickets).toBe(cases.length);
    }

    const ids = [...ticketOf.keys()];
    const lines = await db.select().from(ticketLines).where(inArray(ticketLines.ticketId, ids));
    const stored = await db.select().from(tickets).where(inArray(tickets.id, ids));
    expect(lines).toHaveLength(payoutCases.length);

    // Keyed by case name, so a disagreement names its case; every case is compared at once.
    const paid = (ticketId: string) => stored.find((t) => t.id === ticketId)?.paidAmount;
    const settled = Object.fromEntries(
      lines.map((l) => {
        const c = ticketOf.get(l.ticketId)!;
        return [
          c.name,
          {
            amount: l.amount,
            bonus: l.bonus,
            payout: l.payout,
            winFlag: l.winFlag,
            paidAmount: paid(l.ticketId),
          },
        ];
      }),
    );
    const rule = Object.fromEntries(
      payoutCases.map((c) => {
        const payout = payoutOf(c.line, deriveWinningNumbers(c.draw), c.multipliers);
        return [
          c.name,
          {
            amount: c.line.amount,
            bonus: c.line.bonus ?? false,
            payout,
            winFlag: payout > 0,
            paidAmount: payout,
          },
        ];
      }),
    );
    expect(settled).toEqual(rule);
  });
});
