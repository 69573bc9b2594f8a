import { localTimeOf } from './sales-window.ts';

/**
 * The instant a wall-clock time `YYYY-MM-DD HH:mm` happens in a time zone (the
 * draws' `until`), so a device in any zone counts down to the same moment.
 */
export function instantOfLocal(local: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = local.trim().split(' ');
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // Guess with the zone's offset at that moment, then correct once for a DST change in between.
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = localTimeOf(new Date(instant), timeZone);
    const seenMs = Date.parse(`${seen.date}T00:00:00Z`) + Math.round(seen.minutes * 60) * 1000;
    instant += wanted - seenMs;
  }
  return new Date(instant);
}

/** The operator's time zone when the server has not said otherwise (TZ_OPERATOR's default). */
export const DEFAULT_OPERATOR_TIME_ZONE = 'America/Port-au-Prince';

/** An instant's wall clock in a time zone, as the operator reads it there. */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  year: number;
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
}

/**
 * The wall clock of an instant in the operator's time zone, whatever the
 * device's own zone: screens show times and "today" from this, so an owner
 * abroad sees the same day and hour as the staff in Haiti.
 */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const { date, minutes } = localTimeOf(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    date,
    year,
    month,
    day,
    hour: Math.floor(minutes / 60),
    minute: Math.floor(minutes % 60),
  };
}

/** Whether this runtime knows the time zone (an unknown one would throw when used). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
