/**
 * When to ask the lotteries for a draw's result, and when to warn that it is late (issue 40).
 * Pure: every "now" is passed in, so the scheduler's tests set the clock.
 *
 * Observed delays after the official draw time (DRAWS.md): New York 20–30 min, Florida 5–20,
 * Georgia 6–21, Texas 8–23. The first try comes 5 minutes after the draw, then one every 5
 * minutes (a source's throttle is per minute, and a result rarely moves faster), for 4 hours.
 */
export const FETCH_FIRST_AFTER_MINUTES = 5;
export const FETCH_EVERY_MINUTES = 5;
export const FETCH_FOR_MINUTES = 4 * 60;
/** No proposal this long after the official time: the admin is told to look. */
export const NO_PROPOSAL_ALERT_MINUTES = 30;
/** A proposal waiting this long for its confirmation: the admin is told again. */
export const UNCONFIRMED_ALERT_MINUTES = 30;

const MINUTE = 60_000;
const plus = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

/** Every time to try a draw: official + 5 min, + 10 min, … up to official + 4 h. */
export function fetchTimes(officialInstant: Date): Date[] {
  const times: Date[] = [];
  for (let m = FETCH_FIRST_AFTER_MINUTES; m <= FETCH_FOR_MINUTES; m += FETCH_EVERY_MINUTES)
    times.push(plus(officialInstant, m));
  return times;
}

/**
 * The last try time at or before `now`, or null before the first and after the window closes
 * (from then on the draw keeps the manual path).
 */
export function dueFetchTime(now: Date, officialInstant: Date): Date | null {
  const since = (now.getTime() - officialInstant.getTime()) / MINUTE;
  if (since < FETCH_FIRST_AFTER_MINUTES || since > FETCH_FOR_MINUTES) return null;
  const steps = Math.floor((since - FETCH_FIRST_AFTER_MINUTES) / FETCH_EVERY_MINUTES);
  return plus(officialInstant, FETCH_FIRST_AFTER_MINUTES + steps * FETCH_EVERY_MINUTES);
}

/**
 * Whether a scheduler tick at `now` should ask the sources: inside the window, and not yet tried
 * since the latest try time (a tick every minute asks once per 5 minutes; a tick that was missed
 * — a restart — asks at once rather than waiting for the next step).
 */
export function isDueToFetch(now: Date, officialInstant: Date, lastTriedAt?: Date | null): boolean {
  const due = dueFetchTime(now, officialInstant);
  if (!due) return false;
  return !lastTriedAt || lastTriedAt.getTime() < due.getTime();
}

export type LatenessAlert =
  /** no source has answered with a result since official + 30 min */
  | { kind: 'no-proposal'; since: Date }
  /** a proposal has waited 30 min for an admin's confirmation */
  | { kind: 'unconfirmed'; since: Date };

/**
 * The alerts due at `now` for one draw. `proposal`: the first proposal received, if any (its
 * `fetchedAt`); `confirmedAt`: set once a result is confirmed (nothing is late after that).
 */
export function lateness(
  now: Date,
  officialInstant: Date,
  proposal?: { fetchedAt: Date } | null,
  confirmedAt?: Date | null,
): LatenessAlert[] {
  if (confirmedAt) return [];
  if (!proposal) {
    const since = plus(officialInstant, NO_PROPOSAL_ALERT_MINUTES);
    return now.getTime() >= since.getTime() ? [{ kind: 'no-proposal', since }] : [];
  }
  const since = plus(proposal.fetchedAt, UNCONFIRMED_ALERT_MINUTES);
  return now.getTime() >= since.getTime() ? [{ kind: 'unconfirmed', since }] : [];
}
