import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  deriveWinningNumbers,
  fromCentimes,
  normaliseNumber,
  payoutOf,
  type DrawInput,
  type GameCategory,
} from '@tiraj/domain';
import { PLAIN_DRAW, payoutCases, type PayoutCase } from '@tiraj/domain/payout-cases';
import { companies, paymentTerms, ticketLines, tickets } from '../../src/db/schema/index.ts';
import { testApp } from '../support/app.ts';
import {
  createCompany,
  createLotteryCategory,
  createUser,
  imeiOf,
  insertTicket,
  signIn,
  unique,
} from '../support/factories.ts';
import { correctResult, postResult } from '../support/results.ts';
import { sell } from '../support/sales.ts';

/**
 * One payout rule (issue 12, point 1): the settlement pays in SQL, `payoutOf` states
 * the rule in TypeScript. Every case of the domain's table becomes a one-line ticket
 * of one company, carrying the case's multipliers and result layout; each draw of the table gets its
 * own category, and its result is posted through the admin API, which settles. What
 * the database then holds for every line must be what `payoutOf` says. Then each result is
 * corrected to another draw of the table and back: a re-settlement reads only the lines
 * that win now or won before, so it is a path of its own, checked at each step. Last, the
 * plain draw's cases are sold through the sale API under a company payment term with the
 * bonus on: what the sale prints on the ticket, and its own bonus lines, pay as `payoutOf` says.
 */
const { app, ctx } = await testApp();
const db = ctx.db;

/** A past draw date: a result cannot be posted for a future one. */
const DRAW_DATE = '2026-01-15';

const drawKey = (d: DrawInput) => `${d.first}/${d.second}/${d.third}/${d.l3c}`;

const byDraw = new Map<string, { draw: DrawInput; cases: PayoutCase[] }>();
for (const c of payoutCases) {
  const group = byDraw.get(drawKey(c.draw)) ?? { draw: c.draw, cases: [] };
  group.cases.push(c);
  byDraw.set(drawKey(c.draw), group);
}
const groups = [...byDraw.values()];

/** Every case sold as a one-line ticket of one new company, a category per draw of the table. */
async function soldTable() {
  const { company, seller } = await createCompany(db);
  const ticketOf = new Map<string, PayoutCase>();
  const categories: string[] = [];
  for (const { cases } of groups) {
    const category = await createLotteryCategory(db, {
      name: unique('Payout Draw'),
      startTime: '10:00',
      endTime: '12:00',
    });
    categories.push(category.id);
    for (const c of cases) {
      const ticket = await insertTicket(db, {
        companyId: company.id,
        sellerId: seller.id,
        lotteryCategoryId: category.id,
        drawDate: DRAW_DATE,
        multipliers: c.multipliers,
        ...(c.layout ? { resultLayout: c.layout } : {}),
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
  }
  return { ticketOf, categories };
}

/** Per case name, what is stored: the line's amount, bonus, payout and winFlag, its ticket's paidAmount. */
async function settled(ticketOf: Map<string, PayoutCase>) {
  const ids = [...ticketOf.keys()];
  const lines = await db.select().from(ticketLines).where(inArray(ticketLines.ticketId, ids));
  const stored = await db.select().from(tickets).where(inArray(tickets.id, ids));
  expect(lines).toHaveLength(payoutCases.length);
  const paid = (ticketId: string) => stored.find((t) => t.id === ticketId)?.paidAmount;
  return Object.fromEntries(
    lines.map((l) => [
      ticketOf.get(l.ticketId)!.name,
      {
        amount: l.amount,
        bonus: l.bonus,
        payout: l.payout,
        winFlag: l.winFlag,
        paidAmount: paid(l.ticketId),
      },
    ]),
  );
}

/** What the rule says each case's line and ticket hold once settled against `drawOf` its group. */
function rule(drawOf: (group: number) => DrawInput) {
  return Object.fromEntries(
    groups.flatMap(({ cases }, group) =>
      cases.map((c) => {
        const payout = payoutOf(
          c.line,
          deriveWinningNumbers(drawOf(group)),
          c.multipliers,
          c.layout,
        );
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
    ),
  );
}

const own = (group: number) => groups[group]!.draw;
/** The next draw of the table: its lots are not this group's, so what won here must be reset. */
const another = (group: number) => groups[(group + 1) % groups.length]!.draw;

// Keyed by case name, so a disagreement names its case; every case is compared at once.
describe('the settlement SQL pays every case of the payout rule as payoutOf does', () => {
  it(`${payoutCases.length} cases on ${groups.length} draws, each result posted once`, async () => {
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const { ticketOf, categories } = await soldTable();
    for (const [group, category] of categories.entries()) {
      const posted = await postResult(app, admin, category, DRAW_DATE, own(group));
      expect(posted.settledTickets).toBe(groups[group]!.cases.length);
    }
    expect(await settled(ticketOf)).toEqual(rule(own));
  });

  it('each result corrected to another draw, then back: every step pays as payoutOf does', async () => {
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const { ticketOf, categories } = await soldTable();
    const results: string[] = [];
    for (const [group, category] of categories.entries())
      results.push((await postResult(app, admin, category, DRAW_DATE, own(group))).data._id);
    const correctAll = async (drawOf: (group: number) => DrawInput) => {
      for (const [group, category] of categories.entries())
        await correctResult(app, admin, results[group]!, category, DRAW_DATE, drawOf(group));
    };
    await correctAll(another);
    expect(await settled(ticketOf)).toEqual(rule(another));
    await correctAll(own);
    expect(await settled(ticketOf)).toEqual(rule(own));
  });
});

describe('tickets sold through the sale API pay as payoutOf does with the multipliers printed on them', () => {
  it("every case of the plain draw, sold one a ticket under the company's payment term, bonus lines included", async () => {
    const { company, seller } = await createCompany(db);
    const token = await signIn(app, seller, await imeiOf(db, seller.id));
    const admin = await signIn(app, await createUser(db, 'admin', null));
    // Open all day (00:00–23:59 operator time), so the draw date is today's and its result may be posted.
    const category = await createLotteryCategory(db, {
      name: unique('Payout Sale'),
      startTime: '00:00',
      endTime: '23:59',
    });
    const term = conditionsOf({
      first: 61.5,
      second: 19.25,
      third: 8,
      l3c: 475,
      l4c: 4500.5,
      l5c: 22000,
      mrg: 900.75,
    });
    await db
      .insert(paymentTerms)
      .values({ companyId: company.id, lotteryCategoryId: category.id, conditions: term });
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, company.id));

    // A sale today is sold under today's layout: the cases of an older one are not sold here.
    const plain = payoutCases.filter((c) => c.draw === PLAIN_DRAW && !c.line.bonus && !c.layout);
    // One more ticket of 1,000 HTG, for five bonus lines of the sale's own drawing.
    const sold = [
      ...plain.map((c) => c.line),
      { gameCategory: 'BLT' as const, number: '99', amount: 100_000 },
    ];
    const ids: string[] = [];
    for (const line of sold) {
      const response = await sell(app, token, category.id, [
        { gameCategory: line.gameCategory, number: line.number, amount: fromCentimes(line.amount) },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json<{ data: { _id: string } }>().data._id);
    }
    const [first] = await db.select().from(tickets).where(eq(tickets.id, ids[0]!));
    await postResult(app, admin, category.id, first!.drawDate, PLAIN_DRAW);

    const stored = await db.select().from(tickets).where(inArray(tickets.id, ids));
    const lines = await db.select().from(ticketLines).where(inArray(ticketLines.ticketId, ids));
    // What the sale printed on each ticket is the company's term, and each line is the case as sold.
    expect(stored.map((t) => t.multipliers)).toEqual(ids.map(() => term));
    const sale = (ticketId: string) => ids.indexOf(ticketId);
    expect(
      lines
        .filter((l) => !l.bonus)
        .sort((a, b) => sale(a.ticketId) - sale(b.ticketId))
        .map((l) => [l.gameCategory, l.number, l.amount]),
    ).toEqual(
      sold.map((l) => [l.gameCategory, normaliseNumber(l.gameCategory, l.number), l.amount]),
    );
    expect(lines.filter((l) => l.bonus).length).toBeGreaterThanOrEqual(5);

    const draw = deriveWinningNumbers(PLAIN_DRAW);
    const pays = (l: { gameCategory: string; number: string; amount: number }) =>
      payoutOf({ ...l, gameCategory: l.gameCategory as GameCategory }, draw, term);
    const shown = (l: (typeof lines)[number]) =>
      `${sale(l.ticketId)} ${l.gameCategory} ${l.number} ${l.amount}${l.bonus ? ' bonus' : ''}`;
    expect(
      Object.fromEntries(lines.map((l) => [shown(l), { payout: l.payout, winFlag: l.winFlag }])),
    ).toEqual(
      Object.fromEntries(lines.map((l) => [shown(l), { payout: pays(l), winFlag: pays(l) > 0 }])),
    );
    const paid = (ticketId: string) =>
      lines.filter((l) => l.ticketId === ticketId).reduce((sum, l) => sum + pays(l), 0);
    expect(Object.fromEntries(stored.map((t) => [sale(t.id), t.paidAmount]))).toEqual(
      Object.fromEntries(stored.map((t) => [sale(t.id), paid(t.id)])),
    );
    // Winners among them, so the comparison is not one of zeros.
    expect(lines.filter((l) => l.payout > 0).length).toBeGreaterThanOrEqual(20);
  });
});
