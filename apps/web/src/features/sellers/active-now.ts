import type { SellerActivity } from '@tiraj/domain/contracts';

/** A seller seen (its last call) within these minutes counts as active now. */
export const ACTIVE_MINUTES = 15;

/** How many sellers are active now, and how many sessions are open, of the company's sellers. */
export function activeNow(rows: SellerActivity['data'], now: Date) {
  const since = now.getTime() - ACTIVE_MINUTES * 60_000;
  return {
    active: rows.filter((r) => r.lastSeenAt && Date.parse(r.lastSeenAt) >= since).length,
    sessions: rows.reduce((n, r) => n + r.sessions.length, 0),
  };
}
