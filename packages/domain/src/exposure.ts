import type { GameCategory } from './games.ts';
import { fromCentimes, toCentimes } from './money.ts';
import { TIMES } from './numbers.ts';
import type { Multipliers } from './payment-terms.ts';
import { PAYOUT_POSITIONS } from './payout-positions.ts';
import { payoutOf, type Line } from './settlement.ts';
import type { WinningEntry } from './winning-numbers.ts';

/**
 * The risk board's question for one number: what does the bank pay if it comes out? A number
 * comes out at its game's first payout position (BLT: first lot; MRG: once, on one lot pair),
 * and is paid at that position's multiplier, as the settlement would pay it. This is a draw
 * where it comes out that way and nothing else wins (empty entries never match).
 */
export function drawWhereComesOut(game: GameCategory, number: string): WinningEntry[] {
  const entries: WinningEntry[] = Array.from({ length: 16 }, (_, i) => ({
    gameCategory: '',
    position: i,
    number: '',
  }));
  const set = (i: number, value: string) => (entries[i] = { ...entries[i]!, number: value });
  const [position] = PAYOUT_POSITIONS[game];
  if (!position) return entries;
  if ('entry' in position) set(position.entry, number);
  else if ('lots' in position) {
    const [a = '', b = ''] = number.split(TIMES);
    set(position.lots[0], a);
    set(position.lots[1], b);
  }
  return entries;
}

/** What one line pays (centimes) if its number comes out: the settlement's own rule on that draw. */
export const exposureOf = (line: Line, multipliers: Multipliers): number =>
  payoutOf(line, drawWhereComesOut(line.gameCategory, line.number), multipliers);

/**
 * A ticket line's "could win" (HTG), printed for the customer: what it pays if its number comes
 * out at its game's first position, at the multipliers kept on its ticket — the settlement's own
 * rule on that draw (a bonus line pays like any MRG line).
 */
export const potentialWinOf = (
  line: { gameCategory: GameCategory; number: string; amount: number },
  multipliers: Multipliers,
): number => fromCentimes(exposureOf({ ...line, amount: toCentimes(line.amount) }, multipliers));

/** Share of a limit used, in percent with one decimal (null: no limit). A zero limit is full. */
export function usedPercentOf(total: number, cap: number | null): number | null {
  if (cap === null) return null;
  if (cap <= 0) return 100;
  return Math.round((total * 1000) / cap) / 10;
}

/** One number of one ticket, as the running totals count it. */
export interface NumberExposure {
  gameCategory: GameCategory;
  number: string;
  /** centimes staked on it that count as sales and against limits (bonus lines left out) */
  amount: number;
  /** centimes the bank pays on this ticket if it comes out (bonus lines included) */
  payout: number;
}

/**
 * A ticket's lines folded per (game, number): what a sale raises and a deletion
 * releases in the running totals the limits and the risk board read.
 */
export function ticketExposure(
  lines: readonly (Line & { bonus: boolean })[],
  multipliers: Multipliers,
): NumberExposure[] {
  const byNumber = new Map<string, NumberExposure>();
  for (const line of lines) {
    const key = `${line.gameCategory}|${line.number}`;
    const seen = byNumber.get(key) ?? {
      gameCategory: line.gameCategory,
      number: line.number,
      amount: 0,
      payout: 0,
    };
    byNumber.set(key, {
      ...seen,
      amount: seen.amount + (line.bonus ? 0 : line.amount),
      payout: seen.payout + exposureOf(line, multipliers),
    });
  }
  return [...byNumber.values()];
}
