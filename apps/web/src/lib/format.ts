import { formatAmount, formatHtg, wallClockOf } from '@tiraj/domain';
import { currentLanguage, currentLocale } from '../i18n/i18n.ts';
import { operatorTimeZone, operatorToday } from './operator-time.ts';

/** English writes month/day/year (SPEC.md §9); French and Kreyòl day/month/year. */
const dayFirst = () => currentLanguage() !== 'en';

/** `2026-11-22` → `11/22/2026` in English, `22/11/2026` in French and Kreyòl. */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  if (!(y && m && d)) return isoDate;
  return dayFirst() ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
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

/** `03:05 PM` in English; `15:05` in French and Kreyòl, which read the 24-hour clock. */
function clockTime(c: NonNullable<ReturnType<typeof operatorClock>>): string {
  return dayFirst() ? `${pad(c.hour)}:${pad(c.minute)}` : `${c.hours12}:${pad(c.minute)} ${c.ampm}`;
}

/** `22/11/2026 03:05 PM`: chat timestamps (SPEC.md §9), in the operator's time (`15:05` in French and Kreyòl). */
export function chatTimestamp(iso: string): string {
  const c = operatorClock(iso);
  if (!c) return iso;
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${clockTime(c)}`;
}

/** A negative amount with a real minus (U+2212), not a hyphen, on screen; files keep numbers. */
const minus = (text: string) => text.replace('-', '\u2212');

/** Money: two decimals and HTG, by the domain's one rule, written the way the screen's language writes it. */
export const htg = (amount: number): string => minus(formatHtg(amount, currentLocale()));

/** An amount without the currency, in a column headed HTG. */
export const amount = (value: number): string => minus(formatAmount(value, currentLocale()));

/** `11/22/2026 03:05 PM`: an instant in the operator's time (whatever the browser's), month/day/year (SPEC.md §9); `22/11/2026 15:05` in French and Kreyòl. */
export function displayDateTime(iso: string): string {
  const { date, time } = dateAndTime(iso);
  return time ? `${date} ${time}` : date;
}

/** An instant's date and time apart, for a sentence that joins them (« le 22/11/2026 à 12:05 »). */
export function dateAndTime(iso: string): { date: string; time: string } {
  const c = operatorClock(iso);
  if (!c) return { date: iso, time: '' };
  const date = dayFirst()
    ? `${pad(c.day)}/${pad(c.month)}/${c.year}`
    : `${pad(c.month)}/${pad(c.day)}/${c.year}`;
  return { date, time: clockTime(c) };
}

/**
 * When a ticket was sold, beside its draw date: the time alone (`03:05 PM`, `15:05`) when it
 * was sold that day in the operator's zone, else the date and time.
 */
export function saleTime(iso: string, drawDate: string): string {
  const c = operatorClock(iso);
  if (!c) return iso;
  return c.date === drawDate ? clockTime(c) : displayDateTime(iso);
}

/** A share from 0 to 1 as a percentage with at most one decimal, the way the screen's language writes it. */
export const percent = (share: number): string =>
  new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );

/** A count (tickets, sellers): grouped the way the screen's language groups, no decimals. */
export const count = (value: number, decimals = 0): string =>
  new Intl.NumberFormat(currentLanguage() === 'en' ? 'en-US' : 'fr-FR', {
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/[\u202f\u00a0]/g, '\u00a0');
