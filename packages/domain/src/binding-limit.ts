/** One limit scope of a number on a draw: its cap and the running total already counted in it. */
export interface ScopeRoom {
  scopeKey: string;
  /** centimes; null: this scope sets no limit for the game */
  cap: number | null;
  /** centimes already sold in this scope */
  total: number;
}

/**
 * The scope that binds a number: among the scopes that set a limit, the one
 * that can still take the least (cap − total, never below 0); on a tie the
 * first in the order given (All, supervisor, seller). The sale refuses a line
 * over this amount and the number info shows it. null when no scope sets a limit.
 */
export function bindingScope<S extends ScopeRoom>(scopes: S[]): (S & { left: number }) | null {
  let best: (S & { left: number }) | null = null;
  for (const s of scopes) {
    if (s.cap === null) continue;
    const left = Math.max(0, s.cap - s.total);
    if (!best || left < best.left) best = { ...s, left };
  }
  return best;
}

/** One line of a ticket as the limits count it, in the ticket's order. */
export interface LimitLine {
  gameCategory: string;
  number: string;
  /** centimes that count against the limits */
  amount: number;
}

/** What one line may still carry under the limits, and whether it asks more than that. */
export interface LineRoom {
  /** centimes; null: no scope sets a limit on the line's number */
  available: number | null;
  over: boolean;
}

/**
 * The room left now for each line of a ticket: its number's binding room
 * (`bindingScope`'s `left`) less what the ticket's earlier lines on the same
 * number take. An earlier line takes its amount, or only its own room when it
 * is over (lowered to it, as the point of sale's one-tap fix does), so that a
 * ticket whose every over line is lowered to its `available` fits every limit.
 * The lines all fit exactly when the ticket's total on each number fits its
 * room: what the sale's one raise per number checks (db/functions/sell.sql).
 */
export function lineRooms(
  lines: readonly LimitLine[],
  /** the scopes of a number (all of its deltas' scopes, with their current totals) */
  scopesOf: (gameCategory: string, number: string) => ScopeRoom[],
): LineRoom[] {
  const taken = new Map<string, number>();
  return lines.map((line) => {
    const binding = bindingScope(scopesOf(line.gameCategory, line.number));
    if (!binding) return { available: null, over: false };
    const key = `${line.gameCategory}|${line.number}`;
    const available = Math.max(0, binding.left - (taken.get(key) ?? 0));
    taken.set(key, (taken.get(key) ?? 0) + Math.min(line.amount, available));
    return { available, over: line.amount > available };
  });
}
