import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, PERCENTAGE_GAME_ORDER, type GameCategory } from '../src/games.ts';
import { hasAtMostTwoDecimals } from '../src/money.ts';
import { numberMismatchMessage } from '../src/numbers.ts';
import {
  conditionLabel,
  DEFAULT_CONDITIONS,
  multiplierProblem,
  PAYMENT_TERM_LAYOUT,
  unevenGroup,
} from '../src/payment-terms.ts';
import { inPercentageOrder, percentProblem } from '../src/percentage-limits.ts';
import { deriveWinningNumbers } from '../src/winning-numbers.ts';

describe('hasAtMostTwoDecimals', () => {
  const cases: [number, boolean][] = [
    [50, true],
    [12.5, true],
    [0.29, true],
    [1000.01, true],
    [12.345, false],
    [0.001, false],
  ];
  it.each(cases)('%d → %s', (value, expected) =>
    expect(hasAtMostTwoDecimals(value)).toBe(expected),
  );
});

describe('multiplierProblem', () => {
  const cases: [number, string | null][] = [
    [50, null],
    [0.01, null],
    [1_000_000, null],
    [0, 'must be more than 0'],
    [-10, 'must be more than 0'],
    [1_000_000.01, 'must be at most 1000000'],
    [10.005, 'must have at most 2 decimals'],
    [Number.NaN, 'must be a number'],
    [Number.POSITIVE_INFINITY, 'must be a number'],
  ];
  it.each(cases)('%d → %j', (value, expected) => expect(multiplierProblem(value)).toBe(expected));
});

describe('payment term layout', () => {
  it('has the 16 places of a winning number, in the same order', () => {
    const winning = deriveWinningNumbers({ first: '12', second: '34', third: '56', l3c: '812' });
    expect(PAYMENT_TERM_LAYOUT).toEqual(
      winning.map(({ gameCategory, position }) => ({ gameCategory, position })),
    );
  });

  const labels: [number, string][] = [
    [0, 'Condition 1 (BLT 1)'],
    [2, 'Condition 3 (BLT 3)'],
    [3, 'Condition 4 (L3C)'],
    [5, 'Condition 6 (L4C 2)'],
    [9, 'Condition 10 (L5C 3)'],
    [15, 'Condition 16 (MRG 6)'],
    [16, 'Condition 17'],
  ];
  it.each(labels)('entry %i is %j', (index, label) => expect(conditionLabel(index)).toBe(label));

  const at = (index: number, value: number) =>
    DEFAULT_CONDITIONS.map((v, i) => (i === index ? value : v));
  const groups: [string, number[], { game: string; index: number } | null][] = [
    ['the official rates', [...DEFAULT_CONDITIONS], null],
    ['BLT lots may differ from each other', at(1, 49), null],
    ['one L4C apart', at(6, 4000), { game: 'L4C', index: 6 }],
    ['the first L4C apart', at(4, 4000), { game: 'L4C', index: 5 }],
    ['one L5C apart', at(8, 1), { game: 'L5C', index: 8 }],
    ['one MRG apart', at(13, 999), { game: 'MRG', index: 13 }],
  ];
  it.each(groups)('uneven group: %s', (_name, conditions, expected) =>
    expect(unevenGroup(conditions)).toEqual(expected),
  );
});

describe('percentProblem', () => {
  const cases: [number, string | null][] = [
    [0, null],
    [100, null],
    [12.5, null],
    [-1, 'must be from 0 to 100'],
    [100.01, 'must be from 0 to 100'],
    [33.333, 'must have at most 2 decimals'],
    [Number.NaN, 'must be a number'],
  ];
  it.each(cases)('%d → %j', (value, expected) => expect(percentProblem(value)).toBe(expected));

  it('puts entries in SPEC order, whatever order they came in', () => {
    const shuffled = [...PERCENTAGE_GAME_ORDER]
      .reverse()
      .map((gameCategory, i) => ({ gameCategory, limitPercent: i }));
    expect(inPercentageOrder(shuffled).map((e) => e.gameCategory)).toEqual(PERCENTAGE_GAME_ORDER);
    expect(inPercentageOrder(shuffled).find((e) => e.gameCategory === 'MRG')?.limitPercent).toBe(0);
  });
});

describe('numberMismatchMessage', () => {
  const cases: [GameCategory, string][] = [
    ['BLT', 'Number must be 2 digits for BLT'],
    ['L3C', 'Number must be 3 digits for L3C'],
    ['L4C 2', 'Number must be 4 digits for L4C 2'],
    ['L5C 3', 'Number must be 5 digits for L5C 3'],
    ['MRG', 'Number must be two 2-digit numbers for MRG, like 12×34'],
  ];
  it.each(cases)('%s → %j', (game, message) => expect(numberMismatchMessage(game)).toBe(message));
  it('has a message for every game', () =>
    GAME_CATEGORIES.forEach((g) => expect(numberMismatchMessage(g)).toContain(g)));
});
