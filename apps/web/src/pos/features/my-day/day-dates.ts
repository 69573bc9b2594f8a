import { operatorToday } from '../../../lib/operator-time.ts';

/** Today as `YYYY-MM-DD` in the operator's time zone, whatever zone the phone is set to. */
export function deviceToday(now = new Date()): string {
  return operatorToday(now);
}

/** `2026-03-01`, 1 → `2026-02-28`: calendar days back, free of time zones and summer time. */
export function daysBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d! - days));
  return t.toISOString().slice(0, 10);
}
