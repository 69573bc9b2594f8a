import { linesOverPercentage } from './percentage-limits.ts';
import { isGameCategory, type GameCategory } from './games.ts';
import { fromCentimes, toCentimes } from './money.ts';
import { normaliseNumber } from './numbers.ts';
import type { OfflineLine } from './offline-chain.ts';

/**
 * The offline line rules (issue 32): what a device may sell from its grant while the network is
 * down. The online line rules as the grant froze them (blocked numbers, the percentage rule, the
 * close), plus the grant's own bounds: each game and number at most `capPerNumber` over the
 * grant's tickets, all of them at most `budget`, nothing from `stopsAt` (N minutes before the
 * close) or `expiresAt` on. The point of sale refuses by them; the server checks them again.
 */
export interface OfflineGrantRules {
  /** HTG */
  budget: number;
  /** HTG, per game and number over the grant's tickets */
  capPerNumber: number;
  blocked: readonly { gameCategory: string; number: string }[];
  percentageLimits: readonly { gameCategory: string; limitPercent: number }[];
  /** ISO instants */
  stopsAt: string;
  expiresAt: string;
}

export type OfflineRefusalReason =
  'closed' | 'expired' | 'blocked' | 'percentage' | 'cap' | 'budget';

export interface OfflineRefusal {
  /** the line refused; null: the whole ticket (closed, expired, budget) */
  index: number | null;
  reason: OfflineRefusalReason;
  /** HTG still allowed, for percentage, cap and budget */
  available?: number;
}

/**
 * A line's number as the sale stores it: a mariage in its one canonical form (`34x12`, `12 34`,
 * `12×34` are all `12×34`), so the cap and the blocked numbers see each spelling as the one bet it
 * is (issue 36). A number that fits no game is kept as sent: the sale refuses it.
 */
export function offlineNumberOf(l: { gameCategory: string; number: string }): string {
  return (isGameCategory(l.gameCategory) && normaliseNumber(l.gameCategory, l.number)) || l.number;
}

const keyOf = (l: { gameCategory: string; number: string }) =>
  `${l.gameCategory}|${offlineNumberOf(l)}`;

/**
 * Why a ticket cannot be sold from the grant at `at`, given the lines the grant's earlier tickets
 * sold (`sold`); empty when it can. Every reason is named, like an online refusal.
 */
export function offlineRefusals(
  grant: OfflineGrantRules,
  sold: readonly OfflineLine[],
  lines: readonly OfflineLine[],
  at: Date,
): OfflineRefusal[] {
  const refusals: OfflineRefusal[] = [];
  if (at.getTime() >= Date.parse(grant.expiresAt))
    refusals.push({ index: null, reason: 'expired' });
  else if (at.getTime() >= Date.parse(grant.stopsAt))
    refusals.push({ index: null, reason: 'closed' });

  const blocked = new Set(grant.blocked.map(keyOf));
  lines.forEach((l, index) => {
    if (blocked.has(keyOf(l))) refusals.push({ index, reason: 'blocked' });
  });

  const percents = new Map<GameCategory, number>();
  for (const p of grant.percentageLimits)
    if (isGameCategory(p.gameCategory)) percents.set(p.gameCategory, p.limitPercent);
  const centimeLines = lines.map((l) => ({
    gameCategory: l.gameCategory as GameCategory,
    amount: toCentimes(l.amount),
  }));
  for (const { index, cap } of linesOverPercentage(centimeLines, percents))
    refusals.push({ index, reason: 'percentage', available: fromCentimes(cap) });

  const used = new Map<string, number>();
  for (const l of sold) used.set(keyOf(l), (used.get(keyOf(l)) ?? 0) + toCentimes(l.amount));
  const cap = toCentimes(grant.capPerNumber);
  lines.forEach((l, index) => {
    const before = used.get(keyOf(l)) ?? 0;
    const amount = toCentimes(l.amount);
    if (before + amount > cap)
      refusals.push({ index, reason: 'cap', available: fromCentimes(Math.max(0, cap - before)) });
    used.set(keyOf(l), before + amount);
  });

  const left = offlineBudgetLeft(grant, sold);
  const total = lines.reduce((s, l) => s + toCentimes(l.amount), 0);
  if (total > toCentimes(left)) refusals.push({ index: null, reason: 'budget', available: left });
  return refusals;
}

/** HTG the grant still allows after the lines sold from it. */
export function offlineBudgetLeft(
  grant: Pick<OfflineGrantRules, 'budget'>,
  sold: readonly OfflineLine[],
) {
  const spent = sold.reduce((s, l) => s + toCentimes(l.amount), 0);
  return fromCentimes(Math.max(0, toCentimes(grant.budget) - spent));
}
