import type { Language } from '../i18n/languages.ts';

/**
 * How a date field shows its day: English keeps the year first, as the dates are sent (SPEC.md §9);
 * French and Kreyòl read day/month/year, as everywhere else on their screens.
 */
export function dateInputFormat(language: Language): string {
  return language === 'en' ? 'YYYY-MM-DD' : 'DD/MM/YYYY';
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` when the three numbers make a day of the calendar (no 31 April, no 29 February 2027). */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * A date typed into a field, as `YYYY-MM-DD`; null when it is not a day. Every language takes the
 * year-first form; French and Kreyòl also take day/month/year (`22/11/2026`, `5/1/2026`, `22.11.2026`),
 * the form they show, which the browser's own parsing would read month first.
 */
export function parseDateInput(text: string, language: Language): string | null {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (language === 'en') return null;
  const dayFirst = DAY_FIRST.exec(typed);
  return dayFirst ? dayOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : null;
}

/**
 * What a Mantine date field needs to show and read dates in `language` (the theme's default for
 * every DateInput). English keeps Mantine's own reading, as before.
 */
export const dateInputProps = (language: Language) => ({
  valueFormat: dateInputFormat(language),
  dateParser: language === 'en' ? undefined : (text: string) => parseDateInput(text, language),
});
