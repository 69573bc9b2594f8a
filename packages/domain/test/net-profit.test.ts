import { describe, expect, it } from 'vitest';
import { netProfitOf, ownerFiguresOf } from '../src/net-profit.ts';

describe('net profit = Total − Paid (won) − the sellers’ commission (centimes)', () => {
  // [case, sum, won, commission, net]
  const cases: [string, number, number, number, number][] = [
    ['nothing sold', 0, 0, 0, 0],
    ['no winner: the commission alone comes off', 10_000_00, 0, 1_500_00, 8_500_00],
    // issue 38: +4,970 HTG of profit is −406 HTG after 5,376 HTG of commission
    ['profit positive, net negative', 107_370_00, 102_400_00, 5_376_00, -406_00],
    ['winners above sales', 5_000_00, 9_000_00, 500_00, -4_500_00],
    ['a centime of commission', 1_00, 0, 1, 99],
  ];
  it.each(cases)('%s', (_case, sum, won, commission, net) => {
    expect(netProfitOf(sum, won, commission)).toBe(net);
  });

  it('keeps SPEC’s Profit = Total − Paid beside it, and the cash paid out apart', () => {
    expect(ownerFiguresOf(107_370_00, 102_400_00, 28_700_00, 5_376_00)).toEqual({
      sum: 107_370,
      paid: 102_400,
      profit: 4_970,
      paidOut: 28_700,
      commission: 5_376,
      netProfit: -406,
    });
  });

  it('stays exact to the centime (no float drift)', () => {
    expect(ownerFiguresOf(30, 10, 0, 7)).toMatchObject({ profit: 0.2, netProfit: 0.13 });
  });
});
