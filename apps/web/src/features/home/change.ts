/** How a figure moved since the same weekday last week, for the words under it. */
export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** nothing a week ago: no percentage to give */
  | { kind: 'none' };

/** Whole percents: a change of 0.4 % reads as "same", and no decimal separator differs by language. */
export function changeOf(now: number, before: number): Change {
  if (before === 0) return now === 0 ? { kind: 'same' } : { kind: 'none' };
  const percent = Math.round((Math.abs(now - before) / Math.abs(before)) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: now > before ? 'up' : 'down', percent };
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The weekday of a `YYYY-MM-DD` calendar date (whatever the device's zone), as the catalogue names it. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'sun';
}
