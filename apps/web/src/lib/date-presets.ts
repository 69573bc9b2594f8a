import { addDays } from '@tiraj/domain';

/** A From–To range of calendar days, `YYYY-MM-DD`. */
export interface DayRange {
  fromDate: string;
  toDate: string;
}

export interface DatePreset {
  /** its name: `common:presets.<key>` */
  key: 'today' | 'yesterday' | 'thisWeek' | 'thisMonth';
  range: DayRange;
}

/** 0 Sunday … 6 Saturday, of a calendar day (read in UTC: the day has no zone of its own). */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Day 1 of `day`'s month, and the last day of it. */
function monthOf(day: string): DayRange {
  const fromDate = `${day.slice(0, 8)}01`;
  const nextMonth = new Date(`${fromDate}T00:00:00Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { fromDate, toDate: addDays(nextMonth.toISOString().slice(0, 10), -1) };
}

/**
 * The date filters' presets around `today` (the operator's today, lib/operator-time.ts):
 * Today, Yesterday, This week (Monday to Sunday, as the calendars start their weeks)
 * and This month (whole). A single-date filter gets the first two only.
 */
export function datePresets(today: string, single = false): DatePreset[] {
  const yesterday = addDays(today, -1);
  const presets: DatePreset[] = [
    { key: 'today', range: { fromDate: today, toDate: today } },
    { key: 'yesterday', range: { fromDate: yesterday, toDate: yesterday } },
  ];
  if (single) return presets;
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return [
    ...presets,
    { key: 'thisWeek', range: { fromDate: monday, toDate: addDays(monday, 6) } },
    { key: 'thisMonth', range: monthOf(today) },
  ];
}

/**
 * The To field's error while From is after To (dates `YYYY-MM-DD` compare as text), as its key in
 * `common:presets`; null when the range stands.
 */
export function rangeError({ fromDate, toDate }: DayRange): 'toBeforeFrom' | null {
  return fromDate && toDate && fromDate > toDate ? 'toBeforeFrom' : null;
}
