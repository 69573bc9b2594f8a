import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../src/games.ts';
import { conditionsOf, DEFAULT_CONDITIONS, DEFAULT_RATES } from '../src/payment-terms.ts';
import { payoutOf } from '../src/settlement.ts';
import { deriveWinningNumbers } from '../src/winning-numbers.ts';

const draw = deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' });
const doubled = deriveWinningNumbers({ first: '33', second: '33', third: '08', l3c: '133' });

describe('payoutOf (centimes, default rates 50/20/10/500/5000/25000/1000)', () => {
  const cases: [string, GameCategory, string, number, number, typeof draw][] = [
    ['BLT on 1st lot', 'BLT', '27', 1000, 50_000, draw],
    ['BLT on 2nd lot', 'BLT', '45', 1000, 20_000, draw],
    ['BLT on 3rd lot', 'BLT', '12', 1000, 10_000, draw],
    ['BLT losing', 'BLT', '99', 1000, 0, draw],
    ['BLT on a number equal to two lots pays twice', 'BLT', '33', 100, 7_000, doubled],
    ['L3C winning', 'L3C', '427', 100, 50_000, draw],
    ['L3C losing', 'L3C', '724', 100, 0, draw],
    ['L4C 1 = 2nd·3rd', 'L4C 1', '4512', 100, 500_000, draw],
    ['L4C 2 = 1st·2nd', 'L4C 2', '2745', 100, 500_000, draw],
    ['L4C 3 = 1st·3rd', 'L4C 3', '2712', 100, 500_000, draw],
    ['L4C 1 with the option of another', 'L4C 1', '2745', 100, 0, draw],
    ['L5C 1 = L3C·3rd', 'L5C 1', '42712', 100, 2_500_000, draw],
    ['L5C 2 = L3C·2nd', 'L5C 2', '42745', 100, 2_500_000, draw],
    ['L5C 3 = L3C·1st', 'L5C 3', '42727', 100, 2_500_000, draw],
    ['L5C 3 losing', 'L5C 3', '42712', 100, 0, draw],
    ['MRG 1st×2nd', 'MRG', '27×45', 100, 100_000, draw],
    ['MRG order ignored', 'MRG', '45×27', 100, 100_000, draw],
    ['MRG 2nd×3rd, stored ascending', 'MRG', '12×45', 100, 100_000, draw],
    ['MRG not a lot pair', 'MRG', '27×99', 100, 0, draw],
    ['MRG matching two pairs pays twice', 'MRG', '08×33', 100, 200_000, doubled],
    ['MRG of twin lots', 'MRG', '33×33', 100, 100_000, doubled],
  ];
  it.each(cases)('%s', (_name, gameCategory, number, amount, expected, result) => {
    expect(payoutOf({ gameCategory, number, amount }, result, DEFAULT_CONDITIONS)).toBe(expected);
  });

  it("pays with the ticket's own multipliers", () => {
    const terms = conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 });
    expect(payoutOf({ gameCategory: 'BLT', number: '27', amount: 250 }, draw, terms)).toBe(15_000);
    expect(payoutOf({ gameCategory: 'MRG', number: '12×27', amount: 100 }, draw, terms)).toBe(
      80_000,
    );
  });
});
