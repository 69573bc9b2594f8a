import { describe, expect, it } from 'vitest';
import { digitsOf, GAME_CATEGORIES, type GameCategory } from '../src/games.ts';
import { normaliseNumber } from '../src/numbers.ts';
import { DEFAULT_CONDITIONS } from '../src/payment-terms.ts';
import {
  CURRENT_RESULT_LAYOUT,
  LOTTERYSOFT_RESULT_LAYOUT,
  payoutPositionsOf,
  winningNumberAt,
  type PayoutPosition,
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

/** What a payout position wins with on each result (the number each line of that game is compared with). */
const winsAt = (position: PayoutPosition) => (draw: DrawInput) =>
  winningNumberAt(position, deriveWinningNumbers(draw));

/** Each position's frequencies, computed once for the tests that read them (the same objects serve every layout). */
const computed = new Map<PayoutPosition, Map<string, number>>();
const frequenciesAt = (position: PayoutPosition) => {
  const known = computed.get(position) ?? frequencies(winsAt(position));
  computed.set(position, known);
  return known;
};
/** Enumerating 10^5 results takes seconds on a busy machine. */
const SLOW = 60_000;

/**
 * The numbers `wins` takes over every result, each with how often (a share of all results).
 * Enumerating the 10^7 results is slow, so only its free digits move (the others stay 0), each
 * combination standing for the same count of results. Each number seen comes from a real result,
 * so there are never more than all results give, and as many when the number depends on those
 * digits alone: a layout fixed by fewer digits than it sells can never reach 10^n here.
 */
function frequencies(wins: (draw: DrawInput) => string): Map<string, number> {
  const free = freeDigits(wins);
  const seen = new Map<string, number>();
  const total = 10 ** free.length;
  for (let i = 0; i < total; i++) {
    const digits = range(RESULT_DIGITS).map(() => 0);
    let rest = i;
    for (const k of free) {
      digits[k] = rest % 10;
      rest = Math.floor(rest / 10);
    }
    const number = wins(drawOf(digits));
    seen.set(number, (seen.get(number) ?? 0) + 1 / total);
  }
  return seen;
}

/** How many numbers a game sells: 10^n, and for MRG every unordered pair of lots (stored ascending). */
const sold = (game: GameCategory) => (game === 'MRG' ? (100 * 101) / 2 : 10 ** digitsOf(game));

describe('every option can be won by every number it sells (issue 36)', () => {
  const positions = (layout: ResultLayout) =>
    GAME_CATEGORIES.flatMap((game) =>
      payoutPositionsOf(game, layout).map((position, i) => [game, i + 1, position] as const),
    );
  it.each(positions(CURRENT_RESULT_LAYOUT))(
    'today: %s position %i wins with every number it sells',
    (game, _i, position) => {
      const seen = [...frequenciesAt(position).keys()];
      expect(seen.length).toBe(sold(game));
      for (const number of seen) expect(normaliseNumber(game, number)).toBe(number);
    },
    SLOW,
  );

  // The check catches the layout the issue found: L3C + 1st lot is fixed by the Pick 3 alone. It
  // stays only for tickets sold under it; every other option of that layout is today's.
  it.each(positions(LOTTERYSOFT_RESULT_LAYOUT))(
    'LotterySoft layout (old tickets): %s position %i',
    (game, _i, position) => {
      const seen = frequenciesAt(position);
      expect(seen.size).toBe(game === 'L5C 3' ? 1000 : sold(game));
    },
    SLOW,
  );
});

describe('no number of any game returns more than its stake on average, at the default rates', () => {
  /** Per game, the most any one number returns per gourde over all results (linearity: per position). */
  const bestReturn = (game: GameCategory, layout: ResultLayout) => {
    const returns = new Map<string, number>();
    for (const position of payoutPositionsOf(game, layout)) {
      const shares = frequenciesAt(position);
      for (const [number, share] of shares)
        returns.set(
          number,
          (returns.get(number) ?? 0) + share * DEFAULT_CONDITIONS[position.multiplier]!,
        );
    }
    return Math.max(...returns.values());
  };
  // DRAWS.md: Bòlèt 0.80, Loto 3 and Loto 4 0.50, Loto 5 0.25, mariage 0.60 (0.30 a lot with itself).
  // prettier-ignore
  const rows: [GameCategory, number][] = [
    ['BLT', 0.8], ['L3C', 0.5], ['L4C 1', 0.5], ['L4C 2', 0.5], ['L4C 3', 0.5],
    ['L5C 1', 0.25], ['L5C 2', 0.25], ['L5C 3', 0.25], ['MRG', 0.6],
  ];
  it.each(rows)(
    '%s: at most %d per gourde',
    (game, expected) => {
      const best = bestReturn(game, CURRENT_RESULT_LAYOUT);
      expect(best).toBeCloseTo(expected, 9);
      expect(best).toBeLessThanOrEqual(1);
    },
    SLOW,
  );

  it('LotterySoft’s L5C 3 returned 25 per gourde on an `abcbc` number (old tickets only)', () => {
    expect(bestReturn('L5C 3', LOTTERYSOFT_RESULT_LAYOUT)).toBeCloseTo(25, 9);
  });
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

  it(
    'pays at most their stake on average over results: 250 of 1,000 HTG',
    () => {
      expect(averagePayout(CURRENT_RESULT_LAYOUT)).toBe(25_000);
      expect(averagePayout(CURRENT_RESULT_LAYOUT)).toBeLessThanOrEqual(stake);
    },
    SLOW,
  );

  it('under the LotterySoft layout they won 25,000 HTG on every draw (the hole, old tickets only)', () => {
    expect(averagePayout(LOTTERYSOFT_RESULT_LAYOUT)).toBe(2_500_000);
  });
});
