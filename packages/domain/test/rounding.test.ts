import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES } from '../src/payment-terms.ts';
import { percentageCap } from '../src/percentage-limits.ts';
import { payoutOf } from '../src/settlement.ts';
import { deriveWinningNumbers } from '../src/winning-numbers.ts';

/**
 * The two roundings of money (README, decisions): a percentage cap is rounded
 * down to the centime; a payout is rounded half-up to the centime, per line.
 * Both with exact integer arithmetic: percents and multipliers have at most two
 * decimals, so in hundredths they are integers, and so is every product.
 */
describe('percentageCap: rounded down to the centime (centimes in, centimes out)', () => {
  const cases: [string, number, number, number][] = [
    ['exact', 10_000, 50, 5_000],
    ['100 HTG at 33.33% = 33.33 HTG', 10_000, 33.33, 3_333],
    ['333.33 HTG at 10% = 33.333 HTG → 33.33', 33_333, 10, 3_333],
    ['99.99 HTG at 66.67% = 66.663… → 66.66', 9_999, 66.67, 6_666],
    ['down even at .999: 1.99 HTG at 50% = 0.995 → 0.99', 199, 50, 99],
    ['less than a centime → nothing', 1, 99.99, 0],
    ['no BLT, nothing allowed', 0, 100, 0],
    ['100% is the whole BLT total', 12_345, 100, 12_345],
    // Binary fractions: 10000 × 0.57 is 5699.999… in floating point; the cap is 57 centimes.
    ['100 HTG at 0.57% = 0.57 HTG exactly', 10_000, 0.57, 57],
    ['100 HTG at 0.69% = 0.69 HTG exactly', 10_000, 0.69, 69],
    ['110 HTG at 0.7% = 0.77 HTG exactly', 11_000, 0.7, 77],
    ['50 HTG at 1.14% = 0.57 HTG exactly', 5_000, 1.14, 57],
    ['200 HTG at 1.13% = 2.26 HTG exactly', 20_000, 1.13, 226],
  ];
  it.each(cases)('%s', (_name, bltTotal, percent, cap) => {
    expect(percentageCap(bltTotal, percent)).toBe(cap);
  });

  it('equals the exact integer result for every percent with two decimals', () => {
    for (let hundredths = 0; hundredths <= 10_000; hundredths++) {
      const percent = Number((hundredths / 100).toFixed(2)); // as read from "0.57"
      for (const bltTotal of [1, 99, 199, 5_000, 9_999, 10_000, 11_000, 20_000, 123_457]) {
        const exact = Math.floor((bltTotal * hundredths) / 10_000);
        if (percentageCap(bltTotal, percent) !== exact)
          expect.fail(`${bltTotal} centimes at ${percent}%: ${exact} expected`);
      }
    }
  });
});

describe('payoutOf: rounded half-up to the centime, per line', () => {
  const draw = deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' });
  const pays = (amount: number, first: number) =>
    payoutOf(
      { gameCategory: 'BLT', number: '27', amount },
      draw,
      conditionsOf({ ...DEFAULT_RATES, first }),
    );
  const cases: [string, number, number, number][] = [
    ['whole: 10 HTG × 50', 1_000, 50, 50_000],
    ['x.xx5 goes up: 1.01 HTG × 12.5 = 12.625 → 12.63', 101, 12.5, 1_263],
    ['x.xx5 goes up: 0.01 HTG × 0.5 = 0.005 → 0.01', 1, 0.5, 1],
    ['below half goes down: 0.01 HTG × 0.49 = 0.0049 → 0', 1, 0.49, 0],
    ['above half goes up: 0.01 HTG × 0.51 → 0.01', 1, 0.51, 1],
    ['0.33 HTG × 1.5 = 0.495 → 0.50', 33, 1.5, 50],
    // Binary fractions: 50 × 16.15 is 807.4999… in floating point; the payout is 8.08 HTG.
    ['0.50 HTG × 16.15 = 8.075 → 8.08', 50, 16.15, 808],
    ['0.50 HTG × 10.03 = 5.015 → 5.02', 50, 10.03, 502],
    ['1.50 HTG × 10.29 = 15.435 → 15.44', 150, 10.29, 1_544],
    ['2.50 HTG × 32.01 = 80.025 → 80.03', 250, 32.01, 8_003],
  ];
  it.each(cases)('%s', (_name, amount, multiplier, payout) => {
    expect(pays(amount, multiplier)).toBe(payout);
  });

  it('equals the exact integer result for every multiplier with two decimals up to 100', () => {
    for (let hundredths = 1; hundredths <= 10_000; hundredths++) {
      const multiplier = Number((hundredths / 100).toFixed(2));
      for (const amount of [1, 33, 50, 101, 150, 250, 1_234]) {
        const exact = Math.floor((amount * hundredths + 50) / 100);
        if (pays(amount, multiplier) !== exact)
          expect.fail(`${amount} centimes × ${multiplier}: ${exact} expected`);
      }
    }
  });
});
