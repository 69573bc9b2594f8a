import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blockNumbers,
  companies,
  percentageLimits,
  tickets,
} from '../../../src/db/schema/index.ts';
import { createUser, imeiOf, insertLimit, shop, signIn } from '../../support/factories.ts';
import { salesApp, sell } from '../../support/sales.ts';

const { app, db, totalsOf } = await salesApp();

describe('selling a ticket', () => {
  it('refuses a blocked number (MRG in either order)', async () => {
    const s = await shop(app, db);
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'MRG',
      number: '12×34',
    });
    const response = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '12', amount: 5 },
      { gameCategory: 'MRG', number: '34*12', amount: 5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.lines).toEqual([
      {
        index: 1,
        gameCategory: 'MRG',
        number: '12×34',
        reason: 'blocked',
        code: 'sale.blocked',
        params: { gameCategory: 'MRG', number: '12×34' },
      },
    ]);
  });

  it('names every refused line at once: a blocked one and one over its limit', async () => {
    const s = await shop(app, db);
    await db.insert(blockNumbers).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      gameCategory: 'BLT',
      number: '13',
    });
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 20 },
    ]);
    const response = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
      { gameCategory: 'BLT', number: '44', amount: 25 },
      { gameCategory: 'BLT', number: '45', amount: 5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.lines).toEqual([
      {
        index: 0,
        gameCategory: 'BLT',
        number: '13',
        reason: 'blocked',
        code: 'sale.blocked',
        params: { gameCategory: 'BLT', number: '13' },
      },
      {
        index: 1,
        gameCategory: 'BLT',
        number: '44',
        reason: 'limit',
        available: 20,
        code: 'sale.limit',
        params: { gameCategory: 'BLT', number: '44', available: 20 },
      },
    ]);
    expect(await totalsOf(s.company.id)).toEqual({});
  });

  it('refuses a line over its percentage of the BLT total, and a capped game without BLT', async () => {
    const s = await shop(app, db);
    await db.insert(percentageLimits).values({
      companyId: s.company.id,
      lotteryCategoryId: s.category.id,
      limits: [
        { gameCategory: 'L3C', limitPercent: 50 },
        { gameCategory: 'MRG', limitPercent: 20 },
      ],
    });
    const ok = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'L3C', number: '110', amount: 50 },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const over = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '10', amount: 100 },
      { gameCategory: 'MRG', number: '10×20', amount: 20.01 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.lines).toEqual([
      {
        index: 1,
        gameCategory: 'MRG',
        number: '10×20',
        reason: 'percentage',
        available: 20,
        code: 'sale.percentage',
        params: { gameCategory: 'MRG', number: '10×20', available: 20 },
      },
    ]);
    const noBlt = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'L3C', number: '110', amount: 1 },
    ]);
    expect(noBlt.json().details.lines[0]).toMatchObject({ reason: 'percentage', available: 0 });
  });

  it('enforces the All, supervisor and seller limits, telling what is left; all or nothing', async () => {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
    ]);
    await insertLimit(db, s.company.id, s.category.id, `seller:${s.seller.id}`, [
      { gameCategory: 'L3C', limitsButs: 30 },
    ]);
    expect(
      (
        await sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '27', amount: 60 },
        ])
      ).statusCode,
    ).toBe(200);
    const before = await totalsOf(s.company.id);
    const refused = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'L3C', number: '427', amount: 10 },
      { gameCategory: 'BLT', number: '27', amount: 50 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.lines).toEqual([
      {
        index: 1,
        gameCategory: 'BLT',
        number: '27',
        reason: 'limit',
        available: 40,
        code: 'sale.limit',
        params: { gameCategory: 'BLT', number: '27', available: 40 },
      },
    ]);
    // Nothing of the refused ticket was kept: not its good line, not a total.
    expect(await totalsOf(s.company.id)).toEqual(before);
    expect(await db.select().from(tickets).where(eq(tickets.companyId, s.company.id))).toHaveLength(
      1,
    );
    expect(
      (
        await sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '27', amount: 40 },
        ])
      ).statusCode,
    ).toBe(200);
    const seller = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'L3C', number: '427', amount: 31 },
    ]);
    expect(seller.json().details.lines).toEqual([
      {
        index: 0,
        gameCategory: 'L3C',
        number: '427',
        reason: 'limit',
        available: 30,
        code: 'sale.limit',
        params: { gameCategory: 'L3C', number: '427', available: 30 },
      },
    ]);
  });

  it("tells what is left from each scope's own total when the scopes' totals differ", async () => {
    const s = await shop(app, db);
    const other = await createUser(db, 'seller', s.company.id, { imei: randomUUID() });
    const otherToken = await signIn(app, other, await imeiOf(db, other.id));
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
    ]);
    await insertLimit(db, s.company.id, s.category.id, `seller:${other.id}`, [
      { gameCategory: 'BLT', limitsButs: 40 },
    ]);
    const blt27 = (amount: number) => [{ gameCategory: 'BLT', number: '27', amount }];
    expect((await sell(app, s.tokens.seller, s.category.id, blt27(50))).statusCode).toBe(200);
    expect((await sell(app, otherToken, s.category.id, blt27(10))).statusCode).toBe(200);
    // All holds 60, the other seller 10 of its 40: its own limit binds.
    const overOwn = await sell(app, otherToken, s.category.id, blt27(35));
    expect(overOwn.statusCode).toBe(422);
    expect(overOwn.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 30 });
    expect((await sell(app, s.tokens.seller, s.category.id, blt27(35))).statusCode).toBe(200);
    // All now holds 95: All binds, though the seller's own limit has 30 left.
    const overAll = await sell(app, otherToken, s.category.id, blt27(20));
    expect(overAll.statusCode).toBe(422);
    expect(overAll.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 5 });
  });

  it("a supervisor's limit counts all its sellers together", async () => {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, `supervisor:${s.supervisor.id}`, [
      { gameCategory: 'BLT', limitsButs: 50 },
    ]);
    const other = await createUser(db, 'seller', s.company.id, {
      supervisorId: s.supervisor.id,
      imei: randomUUID(),
    });
    const otherToken = await signIn(app, other, await imeiOf(db, other.id));
    expect(
      (
        await sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '33', amount: 30 },
        ])
      ).statusCode,
    ).toBe(200);
    const second = await sell(app, otherToken, s.category.id, [
      { gameCategory: 'BLT', number: '33', amount: 30 },
    ]);
    expect(second.json().details.lines[0]).toMatchObject({ reason: 'limit', available: 20 });
  });

  it('adds bonus lines when the company bonus is on, outside totals and limits', async () => {
    const s = await shop(app, db);
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, s.company.id));
    const t = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '27', amount: 300 },
      ])
    ).json().data;
    const bonus = t.numbers.filter((l: { bonus: boolean }) => l.bonus);
    expect(bonus).toHaveLength(4);
    for (const line of bonus) expect(line).toMatchObject({ gameCategory: 'MRG', amount: 1 });
    expect(new Set(bonus.map((l: { number: string }) => l.number)).size).toBe(4);
    expect(t.ticketPrice).toBe(300);
    // Bonus numbers raise no limit total; they are kept at 0 for the risk board's payout.
    const bonusTotals = Object.entries(await totalsOf(s.company.id)).filter(([k]) =>
      k.startsWith('MRG'),
    );
    expect(bonusTotals).toHaveLength(4 * 3);
    expect(bonusTotals.filter(([, total]) => total !== 0)).toEqual([]);
    const small = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '27', amount: 49 },
      ])
    ).json().data;
    expect(small.numbers.filter((l: { bonus: boolean }) => l.bonus)).toHaveLength(0);
  });
});
