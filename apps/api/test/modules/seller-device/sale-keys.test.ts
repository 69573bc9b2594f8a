import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blockNumbers,
  companies,
  limitTotals,
  lotteryCategories,
  tickets,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { CATEGORIES } from '../../../src/caches/invalidation.ts';
import { testApp } from '../../support/app.ts';
import {
  bearer,
  closedCategory,
  insertLimit,
  openCategory,
  shop,
  signedInSeller,
  unique,
} from '../../support/factories.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

type Line = { gameCategory: string; number: string; amount: number };
const LINES: Line[] = [
  { gameCategory: 'BLT', number: '27', amount: 40 },
  { gameCategory: 'MRG', number: '12x34', amount: 10 },
];

/** A fresh company with a signed-in seller, an open category and a limit on BLT (so totals are kept). */
async function limitedShop() {
  const s = await shop(app, db);
  await insertLimit(db, s.company.id, s.category.id, 'all', [
    { gameCategory: 'BLT', limitsButs: 1000 },
  ]);
  return s;
}

function sellKeyed(token: string, lottery: string, numbers: Line[], saleKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/seller/addticket',
    headers: bearer(token),
    payload: { lotteryCategoryName: lottery, numbers, ...(saleKey ? { saleKey } : {}) },
  });
}

const keyed = (sellerId: string, saleKey: string) =>
  db
    .select({ id: tickets.id, code: tickets.ticketCode })
    .from(tickets)
    .where(and(eq(tickets.sellerId, sellerId), eq(tickets.saleKey, saleKey)));

async function ticketCount(companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.companyId, companyId));
  return row!.n;
}

/** The running total of BLT 27 in the company-wide scope, in centimes (0 when none). */
async function bltTotal(companyId: string) {
  const [row] = await db
    .select({ total: limitTotals.total })
    .from(limitTotals)
    .where(
      and(
        eq(limitTotals.companyId, companyId),
        eq(limitTotals.gameCategory, 'BLT'),
        eq(limitTotals.number, '27'),
        eq(limitTotals.scopeKey, 'all'),
      ),
    );
  return row?.total ?? 0;
}

describe('POST /api/seller/addticket with a saleKey', () => {
  it('answers a repeat with the ticket already sold, bonus lines included, and uses the limits once', async () => {
    const s = await limitedShop();
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, s.company.id));
    const key = unique('sale-key');

    const first = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Ticket sold');
    const sold = first.json().data;
    expect(sold.numbers.filter((l: { bonus: boolean }) => l.bonus)).toHaveLength(2);

    const again = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: 'Ticket already sold' });
    // The stored ticket read back is the very answer of the sale.
    expect(again.json().data).toEqual(sold);

    expect(await keyed(s.seller.id, key)).toEqual([{ id: sold._id, code: sold.ticketId }]);
    expect(await ticketCount(s.company.id)).toBe(1);
    expect(await bltTotal(s.company.id)).toBe(4000);
    // The availability a seller sees agrees: 1000 − 40 left, not 1000 − 80.
    const over = await sellKeyed(s.tokens.seller, s.category.name, [
      { gameCategory: 'BLT', number: '27', amount: 961 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 960 });
  });

  it('treats the same sale typed another way as a repeat (numbers and amounts normalised)', async () => {
    const s = await limitedShop();
    const key = unique('sale-key');
    const first = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(first.statusCode, first.body).toBe(200);
    const retyped = await sellKeyed(
      s.tokens.seller,
      s.category.id,
      [
        { gameCategory: 'BLT', number: ' 27 ', amount: 40.0 },
        { gameCategory: 'MRG', number: '34*12', amount: 10 },
      ],
      key,
    );
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(retyped.json().data._id).toBe(first.json().data._id);
    expect(await ticketCount(s.company.id)).toBe(1);
  });

  it('answers a repeat even after its draw has closed (by the clock, and by a result)', async () => {
    const s = await limitedShop();
    const key = unique('sale-key');
    const first = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(first.statusCode, first.body).toBe(200);
    // The window moves out of now, and the draw gets its result.
    const closed = await closedCategory(db);
    await db
      .update(lotteryCategories)
      .set({ startTime: closed.startTime, endTime: closed.endTime })
      .where(eq(lotteryCategories.id, s.category.id));
    // Changed behind the API's back: the server forgets its cached window as the API's edit would.
    await ctx.caches.invalidate(CATEGORIES);
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: s.category.id, drawDate: s.category.drawDate, numbers: [] });

    const again = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('Ticket already sold');
    // The same ticket; its state is read now: the result posted, it did not win.
    expect(again.json().data).toEqual({ ...first.json().data, state: 'lost' });
    // A new sale on the closed draw is refused.
    const fresh = await sellKeyed(s.tokens.seller, s.category.name, LINES, unique('sale-key'));
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().details.lines[0].reason).toBe('closed');
    expect(await ticketCount(s.company.id)).toBe(1);
  });

  it('refuses the same key with another ticket (409) and stores nothing', async () => {
    const s = await limitedShop();
    const other = await openCategory(db);
    const key = unique('sale-key');
    const first = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(first.statusCode, first.body).toBe(200);

    for (const [lottery, numbers] of [
      [s.category.name, [{ gameCategory: 'BLT', number: '27', amount: 41 }, LINES[1]!]],
      [s.category.name, [LINES[1]!, LINES[0]!]], // the same lines in another order
      [s.category.name, [LINES[0]!]],
      [other.name, LINES],
    ] as [string, Line[]][]) {
      const response = await sellKeyed(s.tokens.seller, lottery, numbers, key);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'This sale key was already used for another ticket',
        code: 'sale.key_reused',
      });
    }
    expect(await ticketCount(s.company.id)).toBe(1);
    expect(await bltTotal(s.company.id)).toBe(4000);
  });

  it('keeps keys per seller: another seller sells its own ticket under the same key', async () => {
    const s = await limitedShop();
    const colleague = await signedInSeller(app, db, s.company.id);
    const stranger = await limitedShop();
    const key = unique('sale-key');

    const mine = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    const theirs = await sellKeyed(colleague.token, s.category.name, LINES, key);
    const elsewhere = await sellKeyed(stranger.tokens.seller, s.category.name, LINES, key);
    for (const r of [mine, theirs, elsewhere]) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe('Ticket sold');
    }
    const ids = [mine, theirs, elsewhere].map((r) => r.json().data._id);
    expect(new Set(ids).size).toBe(3);
    expect(theirs.json().data.seller._id).toBe(colleague.id);
    expect(await ticketCount(s.company.id)).toBe(2);
    expect(await bltTotal(s.company.id)).toBe(8000);
  });

  it('sells 20 parallel repeats once: one ticket stored, every answer that ticket, limits raised once', async () => {
    const s = await limitedShop();
    const key = unique('sale-key');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sellKeyed(s.tokens.seller, s.category.name, LINES, key)),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(answers.map((r) => r.json().data._id));
    const codes = new Set(answers.map((r) => r.json().data.ticketId));
    expect(ids.size).toBe(1);
    expect(codes.size).toBe(1);
    expect(answers.filter((r) => r.json().message === 'Ticket sold')).toHaveLength(1);
    expect(await keyed(s.seller.id, key)).toHaveLength(1);
    expect(await ticketCount(s.company.id)).toBe(1);
    expect(await bltTotal(s.company.id)).toBe(4000);
  });

  it('stores nothing for a refused sale, so its repeat tries again', async () => {
    const s = await limitedShop();
    const key = unique('sale-key');
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '27',
    });
    const refused = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await keyed(s.seller.id, key)).toHaveLength(0);

    await db.delete(blockNumbers).where(eq(blockNumbers.companyId, s.company.id));
    const retried = await sellKeyed(s.tokens.seller, s.category.name, LINES, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe('Ticket sold');
    expect(await keyed(s.seller.id, key)).toHaveLength(1);
  });

  it('sells twice without a key (no key, no idempotence)', async () => {
    const s = await limitedShop();
    const a = await sellKeyed(s.tokens.seller, s.category.name, LINES);
    const b = await sellKeyed(s.tokens.seller, s.category.name, LINES);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data._id).not.toBe(b.json().data._id);
    const stored = await db
      .select({ key: tickets.saleKey, fingerprint: tickets.saleFingerprint })
      .from(tickets)
      .where(eq(tickets.companyId, s.company.id));
    expect(stored).toEqual([
      { key: null, fingerprint: null },
      { key: null, fingerprint: null },
    ]);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(65)],
    ['a space', 'sale key 0001'],
    ['a dot', 'sale.key.0001'],
    ['not text', 12345678],
  ])('refuses a sale key with %s (400) and sells nothing', async (_, saleKey) => {
    const s = await limitedShop();
    const response = await app.inject({
      method: 'POST',
      url: '/api/seller/addticket',
      headers: bearer(s.tokens.seller),
      payload: { lotteryCategoryName: s.category.name, numbers: LINES, saleKey },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ field: 'saleKey' }],
    });
    expect(await ticketCount(s.company.id)).toBe(0);
  });
});
