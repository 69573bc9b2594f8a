import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES } from '../src/payment-terms.ts';
import { payoutCases } from '../src/payout-cases.ts';
import { payoutOf } from '../src/settlement.ts';
import { deriveWinningNumbers } from '../src/winning-numbers.ts';

const draw = deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' });

// The same table is run through the settlement SQL by apps/api/test/settlement/payout-rule.test.ts.
describe('payoutOf (centimes; default rates 50/20/10/500/5000/25000/1000, payment terms, rounding)', () => {
  it.each(payoutCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(payoutOf(c.line, deriveWinningNumbers(c.draw), c.multipliers, c.layout)).toBe(c.payout);
  });

  it('names each case once (the API test reports disagreements by name)', () => {
    expect(new Set(payoutCases.map((c) => c.name)).size).toBe(payoutCases.length);
  });

  it("pays with the ticket's own multipliers", () => {
    const terms = conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 });
    expect(payoutOf({ gameCategory: 'BLT', number: '27', amount: 250 }, draw, terms)).toBe(15_000);
    expect(payoutOf({ gameCategory: 'MRG', number: '12×27', amount: 100 }, draw, terms)).toBe(
      80_000,
    );
  });
});
