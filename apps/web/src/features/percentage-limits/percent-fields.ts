import type { GameCategory } from '@tiraj/domain';

/**
 * The eight percents in the order a card shows them (SPEC.md §2: L3C, MRG,
 * L4C1 … L5C3). Each label is tied to its game, not to a position in the
 * list, so every input shows its own game's value.
 */
export const PERCENT_DISPLAY: { game: GameCategory; label: string }[] = [
  { game: 'L3C', label: 'L3C' },
  { game: 'MRG', label: 'MRG' },
  { game: 'L4C 1', label: 'L4C1' },
  { game: 'L4C 2', label: 'L4C2' },
  { game: 'L4C 3', label: 'L4C3' },
  { game: 'L5C 1', label: 'L5C1' },
  { game: 'L5C 2', label: 'L5C2' },
  { game: 'L5C 3', label: 'L5C3' },
];

/**
 * A percent as the screen's language writes it: `12.5%` in English, `12,5 %` in French and
 * Kreyòl (which write numbers the French way, like money).
 */
export function shownPercent(value: number, locale: string): string {
  const base = locale.startsWith('en') ? 'en-US' : 'fr-FR';
  return (
    new Intl.NumberFormat(base, { style: 'percent', maximumFractionDigits: 2 })
      .format(value / 100)
      // One kind of space inside a number, as in money: some fonts draw U+202F too narrow.
      .replace(/[\u202f\u00a0]/g, '\u00a0')
  );
}

/** The percent of one game in a record, or '' when it has none. */
export function percentOf(
  limits: readonly { gameCategory: string; limitPercent: number }[],
  game: GameCategory,
): number | '' {
  return limits.find((l) => l.gameCategory === game)?.limitPercent ?? '';
}
