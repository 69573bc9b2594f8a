import type { GameCategory } from './games.ts';

/**
 * The most (centimes) one line of a game may carry on a ticket whose BLT lines
 * add up to `bltTotal`: `percent`% of it, rounded down. No BLT, nothing allowed.
 */
export function percentageCap(bltTotal: number, percent: number): number {
  return Math.floor((bltTotal * percent) / 100);
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
