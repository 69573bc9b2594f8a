import type { GameCategory } from './games.ts';
import { hasAtMostTwoDecimals } from './money.ts';

/**
 * A payment term is 16 multipliers laid out like a winning number:
 * 0-2 BLT 1st/2nd/3rd, 3 L3C, 4-6 L4C 1-3, 7-9 L5C 1-3, 10-15 MRG.
 */
export type Multipliers = readonly number[];

/** The Haitian State Lottery's published rates, paid when a company has no term. */
export const DEFAULT_RATES = {
  first: 50,
  second: 20,
  third: 10,
  l3c: 500,
  l4c: 5000,
  l5c: 25000,
  mrg: 1000,
} as const;

export type PaymentRates = { [K in keyof typeof DEFAULT_RATES]: number };

type RateName = keyof PaymentRates;

/**
 * Where each of the 16 conditions sits, laid out like a winning number (SPEC.md §3),
 * and which of the form's seven rates fills it: the one table that the conditions,
 * the card's rates and the groups that must agree are all read from.
 */
const PLACES: readonly { gameCategory: GameCategory; position: number; rate: RateName }[] = [
  { gameCategory: 'BLT', position: 1, rate: 'first' },
  { gameCategory: 'BLT', position: 2, rate: 'second' },
  { gameCategory: 'BLT', position: 3, rate: 'third' },
  { gameCategory: 'L3C', position: 1, rate: 'l3c' },
  { gameCategory: 'L4C 1', position: 1, rate: 'l4c' },
  { gameCategory: 'L4C 2', position: 1, rate: 'l4c' },
  { gameCategory: 'L4C 3', position: 1, rate: 'l4c' },
  { gameCategory: 'L5C 1', position: 1, rate: 'l5c' },
  { gameCategory: 'L5C 2', position: 1, rate: 'l5c' },
  { gameCategory: 'L5C 3', position: 1, rate: 'l5c' },
  ...[1, 2, 3, 4, 5, 6].map((position) => ({
    gameCategory: 'MRG' as const,
    position,
    rate: 'mrg' as const,
  })),
];

/** The seven values of the form → the 16 conditions (L4C sets 4-6, L5C 7-9, MRG 10-15). */
export function conditionsOf(rates: PaymentRates): number[] {
  return PLACES.map((place) => rates[place.rate]);
}

/** The 16 conditions → the seven values a card shows: each rate as its first place holds it. */
export function ratesOf(conditions: Multipliers): PaymentRates {
  const at = (rate: RateName) => conditions[PLACES.findIndex((p) => p.rate === rate)] ?? 0;
  return {
    first: at('first'),
    second: at('second'),
    third: at('third'),
    l3c: at('l3c'),
    l4c: at('l4c'),
    l5c: at('l5c'),
    mrg: at('mrg'),
  };
}

export const DEFAULT_CONDITIONS: Multipliers = conditionsOf(DEFAULT_RATES);

/** Where each of the 16 conditions sits, as the API shows it (the rate stays inside). */
export const PAYMENT_TERM_LAYOUT: readonly { gameCategory: GameCategory; position: number }[] =
  PLACES.map(({ gameCategory, position }) => ({ gameCategory, position }));

/** A multiplier above this is a typing slip, not a payout anyone offers (L5C pays 25000). */
export const MAX_MULTIPLIER = 1_000_000;

/** `Condition 5 (L4C 1)`: how a 400 names the bad entry. */
export function conditionLabel(index: number): string {
  const place = PAYMENT_TERM_LAYOUT[index];
  if (!place) return `Condition ${index + 1}`;
  const game = place.gameCategory === 'BLT' || place.gameCategory === 'MRG';
  return `Condition ${index + 1} (${place.gameCategory}${game ? ` ${place.position}` : ''})`;
}

/** Why one multiplier is refused, or null when it is a fine payout. */
export function multiplierProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'must be a number';
  if (value <= 0) return 'must be more than 0';
  if (value > MAX_MULTIPLIER) return `must be at most ${MAX_MULTIPLIER}`;
  if (!hasAtMostTwoDecimals(value)) return 'must have at most 2 decimals';
  return null;
}

/**
 * Entries the screen sets together (L4C 4-6, L5C 7-9, MRG 10-15) must agree:
 * a card shows one value per group, and what is shown must be what is paid.
 * A group is a rate that fills more than one place, named by its game (L4C 1 → L4C).
 */
export const CONDITION_GROUPS: readonly { game: string; indexes: readonly number[] }[] = (() => {
  const byRate = new Map<RateName, { game: string; indexes: number[] }>();
  PLACES.forEach((place, index) => {
    const group = byRate.get(place.rate);
    if (group) group.indexes.push(index);
    else byRate.set(place.rate, { game: place.gameCategory.replace(/ \d$/, ''), indexes: [index] });
  });
  return [...byRate.values()].filter((group) => group.indexes.length > 1);
})();

/** The first group whose entries differ, with the index of the entry that breaks it. */
export function unevenGroup(conditions: Multipliers): { game: string; index: number } | null {
  for (const group of CONDITION_GROUPS) {
    const [head = 0, ...rest] = group.indexes;
    const differing = rest.find((i) => conditions[i] !== conditions[head]);
    if (differing !== undefined) return { game: group.game, index: differing };
  }
  return null;
}
