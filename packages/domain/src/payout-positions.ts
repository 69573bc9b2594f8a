import type { GameCategory } from './games.ts';
import { normaliseNumber } from './numbers.ts';
import type { WinningEntry } from './winning-numbers.ts';

/**
 * One way a line wins: its number equals the winning number's entry `entry` (an index in the
 * 16, SPEC.md §3 order), the entries `joined` one after the other (an old layout, read from the
 * typed entries), or, for MRG, the pair of lots `lots` (order ignored); each match pays the
 * ticket's multiplier at `multiplier` (a payment term lays its 16 out the same way).
 */
export type PayoutPosition =
  | { entry: number; multiplier: number }
  | { joined: readonly number[]; multiplier: number }
  | { lots: readonly [number, number]; multiplier: number };

/**
 * Which digits each option of a result is made of, as a ticket was sold under (kept on the
 * ticket, `tickets.result_layout`, as its multipliers are: a ticket settles by the rules it was
 * sold under). 1: LotterySoft's, L5C 3 = L3C + 1st lot (fixed by the Pick 3 alone); every ticket
 * sold before issue 36 and every ticket imported from LotterySoft. 2: L5C 3 = `d3 e1 e2 e3 e4`.
 */
export const RESULT_LAYOUTS = [1, 2] as const;
export type ResultLayout = (typeof RESULT_LAYOUTS)[number];
export const LOTTERYSOFT_RESULT_LAYOUT: ResultLayout = 1;
/** What a sale made today is sold under (the column's default). */
export const CURRENT_RESULT_LAYOUT: ResultLayout = 2;

/**
 * Which positions pay each game (ARCHITECTURE.md §6b): the one table read by `payoutOf`, by the
 * risk board's `exposureOf` (a number "comes out" at its game's first position: BLT the 1st lot,
 * MRG one lot pair) and by the settlement SQL, which is built from it (settle-draw.ts).
 */
export const PAYOUT_POSITIONS: Readonly<Record<GameCategory, readonly PayoutPosition[]>> = {
  BLT: [
    { entry: 0, multiplier: 0 },
    { entry: 1, multiplier: 1 },
    { entry: 2, multiplier: 2 },
  ],
  L3C: [{ entry: 3, multiplier: 3 }],
  'L4C 1': [{ entry: 4, multiplier: 4 }],
  'L4C 2': [{ entry: 5, multiplier: 5 }],
  'L4C 3': [{ entry: 6, multiplier: 6 }],
  'L5C 1': [{ entry: 7, multiplier: 7 }],
  'L5C 2': [{ entry: 8, multiplier: 8 }],
  'L5C 3': [{ entry: 9, multiplier: 9 }],
  // Every pair pays MRG 1's multiplier: a term sets the six MRG places together.
  MRG: [
    { lots: [0, 1], multiplier: 10 },
    { lots: [0, 2], multiplier: 10 },
    { lots: [1, 2], multiplier: 10 },
  ],
};

/**
 * The positions a ticket sold under `layout` is paid by: the stored entries are today's layout,
 * so an older layout reads its changed options back from the four typed entries.
 */
export const PAYOUT_POSITIONS_BY_LAYOUT: Readonly<
  Record<ResultLayout, Readonly<Record<GameCategory, readonly PayoutPosition[]>>>
> = {
  // L3C (entry 3) followed by the 1st lot (entry 0).
  1: { ...PAYOUT_POSITIONS, 'L5C 3': [{ joined: [3, 0], multiplier: 9 }] },
  2: PAYOUT_POSITIONS,
};

/** The positions paying `game` on a ticket sold under `layout` (an unknown layout: today's). */
export const payoutPositionsOf = (
  game: GameCategory,
  layout: number = CURRENT_RESULT_LAYOUT,
): readonly PayoutPosition[] =>
  (PAYOUT_POSITIONS_BY_LAYOUT[layout as ResultLayout] ?? PAYOUT_POSITIONS)[game] ?? [];

/**
 * The 16 entries as `layout` lays them out, from today's: an option it reads another way (an old
 * L5C 3, L3C·1st) holds that layout's number. What a LotterySoft result stores, to compare with.
 */
export function entriesUnderLayout(
  entries: readonly WinningEntry[],
  layout: ResultLayout,
): WinningEntry[] {
  return entries.map((entry, i) => {
    const game = entry.gameCategory as GameCategory;
    const [today] = PAYOUT_POSITIONS[game] ?? [];
    const [then] = PAYOUT_POSITIONS_BY_LAYOUT[layout][game] ?? [];
    const readOtherwise =
      today && 'entry' in today && today.entry === i && then && 'joined' in then;
    return readOtherwise ? { ...entry, number: winningNumberAt(then, entries) } : entry;
  });
}

/**
 * The number a position wins with on a draw's entries, as lines store it (a pair ascending);
 * '' while an entry it needs is empty, which no line's number equals.
 */
export function winningNumberAt(
  position: PayoutPosition,
  entries: readonly WinningEntry[],
): string {
  const at = (i: number) => entries[i]?.number ?? '';
  if ('entry' in position) return at(position.entry);
  if ('joined' in position) {
    const parts = position.joined.map(at);
    return parts.every(Boolean) ? parts.join('') : '';
  }
  const [a, b] = [at(position.lots[0]), at(position.lots[1])];
  return a && b ? (normaliseNumber('MRG', `${a}${b}`) ?? '') : '';
}
