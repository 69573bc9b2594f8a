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
