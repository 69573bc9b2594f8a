import { formatHtg, wallClockOf } from '@tiraj/domain';
import { operatorTimeZone, operatorToday } from './operator-time.ts';

/** `2026-11-22` → `11/22/2026`: displayed dates are month/day/year (SPEC.md §9). */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${m}/${d}/${y}` : isoDate;
}

/** Today in the operator's time zone as `YYYY-MM-DD`: the default of every date field. */
export function today(): string {
  return operatorToday();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock in the operator's zone, with the 12-hour reading; null when it is not an instant. */
function operatorClock(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const c = wallClockOf(d, operatorTimeZone());
  return { ...c, hours12: pad(c.hour % 12 || 12), ampm: c.hour < 12 ? 'AM' : 'PM' };
}

/** `22/11/2026 03:05 PM`: chat timestamps (SPEC.md §9), in the operator's time. */
export function chatTimestamp(iso: string): string {
  const c = operatorClock(iso);
  if (!c) return iso;
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${c.hours12}:${pad(c.minute)} ${c.ampm}`;
}

/** Money: two decimals and HTG, by the domain's one rule. */
export const htg = formatHtg;

/** `11/22/2026 03:05 PM`: an instant in the operator's time (whatever the browser's), month/day/year (SPEC.md §9). */
export function displayDateTime(iso: string): string {
  const c = operatorClock(iso);
  if (!c) return iso;
  return `${pad(c.month)}/${pad(c.day)}/${c.year} ${c.hours12}:${pad(c.minute)} ${c.ampm}`;
}
