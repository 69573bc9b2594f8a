import { usedPercentOf } from './exposure.ts';

/** The share of a limit at which a company is warned, unless it sets its own (1–100 %). */
export const DEFAULT_ALERT_PERCENT = 80;
export const ALERT_PERCENT_MIN = 1;
export const ALERT_PERCENT_MAX = 100;

/** Does `total` (centimes) reach `percent` % of `cap`? Exact, in integers: no rounding decides it. */
export function reachesShare(total: number, cap: number, percent: number): boolean {
  return total > 0 && total * 100 >= cap * percent;
}

/** One running total a sale raised: the limit scope's cap, what the sale added and the total after. */
export interface RaisedTotal {
  gameCategory: string;
  number: string;
  scopeKey: string;
  /** centimes the sale added */
  amount: number;
  /** centimes; null: this scope sets no limit */
  cap: number | null;
  /** centimes counted in the scope after the sale */
  total: number;
}

export interface AlertCrossing {
  gameCategory: string;
  number: string;
  /** the limit that crossed the share: All, a supervisor's group or a seller's */
  scopeKey: string;
  /** centimes */
  total: number;
  cap: number;
  usedPercent: number;
}

/**
 * The numbers a sale brings to the company's alert share of a limit that applies to it (All, the
 * seller's supervisor group, the seller): a scope counted under the share before the sale and at
 * or over it after. Every such limit binds some seller, so any of them warns, not only the one
 * with the least left for this seller. At most one per (game, number): the scope used the most
 * (on a tie, the first given: All, supervisor, seller).
 */
export function alertCrossings(raised: RaisedTotal[], percent: number): AlertCrossing[] {
  const byNumber = new Map<string, AlertCrossing>();
  for (const r of raised) {
    if (r.cap === null) continue;
    const before = r.total - r.amount;
    if (reachesShare(before, r.cap, percent) || !reachesShare(r.total, r.cap, percent)) continue;
    const key = `${r.gameCategory}|${r.number}`;
    const seen = byNumber.get(key);
    // Compared as fractions, exactly: total / cap > seen.total / seen.cap.
    if (seen && r.total * seen.cap <= seen.total * r.cap) continue;
    byNumber.set(key, {
      gameCategory: r.gameCategory,
      number: r.number,
      scopeKey: r.scopeKey,
      total: r.total,
      cap: r.cap,
      usedPercent: usedPercentOf(r.total, r.cap) ?? 100,
    });
  }
  return [...byNumber.values()];
}
