import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_CONDITIONS, DEFAULT_RATES } from '../src/payment-terms.ts';
import { exposureOf, potentialWinOf, usedPercentOf } from '../src/exposure.ts';
import type { GameCategory } from '../src/games.ts';

const term = conditionsOf({ ...DEFAULT_RATES, first: 60, l4c: 4000, mrg: 800 });

describe('exposureOf: what a line pays if its number comes out', () => {
  const cases: [GameCategory, string, number, readonly number[], number][] = [
    ['BLT', '27', 1000, DEFAULT_CONDITIONS, 50_000], // first lot only, never 2nd or 3rd
    ['BLT', '27', 1000, term, 60_000],
    ['L3C', '427', 100, DEFAULT_CONDITIONS, 50_000],
    ['L4C 1', '4512', 100, term, 400_000],
    ['L4C 3', '2712', 100, DEFAULT_CONDITIONS, 500_000],
    ['L5C 2', '42745', 100, DEFAULT_CONDITIONS, 2_500_000],
    ['MRG', '12×45', 100, DEFAULT_CONDITIONS, 100_000], // one lot pair
    ['MRG', '33×33', 100, term, 80_000],
    ['BLT', '27', 33, conditionsOf({ ...DEFAULT_RATES, first: 1.5 }), 50], // half-up per line
  ];
  it.each(cases)('%s %s, %i centimes → %#', (game, number, amount, multipliers, payout) => {
    expect(exposureOf({ gameCategory: game, number, amount }, multipliers)).toBe(payout);
  });
});

describe('usedPercentOf', () => {
  it.each([
    [0, 10_000, 0],
    [7_500, 10_000, 75],
    [1, 3, 33.3],
    [12_000, 10_000, 120],
    [0, 0, 100],
    [5, null, null],
  ] as const)('%i of %s → %s', (total, cap, percent) => {
    expect(usedPercentOf(total, cap)).toBe(percent);
  });
});

describe('potentialWinOf: the "could win" printed on a ticket line', () => {
  const TERM = conditionsOf({ ...DEFAULT_RATES, first: 45.5, mrg: 750 });
  it.each<[string, GameCategory, string, number, readonly number[], number]>([
    ['Bòlèt at the first lot', 'BLT', '27', 50, DEFAULT_CONDITIONS, 2500],
    ['Maryaj, one pair', 'MRG', '27×45', 10, DEFAULT_CONDITIONS, 10000],
    ['Loto 3', 'L3C', '427', 5, DEFAULT_CONDITIONS, 2500],
    ['Loto 4 · 2', 'L4C 2', '1234', 2, DEFAULT_CONDITIONS, 10000],
    ['Loto 5 · 3', 'L5C 3', '12345', 1, DEFAULT_CONDITIONS, 25000],
    ["the company's own term", 'BLT', '27', 10, TERM, 455],
    ['a bonus line (1 HTG of MRG) at the term', 'MRG', '08×61', 1, TERM, 750],
    ['half-up to the centime', 'BLT', '27', 1.25, TERM, 56.88],
  ])('%s', (_, gameCategory, number, amount, multipliers, win) => {
    expect(potentialWinOf({ gameCategory, number, amount }, multipliers)).toBe(win);
  });
});
