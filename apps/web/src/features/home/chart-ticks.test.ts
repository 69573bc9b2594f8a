import { describe, expect, it } from 'vitest';
import { regularTicks } from './chart-ticks.ts';

const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i + 1}`);

describe('regularTicks', () => {
  it.each([
    ['30 days, a week apart, ending today', days(30), 7, ['d2', 'd9', 'd16', 'd23', 'd30']],
    ['8 days', days(8), 7, ['d1', 'd8']],
    ['one day', days(1), 7, ['d1']],
    ['no day', [], 7, []],
    ['every 5 days', days(12), 5, ['d2', 'd7', 'd12']],
  ])('%s', (_, list, step, ticks) => {
    expect(regularTicks(list, step)).toEqual(ticks);
  });

  it('leaves the same gap between every two ticks', () => {
    const ticks = regularTicks(days(30)).map((d) => Number(d.slice(1)));
    const gaps = ticks.slice(1).map((d, i) => d - ticks[i]!);
    expect(new Set(gaps)).toEqual(new Set([7]));
  });
});
