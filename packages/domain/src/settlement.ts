import type { GameCategory } from './games.ts';
import { hundredthsOf } from './money.ts';
import { normaliseNumber } from './numbers.ts';
import type { Multipliers } from './payment-terms.ts';
import type { WinningEntry } from './winning-numbers.ts';

export interface Line {
  gameCategory: GameCategory;
  number: string;
  /** centimes */
  amount: number;
}

/** Index of the multiplier (and winning entry) for each non-BLT, non-MRG game. */
const SINGLE_ENTRY: Partial<Record<GameCategory, number>> = {
  L3C: 3,
  'L4C 1': 4,
  'L4C 2': 5,
  'L4C 3': 6,
  'L5C 1': 7,
  'L5C 2': 8,
  'L5C 3': 9,
};

/**
 * How much one line pays (centimes) against a draw's 16 entries, with the
 * multipliers printed on its ticket (ARCHITECTURE.md §6b):
 * BLT pays once per lot it equals; MRG once per lot pair it equals, order ignored.
 * The server settles in SQL; this is the same rule, for the tests and the screens.
 * payout-cases.ts is its table of cases; apps/api/test/payout-rule.test.ts runs that table
 * through the settlement and fails on any case where the two disagree.
 */
export function payoutOf(
  line: Line,
  draw: readonly WinningEntry[],
  multipliers: Multipliers,
): number {
  const entry = (i: number) => draw[i]?.number ?? '';
  const multiplier = (i: number) => multipliers[i] ?? 0;
  // Half-up to the centime, in exact integers (BigInt: centimes × hundredths may pass 2^53), as
  // PostgreSQL's numeric round() does in the settlement.
  const pays = (times: number) =>
    Number((BigInt(line.amount) * BigInt(hundredthsOf(times)) + 50n) / 100n);
  if (line.gameCategory === 'BLT') {
    let times = 0;
    for (const i of [0, 1, 2]) if (entry(i) === line.number) times += multiplier(i);
    return pays(times);
  }
  if (line.gameCategory === 'MRG') {
    const bet = normaliseNumber('MRG', line.number);
    const lots = [entry(0), entry(1), entry(2)];
    const pairs = [
      [lots[0], lots[1]],
      [lots[0], lots[2]],
      [lots[1], lots[2]],
    ];
    const matches = pairs.filter(
      ([a, b]) => a && b && normaliseNumber('MRG', `${a}${b}`) === bet,
    ).length;
    return pays(matches * multiplier(10));
  }
  const index = SINGLE_ENTRY[line.gameCategory];
  if (index === undefined || entry(index) !== line.number) return 0;
  return pays(multiplier(index));
}
