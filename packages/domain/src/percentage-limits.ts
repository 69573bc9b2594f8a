import { PERCENTAGE_GAME_ORDER, type GameCategory } from './games.ts';
import { hasAtMostTwoDecimals, hundredthsOf } from './money.ts';

/**
 * The most (centimes) one line of a game may carry on a ticket whose BLT lines
 * add up to `bltTotal`: `percent`% of it, rounded down to the centime. No BLT, nothing allowed.
 */
export function percentageCap(bltTotal: number, percent: number): number {
  // Integers all the way (exact while bltTotal × 10,000 < 2^53, i.e. below 9 × 10^9 HTG).
  return Math.floor((bltTotal * hundredthsOf(percent)) / 10_000);
}

export interface PercentLine {
  gameCategory: GameCategory;
  amount: number;
}

/** Indexes of lines that break their game's percentage limit. */
export function linesOverPercentage(
  lines: readonly PercentLine[],
  percentByGame: ReadonlyMap<GameCategory, number>,
): { index: number; cap: number }[] {
  const bltTotal = lines.filter((l) => l.gameCategory === 'BLT').reduce((s, l) => s + l.amount, 0);
  const refused: { index: number; cap: number }[] = [];
  lines.forEach((line, index) => {
    const percent = percentByGame.get(line.gameCategory);
    if (percent === undefined) return;
    const cap = percentageCap(bltTotal, percent);
    if (line.amount > cap) refused.push({ index, cap });
  });
  return refused;
}

/** Why a limit percent is refused, or null: a number from 0 to 100, at most 2 decimals. */
export function percentProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'must be a number';
  if (value < 0 || value > 100) return 'must be from 0 to 100';
  if (!hasAtMostTwoDecimals(value)) return 'must have at most 2 decimals';
  return null;
}

/** The entries in SPEC.md §3 order (L3C, L4C 1-3, L5C 1-3, MRG), whatever order they came in. */
export function inPercentageOrder<T extends { gameCategory: string }>(entries: readonly T[]): T[] {
  const rank = (game: string) => (PERCENTAGE_GAME_ORDER as readonly string[]).indexOf(game);
  return [...entries].sort((a, b) => rank(a.gameCategory) - rank(b.gameCategory));
}
