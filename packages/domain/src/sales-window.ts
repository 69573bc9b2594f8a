/** Wall-clock parts of an instant in a time zone. */
export interface LocalTime {
  date: string; // YYYY-MM-DD
  minutes: number; // minutes since local midnight, with seconds as a fraction
}

// Building a DateTimeFormat costs ~0.2 ms, more than the rest of a sale's rules: keep one per zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  const parts = formatFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')) + Number(get('second')) / 60,
  };
}

/** The operator-local calendar day of an instant, `YYYY-MM-DD`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return localTimeOf(instant, timeZone).date;
}

/** An instant as the operator reads it, `YYYY-MM-DD HH:mm` (seconds dropped, not rounded). */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const { date, minutes } = localTimeOf(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(Math.floor(minutes % 60))}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface WindowState {
  open: boolean;
  /** The draw this sale would belong to: the local date the window next closes. */
  drawDate: string;
  /** `YYYY-MM-DD HH:mm`, operator-local: when the window closes (if open) or next opens. */
  until: string;
}

/**
 * Is a category open for sale at `now`? A window runs from startTime to endTime
 * each day and may cross midnight; start = end means open around the clock.
 */
export function salesWindow(
  startTime: string,
  endTime: string,
  now: Date,
  timeZone: string,
): WindowState {
  const local = localTimeOf(now, timeZone);
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  const length = (((end - start) % 1440) + 1440) % 1440 || 1440;
  const untilClose = (((end - local.minutes) % 1440) + 1440) % 1440 || 1440;
  const drawDate = local.minutes < end ? local.date : addDays(local.date, 1);
  const open = untilClose <= length;
  if (open) return { open, drawDate, until: `${drawDate} ${endTime}` };
  const opensOn = local.minutes < start ? local.date : addDays(local.date, 1);
  return { open, drawDate, until: `${opensOn} ${startTime}` };
}

/**
 * When a draw's sales close, operator-local `YYYY-MM-DD HH:mm`: its date is the local day the
 * window closes (salesWindow's drawDate), so a window crossing midnight closes on its draw date.
 */
export const drawCloseLocal = (endTime: string, drawDate: string) => `${drawDate} ${endTime}`;

/**
 * Has a draw's sales window closed at `now`? A result is accepted only then (ARCHITECTURE §9):
 * the same instant at which salesWindow stops selling for that draw date.
 */
export function drawHasClosed(
  endTime: string,
  drawDate: string,
  now: Date,
  timeZone: string,
): boolean {
  const local = localTimeOf(now, timeZone);
  if (local.date !== drawDate) return local.date > drawDate;
  return local.minutes >= minutesOf(endTime);
}

/** Where a draw stands for its result: on the day's results screen (issue 29). */
export type DrawResultState = 'upcoming' | 'on_sale' | 'due' | 'posted' | 'corrected';

/**
 * A draw of `drawDate`: posted (or corrected) once it has its result; else due once its window
 * closed (drawHasClosed: the result may be entered), on sale while its window sells it, upcoming
 * before.
 */
export function drawResultState(
  draw: { startTime: string; endTime: string; drawDate: string },
  result: { corrected: boolean } | null,
  now: Date,
  timeZone: string,
): DrawResultState {
  if (result) return result.corrected ? 'corrected' : 'posted';
  if (drawHasClosed(draw.endTime, draw.drawDate, now, timeZone)) return 'due';
  const window = salesWindow(draw.startTime, draw.endTime, now, timeZone);
  return window.open && window.drawDate === draw.drawDate ? 'on_sale' : 'upcoming';
}

/**
 * A day's draws in the order their sales close (the daily report, issue 38): a draw of a date
 * closes at its end time on that date (drawCloseLocal), so "HH:mm" orders them; a draw whose
 * category is gone (no end time known) comes last; the same hour, by name.
 */
export function inClosingOrder<T extends { name: string }>(
  draws: readonly T[],
  endTimeOf: (draw: T) => string | undefined,
): T[] {
  const key = (draw: T) => endTimeOf(draw) ?? '99:99';
  return [...draws].sort((a, b) => key(a).localeCompare(key(b)) || a.name.localeCompare(b.name));
}
