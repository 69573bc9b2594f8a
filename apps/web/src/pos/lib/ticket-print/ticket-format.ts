import { formatAmount, formatHtg, wallClockOf } from '@tiraj/domain';
import { operatorTimeZone } from '../../../lib/operator-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` → `22/11/2026`: day first, as sellers in Haiti read dates. */
export function posDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

/** An instant's wall clock in the operator's time zone (a phone set to another zone shows Haiti's time). */
const clockOf = (iso: string) => {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? null : wallClockOf(t, operatorTimeZone());
};

/** An instant → `22/11/2026 13:05` in the operator's time. */
export function posDateTime(iso: string): string {
  const c = clockOf(iso);
  return c ? `${pad(c.day)}/${pad(c.month)}/${c.year} ${pad(c.hour)}:${pad(c.minute)}` : iso;
}

/** An instant → `13:05` (24 hours, no AM/PM to misread), in the operator's time. */
export function posTime(iso: string): string {
  const c = clockOf(iso);
  return c ? `${pad(c.hour)}:${pad(c.minute)}` : iso;
}

/** `1234.5` → `1,234.50 HTG`: the same money format as the dashboard. */
export const money = formatHtg;

/** `1234.5` → `1,234.50`: a line's amount, in a column headed HTG. */
export const plainAmount = formatAmount;

/** A logo's stored path (`files/…`) → the address to load it from; null when there is none. */
export function logoUrl(path: string | null | undefined): string | null {
  const p = path?.trim();
  if (!p) return null;
  return /^(https?:)?\//.test(p) ? p : `/${p}`;
}
