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
