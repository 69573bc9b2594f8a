import { amount, dateAndTime, displayDate, displayDateTime, htg } from '../../../lib/format.ts';

/** A draw date as the screen's language writes it: `22/11/2026` (French, Kreyòl), `11/22/2026` (English). */
export const posDate = displayDate;

/** An instant in the operator's time zone (a phone set to another zone shows Haiti's time), in the screen's language. */
export const posDateTime = displayDateTime;

/**
 * An instant's date and time apart (`{ date: '22/11/2026', time: '12:05' }`), in the operator's
 * time, for a catalogue to join them in its own words (French « le 22/11/2026 à 12:05 »).
 */
export const posDateAndTime = dateAndTime;

/** An instant's time only: `15:05` in French and Kreyòl, `03:05 PM` in English, in the operator's time. */
export function posTime(iso: string): string {
  const full = displayDateTime(iso);
  // `displayDateTime` writes the date, one space, then the time; what is not an instant comes back as it came.
  return full === iso ? iso : full.slice(full.indexOf(' ') + 1);
}

/**
 * `1234.5` → `1,234.50 HTG` (`1 234,50 HTG` in French and Kreyòl): the dashboard's money format,
 * kept on one line (a narrow phone would otherwise put `HTG` under its amount).
 */
export const money = (value: number): string => htg(value).replace(/ HTG$/, '\u00a0HTG');

/** `1234.5` → `1,234.50` (`1 234,50`): a line's amount, in a column headed HTG. */
export const plainAmount = amount;

/** A logo's stored path (`files/…`) → the address to load it from; null when there is none. */
export function logoUrl(path: string | null | undefined): string | null {
  const p = path?.trim();
  if (!p) return null;
  return /^(https?:)?\//.test(p) ? p : `/${p}`;
}
