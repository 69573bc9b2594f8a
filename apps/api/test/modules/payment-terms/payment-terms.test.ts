import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_CONDITIONS } from '@tiraj/domain';
import { paymentTerms } from '../../../src/db/schema/index.ts';
import { auditActions } from '../../support/checks.ts';
import { caller, createLotteryCategory, signedInCompany } from '../../support/factories.ts';
import { paymentTermsApp, RATES } from '../../support/payment-terms.ts';
import { expectOnlyRoles } from '../../support/roles.ts';

const {
  app,
  db,
  tokens,
  fixture: mine,
  asSubadmin,
  storedConditions,
  createTerm,
} = await paymentTermsApp();

/** A payment term's 16 numbers as a winning number lays them out: game and position. */
const LAYOUT = [
  ['BLT', 1],
  ['BLT', 2],
  ['BLT', 3],
  ['L3C', 1],
  ['L4C 1', 1],
  ['L4C 2', 1],
  ['L4C 3', 1],
  ['L5C 1', 1],
  ['L5C 2', 1],
  ['L5C 3', 1],
  ['MRG', 1],
  ['MRG', 2],
  ['MRG', 3],
  ['MRG', 4],
  ['MRG', 5],
  ['MRG', 6],
] as const;

describe('payment terms', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getpaymentterm' },
      { method: 'POST', url: '/api/subadmin/addpaymentterm', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updatepaymentterm/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deletepaymentterm/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it('creates a term from 16 numbers, laid out like a winning number, stored and audited', async () => {
    const category = await createLotteryCategory(db);
    const conditions = conditionsOf(RATES);
    const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.id,
      conditions,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Payment condition created',
      data: { lotteryCategoryName: category.name, lotteryCategoryId: category.id },
    });
    expect(body.data.conditions).toEqual(
      LAYOUT.map(([gameCategory, position], i) => ({
        gameCategory,
        position,
        condition: conditions[i],
      })),
    );
    // The form's L4C fills entries 4-6, L5C 7-9, MRG 10-15.
    expect(await storedConditions(body.data._id)).toEqual([
      60, 25, 12.5, 600, 4000, 4000, 4000, 20000, 20000, 20000, 900, 900, 900, 900, 900, 900,
    ]);
    expect(
      await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id, 'action'),
    ).toEqual(['create']);
  });

  it('accepts the category by its exact name and conditions as {condition} objects', async () => {
    const category = await createLotteryCategory(db);
    const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.name,
      conditions: LAYOUT.map(([gameCategory, position], i) => ({
        gameCategory,
        position,
        condition: DEFAULT_CONDITIONS[i],
      })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lotteryCategoryId).toBe(category.id);
    expect(await storedConditions(response.json().data._id)).toEqual(DEFAULT_CONDITIONS);
  });

  it("lists only the caller's company's terms", async () => {
    const { term } = await createTerm();
    const other = await signedInCompany(app, db);
    const theirCategory = await createLotteryCategory(db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpaymentterm',
      {
        lotteryCategoryName: theirCategory.id,
        conditions: DEFAULT_CONDITIONS,
      },
    );
    expect(theirs.statusCode).toBe(200);

    const list = await asSubadmin('GET', '/api/subadmin/getpaymentterm');
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as { _id: string }[]).map((t) => t._id);
    expect(ids).toContain(term._id);
    expect(ids).not.toContain(theirs.json().data._id);
    const found = list.json().data.find((t: { _id: string }) => t._id === term._id);
    expect(found.conditions).toHaveLength(16);
    expect(found.conditions[15]).toEqual({ gameCategory: 'MRG', position: 6, condition: 1000 });
  });

  it('refuses each invalid field with 400, naming the bad entry', async () => {
    const category = await createLotteryCategory(db);
    const good = DEFAULT_CONDITIONS.slice();
    const at = (index: number, value: unknown) => good.map((v, i) => (i === index ? value : v));
    const cases: [object, string, RegExp][] = [
      [{ conditions: good }, 'lotteryCategoryName', /Lottery category is required/],
      [{ lotteryCategoryName: '  ', conditions: good }, 'lotteryCategoryName', /required/],
      [{ lotteryCategoryName: category.id }, 'conditions', /./],
      [{ lotteryCategoryName: category.id, conditions: good.slice(1) }, 'conditions', /16/],
      [{ lotteryCategoryName: category.id, conditions: 'fifty' }, 'conditions', /list/],
      [
        { lotteryCategoryName: category.id, conditions: at(0, 0) },
        'conditions.0',
        /Condition 1 \(BLT 1\) must be more than 0/,
      ],
      [
        { lotteryCategoryName: category.id, conditions: at(3, -5) },
        'conditions.3',
        /Condition 4 \(L3C\)/,
      ],
      [
        { lotteryCategoryName: category.id, conditions: at(1, 12.345) },
        'conditions.1',
        /2 decimals/,
      ],
      [
        { lotteryCategoryName: category.id, conditions: at(2, 1_000_001) },
        'conditions.2',
        /at most/,
      ],
      // Digit strings are numbers (the old form's, issue 36); junk is not.
      [{ lotteryCategoryName: category.id, conditions: at(12, '10a0') }, 'conditions.12', /number/],
      [
        { lotteryCategoryName: category.id, conditions: at(12, { condition: null }) },
        'conditions.12',
        /number/,
      ],
      [
        { lotteryCategoryName: category.id, conditions: at(5, 4999) },
        'conditions.5',
        /Condition 6 \(L4C 2\) must equal the other L4C/,
      ],
      [{ lotteryCategoryName: category.id, conditions: at(15, 999) }, 'conditions.15', /MRG/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect(body.message).toMatch(message);
    }
    expect(
      await db.select().from(paymentTerms).where(eq(paymentTerms.lotteryCategoryId, category.id)),
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown lottery category', async () => {
    const response = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: 'No Such Draw',
      conditions: DEFAULT_CONDITIONS,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Lottery category not found.');
  });

  it('keeps one term per company and category (409), by id or by name', async () => {
    const { category, term } = await createTerm();
    const again = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.name,
      conditions: DEFAULT_CONDITIONS,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a payment term/);
    // Another company may have its own term for the same category.
    const other = await signedInCompany(app, db);
    const theirs = await caller(app, other.tokens.subadmin)(
      'POST',
      '/api/subadmin/addpaymentterm',
      {
        lotteryCategoryName: category.id,
        conditions: DEFAULT_CONDITIONS,
      },
    );
    expect(theirs.statusCode).toBe(200);
    // Moving a term onto a category that already has one is a duplicate too.
    const second = await createTerm();
    const move = await asSubadmin('PATCH', `/api/subadmin/updatepaymentterm/${second.term._id}`, {
      lotteryCategoryName: category.id,
      conditions: DEFAULT_CONDITIONS,
    });
    expect(move.statusCode).toBe(409);
    expect(await storedConditions(term._id)).toEqual(DEFAULT_CONDITIONS);
  });
});
