import { describe, expect, it } from 'vitest';
import { digitsOf, GAME_CATEGORIES, type GameCategory } from '../src/games.ts';
import { normaliseNumber } from '../src/numbers.ts';
import { DEFAULT_CONDITIONS } from '../src/payment-terms.ts';
import {
  CURRENT_RESULT_LAYOUT,
  LOTTERYSOFT_RESULT_LAYOUT,
  payoutPositionsOf,
  winningNumberAt,
  type ResultLayout,
} from '../src/payout-positions.ts';
import { payoutOf } from '../src/settlement.ts';
import { deriveWinningNumbers, type DrawInput } from '../src/winning-numbers.ts';

/**
 * Issue 36: no option may be fixed by fewer digits than it sells. A result is seven free digits,
 * Pick 3 `d1 d2 d3` and Pick 4 `e1 e2 e3 e4`; the lots are read from them as DRAWS.md says.
 */
const RESULT_DIGITS = 7;
const drawOf = (d: readonly number[]): DrawInput => ({
  l3c: `${d[0]}${d[1]}${d[2]}`,
  first: `${d[1]}${d[2]}`,
  second: `${d[3]}${d[4]}`,
  third: `${d[5]}${d[6]}`,
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The result digits `wins` depends on: changing one of them (from two different results) changes it. */
function freeDigits(wins: (draw: DrawInput) => string): number[] {
  const bases = [range(RESULT_DIGITS).map(() => 0), range(RESULT_DIGITS)];
  return range(RESULT_DIGITS).filter((k) =>
    bases.some((base) =>
      range(10).some((v) => {
        const moved = base.map((d, i) => (i === k ? v : d));
        return wins(drawOf(moved)) !== wins(drawOf(base));
      }),
    ),
  );
}

/**
 * The distinct winning numbers `wins` takes over every result. Enumerating the 10^7 results is
 * slow, so only its free digits move (the others stay 0): each number seen comes from a real
 * result, so this is never more than what all results give, and equal to it when the number
 * depends on those digits alone — a layout fixed by fewer digits can never reach 10^n here.
 */
function distinctWins(wins: (draw: DrawInput) => string): Set<string> {
  const free = freeDigits(wins);
  const seen = new Set<string>();
  for (let i = 0; i < 10 ** free.length; i++) {
    const digits = range(RESULT_DIGITS).map(() => 0);
    let rest = i;
    for (const k of free) {
      digits[k] = rest % 10;
      rest = Math.floor(rest / 10);
    }
    seen.add(wins(drawOf(digits)));
  }
  return seen;
}

/** How many numbers a game sells: 10^n, and for MRG every unordered pair of lots (stored ascending). */
const sold = (game: GameCategory) => (game === 'MRG' ? (100 * 101) / 2 : 10 ** digitsOf(game));

describe('every option can be won by every number it sells (issue 36)', () => {
  // The 16 entries as stored: BLT lots 2 digits, L3C 3, L4C 4, L5C 5, MRG an ordered pair of lots (4).
  const entries = deriveWinningNumbers({ first: '', second: '', third: '', l3c: '' });
  const entryDigits = (game: string) =>
    game === 'BLT' ? 2 : game === 'MRG' ? 4 : digitsOf(game as GameCategory);
  it.each(entries.map((e, i) => [`${e.gameCategory} ${e.position}`, i, e.gameCategory] as const))(
    'entry %s takes 10^n values over all results',
    (_name, index, game) => {
      const seen = distinctWins((draw) => deriveWinningNumbers(draw)[index]!.number);
      const n = entryDigits(game);
      expect(seen.size).toBe(10 ** n);
      for (const number of seen) expect(number.replace('×', '')).toMatch(/^\d+$/);
    },
  );

  const positions = (layout: ResultLayout) =>
    GAME_CATEGORIES.flatMap((game) =>
      payoutPositionsOf(game, layout).map((position, i) => [game, i + 1, position] as const),
    );
  it.each(positions(CURRENT_RESULT_LAYOUT))(
    'today: %s position %i wins with every number it sells',
    (game, _i, position) => {
      const seen = distinctWins((draw) => winningNumberAt(position, deriveWinningNumbers(draw)));
      expect(seen.size).toBe(sold(game));
      for (const number of seen) expect(normaliseNumber(game, number)).toBe(number);
    },
  );

  // The check catches the layout the issue found: L3C + 1st lot is fixed by the Pick 3 alone. It
  // stays only for tickets sold under it; every other option of that layout is today's.
  it.each(positions(LOTTERYSOFT_RESULT_LAYOUT))(
    'LotterySoft layout (old tickets): %s position %i',
    (game, _i, position) => {
      const seen = distinctWins((draw) => winningNumberAt(position, deriveWinningNumbers(draw)));
      expect(seen.size).toBe(game === 'L5C 3' ? 1000 : sold(game));
    },
  );
});

describe('the probe: all 1,000 `abcbc` L5C 3 numbers at 1 HTG each', () => {
  const lines = range(1000).map((i) => {
    const [a, b, c] = String(i).padStart(3, '0');
    return { gameCategory: 'L5C 3' as const, number: `${a}${b}${c}${b}${c}`, amount: 100 };
  });
  const lineOf = new Map(lines.map((l) => [l.number, l]));
  const stake = lines.reduce((sum, l) => sum + l.amount, 0);

  /**
   * What the 1,000 lines pay on average over every result (centimes), at the default rates. Only
   * the line equal to the draw's L5C 3 number can pay (payoutOf compares nothing else), so each
   * result asks payoutOf about that line; a result is enumerated over the free digits of that
   * number, each standing for the same count of the 10^7 results.
   */
  function averagePayout(layout: ResultLayout) {
    const [position] = payoutPositionsOf('L5C 3', layout);
    const wins = (draw: DrawInput) => winningNumberAt(position!, deriveWinningNumbers(draw));
    const free = freeDigits(wins);
    let paid = 0;
    for (let i = 0; i < 10 ** free.length; i++) {
      const digits = range(RESULT_DIGITS).map(() => 0);
      let rest = i;
      for (const k of free) {
        digits[k] = rest % 10;
        rest = Math.floor(rest / 10);
      }
      const draw = deriveWinningNumbers(drawOf(digits));
      const line = lineOf.get(wins(drawOf(digits)));
      if (line) paid += payoutOf(line, draw, DEFAULT_CONDITIONS, layout);
    }
    return paid / 10 ** free.length;
  }

  it('pays at most their stake on average over results: 250 of 1,000 HTG', () => {
    expect(averagePayout(CURRENT_RESULT_LAYOUT)).toBe(25_000);
    expect(averagePayout(CURRENT_RESULT_LAYOUT)).toBeLessThanOrEqual(stake);
  });

  it('under the LotterySoft layout they won 25,000 HTG on every draw (the hole, old tickets only)', () => {
    expect(averagePayout(LOTTERYSOFT_RESULT_LAYOUT)).toBe(2_500_000);
  });
});
