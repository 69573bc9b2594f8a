/** The nine game categories, in the order SPEC.md §3 lists them. */
export const GAME_CATEGORIES = [
  'BLT',
  'L3C',
  'L4C 1',
  'L4C 2',
  'L4C 3',
  'L5C 1',
  'L5C 2',
  'L5C 3',
  'MRG',
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

const RANK = new Map<string, number>(GAME_CATEGORIES.map((game, i) => [game, i]));

/** A game's place in that order: how lists of games and numbers sort (a Map: boards sort 10,000 rows). */
export const gameRank = (game: string): number => RANK.get(game) ?? GAME_CATEGORIES.length;

/** Order of the nine entries of a limit record (SPEC.md §3 Limit record). */
export const LIMIT_GAME_ORDER: readonly GameCategory[] = [
  'BLT',
  'L3C',
  'MRG',
  'L4C 1',
  'L4C 2',
  'L4C 3',
  'L5C 1',
  'L5C 2',
  'L5C 3',
];

/**
 * The eight games a percentage limit covers, in the order of its entries (SPEC.md §3):
 * every game but BLT, the amount they are measured against (ARCHITECTURE.md §6b).
 */
export const PERCENTAGE_GAME_ORDER: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (game) => game !== 'BLT',
);

export function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** How many digits a game's number has (MRG: two 2-digit halves). */
export function digitsOf(game: GameCategory): number {
  if (game === 'BLT' || game === 'MRG') return 2;
  if (game === 'L3C') return 3;
  if (game.startsWith('L4C')) return 4;
  return 5;
}
