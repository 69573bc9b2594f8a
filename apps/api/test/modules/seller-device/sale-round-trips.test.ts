import { StringChunk, type SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockNumbers, paymentTerms, tickets } from '../../../src/db/schema/index.ts';
import { insertLimit, shop } from '../../support/factories.ts';
import { salesApp, sell } from '../../support/sales.ts';

const { app, db, totalsOf } = await salesApp();

// Counts the sale's calls to the database (`tiraj_sell`, db/functions/sell.sql).
let calls = 0;
const execute = db.execute.bind(db);
db.execute = ((query: SQL) => {
  const text = query.queryChunks
    .filter((c): c is StringChunk => c instanceof StringChunk)
    .map((c) => c.value.join(''))
    .join('');
  if (text.includes('tiraj_sell')) calls++;
  return execute(query);
}) as typeof db.execute;

async function callsOf<T>(sale: () => Promise<T>): Promise<[number, T]> {
  calls = 0;
  const answer = await sale();
  return [calls, answer];
}

describe('a sale in one round trip', () => {
  it('takes one call once the seller has sold; a change of its rules costs one more, never a stale rule', async () => {
    const s = await shop(app, db);
    const sale =
      (number: string, amount = 5) =>
      () =>
        sell(app, s.tokens.seller, s.category.id, [{ gameCategory: 'BLT', number, amount }]);

    // The first sale learns the context (one call), then sells (one call).
    const [first, one] = await callsOf(sale('11'));
    expect([first, one.statusCode]).toEqual([2, 200]);
    const [second, two] = await callsOf(sale('12'));
    expect([second, two.statusCode]).toEqual([1, 200]);

    // A number blocked since: the known context is stale; the call answers the new one, and the sale is refused.
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '13',
    });
    const [blockedCalls, blocked] = await callsOf(sale('13'));
    expect(blockedCalls).toBe(2);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().details.lines[0].reason).toBe('blocked');

    // A limit set since: refused with what is left, in one call now that the context is known again.
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 8 },
    ]);
    const [limitCalls, over] = await callsOf(sale('12', 5));
    expect(limitCalls).toBe(2);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 3 });
    const [refusedCalls, refusedAgain] = await callsOf(sale('12', 4));
    expect([refusedCalls, refusedAgain.statusCode]).toEqual([1, 422]);
    const [fitCalls, fits] = await callsOf(sale('12', 3));
    expect([fitCalls, fits.statusCode]).toEqual([1, 200]);
    expect((await totalsOf(s.company.id))['BLT|12|all']).toBe(800);

    // New payment terms since: the ticket keeps the terms in force at its sale, read fresh.
    const terms = [
      60, 20, 10, 500, 5000, 5000, 5000, 25000, 25000, 25000, 1000, 1000, 1000, 1000, 1000, 1000,
    ];
    await db.insert(paymentTerms).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      conditions: terms,
    });
    const [termCalls, termed] = await callsOf(sale('14'));
    expect([termCalls, termed.statusCode]).toEqual([2, 200]);
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, termed.json().data._id));
    expect(stored!.multipliers).toEqual(terms);
  });
});
