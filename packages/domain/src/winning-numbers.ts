import { TIMES } from './numbers.ts';

/** What the admin types for one draw: three 2-digit lots and the 3-digit L3C. */
export interface DrawInput {
  first: string;
  second: string;
  third: string;
  l3c: string;
}

export interface WinningEntry {
  gameCategory: string;
  position: number;
  number: string;
}

const join = (a: string, b: string, sep = ''): string => (a && b ? `${a}${sep}${b}` : '');
const pair = (a: string, b: string): string => join(a, b, TIMES);
/** The L3C's last digit: the Pick 3's `d3`. */
const lastDigit = (l3c: string): string => l3c.slice(-1);

/**
 * The 16 entries of a winning number, in SPEC.md §3 order, derived from the
 * four typed values (ARCHITECTURE.md §6b). A derived entry stays empty until
 * all of its parts are typed, so the form can call this on every keystroke.
 *
 * L5C 3 is `d3 e1 e2 e3 e4` (the L3C's last digit, then the 2nd and 3rd lots: five digits a
 * result sets freely, issue 36). It used to be L3C + 1st lot, which the Pick 3 alone fixes (the
 * 1st lot is the L3C's last two digits): 1 chance in 1,000 paid at the Loto 5 rate. Tickets sold
 * under that layout still settle by it (payout-positions.ts, RESULT_LAYOUTS).
 */
export function deriveWinningNumbers(input: DrawInput): WinningEntry[] {
  const { first, second, third, l3c } = input;
  return [
    { gameCategory: 'BLT', position: 1, number: first },
    { gameCategory: 'BLT', position: 2, number: second },
    { gameCategory: 'BLT', position: 3, number: third },
    { gameCategory: 'L3C', position: 1, number: l3c },
    { gameCategory: 'L4C 1', position: 1, number: join(second, third) },
    { gameCategory: 'L4C 2', position: 1, number: join(first, second) },
    { gameCategory: 'L4C 3', position: 1, number: join(first, third) },
    { gameCategory: 'L5C 1', position: 1, number: join(l3c, third) },
    { gameCategory: 'L5C 2', position: 1, number: join(l3c, second) },
    { gameCategory: 'L5C 3', position: 1, number: join(join(lastDigit(l3c), second), third) },
    { gameCategory: 'MRG', position: 1, number: pair(first, second) },
    { gameCategory: 'MRG', position: 2, number: pair(first, third) },
    { gameCategory: 'MRG', position: 3, number: pair(second, third) },
    { gameCategory: 'MRG', position: 4, number: pair(second, first) },
    { gameCategory: 'MRG', position: 5, number: pair(third, first) },
    { gameCategory: 'MRG', position: 6, number: pair(third, second) },
  ];
}

/** Reads the four typed values back out of 16 entries (or fewer, from a client). */
export function drawInputOf(entries: readonly WinningEntry[]): DrawInput {
  const find = (game: string, position: number) =>
    entries.find((e) => e.gameCategory === game && e.position === position)?.number.trim() ?? '';
  return {
    first: find('BLT', 1),
    second: find('BLT', 2),
    third: find('BLT', 3),
    l3c: find('L3C', 1),
  };
}

/** In practice the 1st lot is the last two digits of L3C; the form warns when not. */
export function firstLotMismatch(input: DrawInput): boolean {
  return input.first.length === 2 && input.l3c.length === 3 && input.l3c.slice(1) !== input.first;
}

export const LOT_PATTERN = /^\d{2}$/;
export const L3C_PATTERN = /^\d{3}$/;
