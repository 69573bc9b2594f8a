import { describe, expect, it } from 'vitest';
import { alertCrossings, reachesShare, type RaisedTotal } from '../src/exposure-alerts.ts';

describe('reachesShare', () => {
  const cases: [number, number, number, boolean][] = [
    [7_999, 10_000, 80, false],
    [8_000, 10_000, 80, true],
    [10_500, 10_000, 80, true],
    // 1 centime short of 80 % of an odd cap is not rounded up to it.
    [2_666, 3_333, 80, false],
    [2_667, 3_333, 80, true],
    [1, 100, 1, true],
    [99, 100, 100, false],
    [100, 100, 100, true],
    // A limit of 0 sells nothing: nothing sold, nothing to warn of.
    [0, 0, 80, false],
  ];
  it.each(cases)('%d of %d at %d %% → %s', (total, cap, percent, expected) =>
    expect(reachesShare(total, cap, percent)).toBe(expected),
  );
});

const raised = (
  scopeKey: string,
  cap: number | null,
  total: number,
  amount: number,
  number = '27',
  gameCategory = 'BLT',
): RaisedTotal => ({ gameCategory, number, scopeKey, amount, cap, total });

describe('alertCrossings', () => {
  const cases: [string, RaisedTotal[], number, { scopeKey: string; usedPercent: number }[]][] = [
    ['no limit', [raised('all', null, 90_000, 90_000)], 80, []],
    ['under the share after the sale', [raised('all', 10_000, 7_900, 1_000)], 80, []],
    [
      'crosses exactly at the share',
      [raised('all', 10_000, 8_000, 1_000)],
      80,
      [{ scopeKey: 'all', usedPercent: 80 }],
    ],
    ['already over before: no second alert', [raised('all', 10_000, 9_000, 500)], 80, []],
    [
      'one sale from nothing past the share',
      [raised('all', 10_000, 9_500, 9_500)],
      80,
      [{ scopeKey: 'all', usedPercent: 95 }],
    ],
    [
      'the company’s own share',
      [raised('all', 10_000, 5_000, 1_000)],
      50,
      [{ scopeKey: 'all', usedPercent: 50 }],
    ],
    [
      // The seller binds it (least left) but All crossed: All warns.
      'a limit that is not the seller’s binding one still warns',
      [raised('all', 100_000, 81_000, 2_000), raised('seller:x', 10_000, 2_000, 2_000)],
      80,
      [{ scopeKey: 'all', usedPercent: 81 }],
    ],
    [
      'two scopes cross: the one used the most',
      [raised('all', 100_000, 82_000, 5_000), raised('supervisor:s', 10_000, 9_000, 5_000)],
      80,
      [{ scopeKey: 'supervisor:s', usedPercent: 90 }],
    ],
    [
      'a tie keeps the first given (All)',
      [raised('all', 10_000, 8_500, 1_000), raised('seller:x', 10_000, 8_500, 1_000)],
      80,
      [{ scopeKey: 'all', usedPercent: 85 }],
    ],
  ];
  it.each(cases)('%s', (_name, rows, percent, expected) =>
    expect(
      alertCrossings(rows, percent).map(({ scopeKey, usedPercent }) => ({ scopeKey, usedPercent })),
    ).toEqual(expected),
  );

  it('one crossing per (game, number), each number on its own', () => {
    const found = alertCrossings(
      [
        raised('all', 10_000, 8_000, 1_000, '27'),
        raised('seller:x', 5_000, 4_500, 1_000, '27'),
        raised('all', 10_000, 8_000, 8_000, '27', 'L3C'),
        raised('all', 10_000, 1_000, 1_000, '28'),
      ],
      80,
    );
    expect(found).toEqual([
      {
        gameCategory: 'BLT',
        number: '27',
        scopeKey: 'seller:x',
        total: 4_500,
        cap: 5_000,
        usedPercent: 90,
      },
      {
        gameCategory: 'L3C',
        number: '27',
        scopeKey: 'all',
        total: 8_000,
        cap: 10_000,
        usedPercent: 80,
      },
    ]);
  });
});
