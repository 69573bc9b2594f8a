import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_CONDITIONS, DEFAULT_RATES } from '@tiraj/domain';
import {
  limitTotals,
  offlineTickets,
  tickets,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { insertLimit } from '../../support/factories.ts';
import { blt, offlineApp } from '../../support/offline.ts';

const { db, call, offlineShop, signChain, sync, shiftGrant } = await offlineApp();

const allTotal = async (companyId: string, number: string) => {
  const [row] = await db
    .select({ total: limitTotals.total })
    .from(limitTotals)
    .where(
      and(
        eq(limitTotals.companyId, companyId),
        eq(limitTotals.number, number),
        eq(limitTotals.scopeKey, 'all'),
      ),
    );
  return row?.total ?? 0;
};
const storedOf = (sellerId: string) =>
  db.select().from(tickets).where(eq(tickets.sellerId, sellerId));
const heldOf = async (token: string, drawDate: string) => {
  const r = await call(
    token,
    'GET',
    `/api/subadmin/getofflineheld?fromDate=${drawDate}&toDate=${drawDate}`,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: { _id: string; reason: string; saleKey: string; total: number }[] }>().data;
};

describe('syncing offline tickets', () => {
  it('a valid chain is recorded and counts in the limits exactly once; a repeat sync is a no-op', async () => {
    const s = await offlineShop();
    const chain = await signChain(s.grant, [
      { lines: [blt('12', 50), blt('34', 20)] },
      { lines: [blt('12', 30)] },
    ]);
    const first = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(first.map((a) => a.state)).toEqual(['recorded', 'recorded']);
    expect(first[0]!.ticket).toMatchObject({ ticketPrice: 70, date: s.grant.drawDate });
    expect(await allTotal(s.company.id, '12')).toBe(8000);
    expect(await storedOf(s.seller.id)).toHaveLength(2);

    const again = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(again.map((a) => [a.state, a.ticket?._id])).toEqual(
      first.map((a) => ['recorded', a.ticket?._id]),
    );
    expect(await allTotal(s.company.id, '12')).toBe(8000);
    expect(await storedOf(s.seller.id)).toHaveLength(2);
    expect(await heldOf(s.tokens.subadmin, s.grant.drawDate)).toEqual([]);
  });

  it.each([
    [
      'a changed amount',
      async (c: Awaited<ReturnType<typeof signChain>>) => [
        c[0]!,
        { ...c[1]!, lines: [blt('12', 90)] },
      ],
      ['recorded', 'signature'],
    ],
    [
      'a forged signature',
      async (c: Awaited<ReturnType<typeof signChain>>) => [
        c[0]!,
        { ...c[1]!, sig: 'A'.repeat(43) },
      ],
      ['recorded', 'signature'],
    ],
    [
      'a missing ticket in the chain',
      async (c: Awaited<ReturnType<typeof signChain>>) => [c[0]!, c[2]!],
      ['recorded', 'chain_gap'],
    ],
    [
      'a reordered pair',
      async (c: Awaited<ReturnType<typeof signChain>>) => [c[1]!, c[0]!],
      ['chain_gap', 'chain_order'],
    ],
  ] as const)('%s is held with its reason', async (_, tamper, expected) => {
    const s = await offlineShop();
    const chain = await signChain(s.grant, [
      { lines: [blt('10', 10)] },
      { lines: [blt('11', 11)] },
      { lines: [blt('13', 13)] },
    ]);
    const sent = await tamper(chain);
    const answers = await sync(s.tokens.seller, s.grant.grantId, sent);
    expect(answers.map((a) => (a.state === 'recorded' ? 'recorded' : a.reason))).toEqual(expected);
    const recorded = expected.filter((e) => e === 'recorded').length;
    expect(await storedOf(s.seller.id)).toHaveLength(recorded);
    const held = await heldOf(s.tokens.subadmin, s.grant.drawDate);
    expect(held.map((h) => h.reason).sort()).toEqual(
      expected.filter((e) => e !== 'recorded').sort(),
    );
    // Held tickets are kept, never sold: not in the limits.
    expect(await allTotal(s.company.id, '11')).toBe(0);
  });

  it('is stored at the payout terms its grant froze, though the company changed them before the sync', async () => {
    const s = await offlineShop();
    const chain = await signChain(s.grant, [{ lines: [blt('12', 10)] }]);
    // After the grant (the official rates), before the sync: the company pays 60 on the 1st lot.
    const term = await call(s.tokens.subadmin, 'POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: s.category.id,
      conditions: conditionsOf({ ...DEFAULT_RATES, first: 60 }),
    });
    expect(term.statusCode, term.body).toBe(200);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answer!.state).toBe('recorded');
    const [stored] = await storedOf(s.seller.id);
    expect(stored!.multipliers).toEqual([...DEFAULT_CONDITIONS]);
    // An online sale now is at the company's new term.
    const online = await call(s.tokens.seller, 'POST', '/api/seller/addticket', {
      lotteryCategoryName: s.category.id,
      numbers: [blt('34', 10)],
    });
    expect(online.statusCode, online.body).toBe(200);
    const both = await storedOf(s.seller.id);
    expect(both.find((t) => t.id !== stored!.id)!.multipliers[0]).toBe(60);
  });

  it('a ticket that reaches the server after the close and its grace is held', async () => {
    const s = await offlineShop();
    await shiftGrant(s.grant.grantId, { issued: -60, stops: -20, closes: -15, expires: -15 });
    const [late] = await signChain(s.grant, [
      { lines: [blt('12', 10)], soldAt: new Date(Date.now() - 30 * 60_000).toISOString() },
    ]);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, [late!]);
    expect(answer).toEqual({ saleKey: late!.saleKey, state: 'held', reason: 'after_close' });
    expect(await storedOf(s.seller.id)).toHaveLength(0);
  });

  it('within the grace, sold before the close, it is recorded; once the result is posted, held', async () => {
    const s = await offlineShop();
    await shiftGrant(s.grant.grantId, { issued: -60, stops: -7, closes: -2, expires: -2 });
    const soldAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const chain = await signChain(s.grant, [
      { lines: [blt('12', 10)], soldAt },
      { lines: [blt('13', 10)], soldAt },
    ]);
    const [first] = await sync(s.tokens.seller, s.grant.grantId, [chain[0]!]);
    expect(first!.state).toBe('recorded');
    await db.insert(winningNumbers).values({
      lotteryCategoryId: s.category.id,
      drawDate: s.grant.drawDate,
      numbers: [],
    });
    const [second] = await sync(s.tokens.seller, s.grant.grantId, [chain[1]!]);
    expect(second).toMatchObject({ state: 'held', reason: 'after_close' });
  });

  it('a ticket sold after its grant expired is held', async () => {
    const s = await offlineShop();
    await shiftGrant(s.grant.grantId, { issued: -40, stops: 60, closes: 65, expires: -5 });
    const [t] = await signChain(s.grant, [{ lines: [blt('12', 10)] }]);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, [t!]);
    expect(answer).toMatchObject({ state: 'held', reason: 'expired' });
  });

  it('over the cap or the budget: held, the device broke its grant', async () => {
    const s = await offlineShop({ budgetPerDraw: 250, capPerNumber: 100 });
    const chain = await signChain(s.grant, [
      { lines: [blt('12', 101)] },
      { lines: [blt('20', 100)] },
      { lines: [blt('21', 60)] },
    ]);
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.reason ?? a.state)).toEqual(['cap', 'recorded', 'budget']);
  });

  it('may pass a limit by at most the cap, and is then flagged', async () => {
    const s = await offlineShop();
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 50 },
    ]);
    const chain = await signChain(s.grant, [
      { lines: [blt('12', 40)] },
      { lines: [blt('12', 60)] },
    ]);
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.state)).toEqual(['recorded', 'recorded']);
    const stored = await db
      .select({ overLimit: offlineTickets.overLimit })
      .from(offlineTickets)
      .where(eq(offlineTickets.grantId, s.grant.grantId))
      .orderBy(offlineTickets.seq);
    expect(stored.map((r) => r.overLimit)).toEqual([false, true]);
    expect(await allTotal(s.company.id, '12')).toBe(10_000);
  });

  it('a seller syncs only its own grant; the held list and decisions stay in their company', async () => {
    const s = await offlineShop();
    const other = await offlineShop();
    const [t] = await signChain(s.grant, [{ lines: [blt('12', 101)] }]);
    const refused = await call(other.tokens.seller, 'POST', '/api/seller/syncoffline', {
      grantId: s.grant.grantId,
      tickets: [t],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'offline_grant.not_found' });
    expect(
      await db.select().from(offlineTickets).where(eq(offlineTickets.grantId, s.grant.grantId)),
    ).toEqual([]);

    await sync(s.tokens.seller, s.grant.grantId, [t!]);
    const [held] = await heldOf(s.tokens.subadmin, s.grant.drawDate);
    expect(held).toMatchObject({ reason: 'cap', saleKey: t!.saleKey, total: 101 });
    expect(await heldOf(other.tokens.subadmin, s.grant.drawDate)).toEqual([]);
    const decide = await call(
      other.tokens.subadmin,
      'POST',
      `/api/subadmin/decideoffline/${held!._id}`,
      {
        accept: true,
        reason: 'not mine',
      },
    );
    expect(decide.statusCode).toBe(404);
  });
});
