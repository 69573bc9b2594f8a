import type { GameCategory } from './games.ts';
import { hundredthsOf } from './money.ts';
import { normaliseNumber } from './numbers.ts';
import type { Multipliers } from './payment-terms.ts';
import {
  CURRENT_RESULT_LAYOUT,
  payoutPositionsOf,
  winningNumberAt,
  type ResultLayout,
} from './payout-positions.ts';
import type { WinningEntry } from './winning-numbers.ts';

export interface Line {
  gameCategory: GameCategory;
  number: string;
  /** centimes */
  amount: number;
}

/**
 * How much one line pays (centimes) against a draw's 16 entries, with the
 * multipliers printed on its ticket and the result layout it was sold under (ARCHITECTURE.md §6b):
 * once per position of its game (payout-positions.ts) whose winning number it equals:
 * BLT once per lot, MRG once per lot pair, order ignored. The server settles in SQL built
 * from the same table; this is the rule in TypeScript, for the tests and the screens.
 * payout-cases.ts is its table of cases; apps/api/test/settlement/payout-rule.test.ts runs that table
 * through the settlement and fails on any case where the two disagree.
 */
export function payoutOf(
  line: Line,
  draw: readonly WinningEntry[],
  multipliers: Multipliers,
  layout: ResultLayout = CURRENT_RESULT_LAYOUT,
): number {
  const multiplier = (i: number) => multipliers[i] ?? 0;
  // A mariage's order is ignored: the line's pair is compared as stored, ascending.
  const bet =
    line.gameCategory === 'MRG' ? (normaliseNumber('MRG', line.number) ?? '') : line.number;
  let times = 0;
  for (const position of payoutPositionsOf(line.gameCategory, layout)) {
    const wins = winningNumberAt(position, draw);
    if (wins !== '' && wins === bet) times += multiplier(position.multiplier);
  }
  // Half-up to the centime, in exact integers (BigInt: centimes × hundredths may pass 2^53), as
  // PostgreSQL's numeric round() does in the settlement.
  return Number((BigInt(line.amount) * BigInt(hundredthsOf(times)) + 50n) / 100n);
}
