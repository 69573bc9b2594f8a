import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerLedger } from '../../../src/db/schema/index.ts';
import { createUser, unique } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { twoCompaniesApp } from '../../support/roles.ts';

const { db, mine, theirs, asSubadmin, asTheirs } = await twoCompaniesApp();

const remit = (call: typeof asSubadmin, seller: string, amount: number) =>
  call('POST', '/api/subadmin/addremittance', { seller, amount, note: 'cash' });

const storedNumbers = async (companyId: string) =>
  (
    await db
      .select({ number: sellerLedger.number })
      .from(sellerLedger)
      .where(eq(sellerLedger.companyId, companyId))
      .orderBy(asc(sellerLedger.number))
  ).map((r) => r.number);

describe('a cash receipt carries a number for people (issue 38)', () => {
  it('numbers each company’s entries 1, 2, 3… in the order recorded, reversals included', async () => {
    const first = await remit(asSubadmin, mine.seller.id, 40);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ number: 1, amount: 40, kind: 'remittance' });
    const second = await remit(asSubadmin, mine.seller.id, 25);
    expect(second.json().data.number).toBe(2);
    const reversed = await asSubadmin(
      'POST',
      `/api/subadmin/reverseremittance/${second.json().data._id}`,
      { note: 'twice' },
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data).toMatchObject({ number: 3, kind: 'reversal', amount: -25 });
    // Another company counts its own from 1.
    const theirFirst = await remit(asTheirs, theirs.seller.id, 10);
    expect(theirFirst.json().data.number).toBe(1);
    expect(await storedNumbers(mine.company.id)).toEqual([1, 2, 3]);
    expect(await storedNumbers(theirs.company.id)).toEqual([1]);
    // The statement shows each entry with its number.
    const statement = await asSubadmin(
      'GET',
      `/api/subadmin/getsellerstatement?seller=${mine.seller.id}&fromDate=${TODAY}&toDate=${TODAY}`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    const entries = statement.json().data.days.flatMap((d: { entries: unknown[] }) => d.entries);
    expect(entries.map((e: { number: number }) => e.number)).toEqual([1, 2, 3]);
  });

  it('gives entries recorded at the same moment for several sellers one number each', async () => {
    const sellers = [mine.seller.id];
    for (let i = 0; i < 4; i++) {
      sellers.push((await createUser(db, 'seller', mine.company.id, { userName: unique('s') })).id);
    }
    const before = await storedNumbers(mine.company.id);
    const answers = await Promise.all(sellers.map((s, i) => remit(asSubadmin, s, 5 + i)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const last = before.at(-1) ?? 0;
    const expected = sellers.map((_, i) => last + 1 + i);
    expect(answers.map((a) => a.json().data.number as number).sort((a, b) => a - b)).toEqual(
      expected,
    );
    expect(await storedNumbers(mine.company.id)).toEqual([...before, ...expected]);
  });
});
