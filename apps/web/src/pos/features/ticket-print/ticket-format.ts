import { formatHtg } from '@tiraj/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` → `22/11/2026`: day first, as sellers in Haiti read dates. */
export function posDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

/** An instant → `22/11/2026 13:05` in the device's time (the operator's, on a seller's phone). */
export function posDateTime(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  return `${pad(t.getDate())}/${pad(t.getMonth() + 1)}/${t.getFullYear()} ${posTime(iso)}`;
}

/** An instant → `13:05` (24 hours, no AM/PM to misread). */
export function posTime(iso: string): string {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? iso : `${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** `1234.5` → `1,234.50 HTG`: the same money format as the dashboard. */
export const money = formatHtg;

/** `1234.5` → `1,234.50`: a line's amount, in a column headed HTG. */
export function plainAmount(htg: number): string {
  return htg.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A logo's stored path (`files/…`) → the address to load it from; null when there is none. */
export function logoUrl(path: string | null | undefined): string | null {
  const p = path?.trim();
  if (!p) return null;
  return /^(https?:)?\//.test(p) ? p : `/${p}`;
}
