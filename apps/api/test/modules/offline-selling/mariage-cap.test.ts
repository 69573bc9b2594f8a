import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfflineLine } from '@tiraj/domain';
import { limitTotals } from '../../../src/db/schema/index.ts';
import { insertLimit } from '../../support/factories.ts';
import { offlineApp } from '../../support/offline.ts';
import { sell } from '../../support/sales.ts';

const { app, db, offlineShop, signChain, sync } = await offlineApp();

const mrg = (number: string, amount: number): OfflineLine => ({
  gameCategory: 'MRG',
  number,
  amount,
});
const mariageTotal = async (companyId: string) => {
  const rows = await db
    .select({ number: limitTotals.number, total: limitTotals.total })
    .from(limitTotals)
    .where(and(eq(limitTotals.companyId, companyId), eq(limitTotals.scopeKey, 'all')));
  return rows;
};

describe('a mariage counts once against the caps, however it is spelled (issue 36)', () => {
  it('offline: six spellings of 12×34 at 100 against a cap of 100, only the first is recorded', async () => {
    const s = await offlineShop({ capPerNumber: 100 });
    const spellings = ['12x34', '34x12', '12×34', '34×12', '12*34', '12 34'];
    const chain = await signChain(
      s.grant,
      spellings.map((n) => ({ lines: [mrg(n, 100)] })),
    );
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.reason ?? a.state)).toEqual([
      'recorded',
      'cap',
      'cap',
      'cap',
      'cap',
      'cap',
    ]);
    expect(await mariageTotal(s.company.id)).toEqual([{ number: '12×34', total: 10_000 }]);
  });

  it('offline: spellings add up to the cap, the one past it is held', async () => {
    const s = await offlineShop({ capPerNumber: 100 });
    const chain = await signChain(s.grant, [
      { lines: [mrg('34x12', 60)] },
      { lines: [mrg('12 34', 40)] },
      { lines: [mrg('34*12', 1)] },
    ]);
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.reason ?? a.state)).toEqual(['recorded', 'recorded', 'cap']);
    expect(await mariageTotal(s.company.id)).toEqual([{ number: '12×34', total: 10_000 }]);
  });

  it("online: the company's limit counts every spelling as the one number", async () => {
    const s = await offlineShop();
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'MRG', limitsButs: 100 },
    ]);
    const first = await sell(app, s.tokens.seller, s.category.id, [mrg('12x34', 60)]);
    expect(first.statusCode, first.body).toBe(200);
    const over = await sell(app, s.tokens.seller, s.category.id, [mrg('34*12', 60)]);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().details.lines[0]).toMatchObject({ number: '12×34', reason: 'limit' });
    const rest = await sell(app, s.tokens.seller, s.category.id, [mrg('34 12', 40)]);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await mariageTotal(s.company.id)).toEqual([{ number: '12×34', total: 10_000 }]);
  });
});
