/** Today on this device as `YYYY-MM-DD` (a seller's device runs on the operator's time). */
export function deviceToday(now = new Date()): string {
  return now.toLocaleDateString('en-CA');
}

/** `2026-03-01`, 1 → `2026-02-28`: calendar days back, free of time zones and summer time. */
export function daysBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d! - days));
  return t.toISOString().slice(0, 10);
}
