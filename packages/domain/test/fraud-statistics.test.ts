import { describe, expect, it } from 'vitest';
import { median, percentile, shareOf } from '../src/fraud-statistics.ts';

describe('percentile (linear between closest ranks, as percentile_cont)', () => {
  const cases: [string, number[], number, number | null][] = [
    ['no value', [], 0.5, null],
    ['one value', [7], 0.95, 7],
    ['median of an odd count', [3, 1, 2], 0.5, 2],
    ['median of an even count: the mean of the middle two', [4, 1, 3, 2], 0.5, 2.5],
    ['0: the least', [5, 9, 1], 0, 1],
    ['1: the most', [5, 9, 1], 1, 9],
    // rank (5 − 1) × 0.95 = 3.8: 4 + 0.8 × (10 − 4)
    ['95th of five', [1, 2, 3, 4, 10], 0.95, 8.8],
    // rank 19 × 0.95 = 18.05: 18 + 0.05 × (100 − 18)
    ['95th of twenty', [...Array.from({ length: 19 }, (_, i) => i), 100], 0.95, 22.1],
    ['ties', [2, 2, 2, 2], 0.95, 2],
  ];
  it.each(cases)('%s', (_, values, p, expected) => {
    const got = percentile(values, p);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(expected, 10);
  });

  it('leaves its input in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses a percentile outside 0–1', () => expect(() => percentile([1], 95)).toThrow());

  it.each([
    [1, 4, 0.25],
    [0, 0, 0],
    [3, 0, 0],
  ])('shareOf(%d, %d) = %d', (part, whole, share) => expect(shareOf(part, whole)).toBe(share));
});
