import { DEFAULT_OPERATOR_TIME_ZONE, isKnownTimeZone, localDateOf } from '@tiraj/domain';

/**
 * The operator's time zone (TZ_OPERATOR), which the server sends with the
 * session. Today, draw dates and every time shown are read in it, never in the
 * browser's zone: an owner abroad sees the same day as the staff in Haiti.
 */
let zone = DEFAULT_OPERATOR_TIME_ZONE;

/** Set at sign-in and when a stored session is opened; an unknown or missing zone keeps the default. */
export function setOperatorTimeZone(timeZone: string | null | undefined) {
  zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_OPERATOR_TIME_ZONE;
}

export function operatorTimeZone(): string {
  return zone;
}

/** Today in the operator's time zone, `YYYY-MM-DD`. */
export function operatorToday(now: Date = new Date()): string {
  return localDateOf(now, zone);
}
