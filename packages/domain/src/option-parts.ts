import { CURRENT_RESULT_LAYOUT, type ResultLayout } from './payout-positions.ts';
import type { DrawInput } from './winning-numbers.ts';

/**
 * What an option of Loto 4 or Loto 5 is made of (issue 40, item 5): the same option number means
 * other digits at another vendor (DRAWS.md), so every screen and the ticket name an option by
 * its parts. One table, read by the web's words (`gameDigits`) and proved against
 * `deriveWinningNumbers` and the old layout by the tests.
 *
 * `first`, `second`, `third`: the lots; `l3c`: the Loto 3 (the Pick 3); `l3cLast`: the L3C's last
 * digit (`d3`).
 */
export type OptionPart = 'first' | 'second' | 'third' | 'l3c' | 'l3cLast';

export const LOTO_OPTIONS = ['L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3'] as const;
export type LotoOption = (typeof LOTO_OPTIONS)[number];

export const isLotoOption = (game: string): game is LotoOption =>
  (LOTO_OPTIONS as readonly string[]).includes(game);

const TODAY: Readonly<Record<LotoOption, readonly OptionPart[]>> = {
  'L4C 1': ['second', 'third'],
  'L4C 2': ['first', 'second'],
  'L4C 3': ['first', 'third'],
  'L5C 1': ['l3c', 'third'],
  'L5C 2': ['l3c', 'second'],
  'L5C 3': ['l3cLast', 'second', 'third'],
};

/** Each layout's options (payout-positions.ts, RESULT_LAYOUTS): 1 is LotterySoft's L5C 3. */
export const OPTION_PARTS: Readonly<
  Record<ResultLayout, Readonly<Record<LotoOption, readonly OptionPart[]>>>
> = {
  1: { ...TODAY, 'L5C 3': ['l3c', 'first'] },
  2: TODAY,
};

/** An option's parts as a ticket sold under `layout` reads it; undefined for BLT, L3C and MRG. */
export function optionParts(
  game: string,
  layout: number = CURRENT_RESULT_LAYOUT,
): readonly OptionPart[] | undefined {
  if (!isLotoOption(game)) return undefined;
  return (OPTION_PARTS[layout as ResultLayout] ?? OPTION_PARTS[CURRENT_RESULT_LAYOUT])[game];
}

/** Whether a part is one of the three lots (the words say "lot" after them). */
export const isLotPart = (part: OptionPart): boolean =>
  part === 'first' || part === 'second' || part === 'third';

/** The digits the parts make from a typed result ('' while a part is missing). */
export function digitsOfParts(parts: readonly OptionPart[], input: DrawInput): string {
  const digits = parts.map((part) => (part === 'l3cLast' ? input.l3c.slice(-1) : input[part]));
  return digits.every(Boolean) ? digits.join('') : '';
}
