import { instantOfLocal } from './local-instant.ts';
import { addDays, localDateOf, localDateTimeOf } from './sales-window.ts';

/**
 * A draw of the catalog (issue 40) as its rules need it: each game's official draw time,
 * `HH:mm` in the lottery's own IANA zone, the weekdays it draws (0 = Sunday … 6 = Saturday, in
 * the lottery's calendar) and the days it does not (`MM-DD`).
 */
export interface DrawCalendar {
  game3Time: string;
  game4Time: string;
  timeZone: string;
  weekdays: readonly number[];
  holidays: readonly string[];
}

/** A category made from the catalog closes this many minutes before the draw unless told. */
export const DEFAULT_CLOSE_MINUTES_BEFORE = 5;

export const HOLIDAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Is this an IANA zone the runtime knows (`America/New_York`)? */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The earlier of the two games' times: the lots need both, so sales close before the first. */
export const firstDrawTime = (c: Pick<DrawCalendar, 'game3Time' | 'game4Time'>) =>
  c.game3Time <= c.game4Time ? c.game3Time : c.game4Time;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Does the lottery draw on this day of its own calendar? */
export function drawsOnLotteryDate(c: DrawCalendar, lotteryDate: string): boolean {
  return c.weekdays.includes(weekdayOf(lotteryDate)) && !c.holidays.includes(lotteryDate.slice(5));
}

/** The catalog's draw that falls on one operator day, and when its sales close there. */
export interface CatalogDraw {
  /** the lottery's own date of that draw (its results carry it) */
  lotteryDate: string;
  /** false: the lottery does not draw that day (weekday or holiday): nothing is sold for it */
  draws: boolean;
  /** the official draw time (the earlier game's), `HH:mm` in the operator's zone that day */
  drawTime: string;
  /** sales close, `HH:mm` in the operator's zone that day: the draw time less the minutes */
  endTime: string;
}

const hhmm = (instant: Date, zone: string) => localDateTimeOf(instant, zone).slice(11);

/**
 * The draw of `operatorDate` (`YYYY-MM-DD`, operator-local) and its close. Converted for that
 * very date, so a daylight-saving change of the lottery's zone or the operator's moves the close
 * the day it happens. The lottery's date is the operator's, unless the zones are far apart: a
 * UTC operator sees New York's 22:30 draw on the next day, so that day's draw is the previous
 * New York date's.
 */
export function catalogDrawOn(
  c: DrawCalendar,
  operatorDate: string,
  operatorZone: string,
  minutesBefore = DEFAULT_CLOSE_MINUTES_BEFORE,
): CatalogDraw {
  const time = firstDrawTime(c);
  let lotteryDate = operatorDate;
  let drawAt = instantOfLocal(`${operatorDate} ${time}`, c.timeZone);
  for (const date of [operatorDate, addDays(operatorDate, -1), addDays(operatorDate, 1)]) {
    const at = instantOfLocal(`${date} ${time}`, c.timeZone);
    if (localDateOf(at, operatorZone) === operatorDate) {
      lotteryDate = date;
      drawAt = at;
      break;
    }
  }
  return {
    lotteryDate,
    draws: drawsOnLotteryDate(c, lotteryDate),
    drawTime: hhmm(drawAt, operatorZone),
    endTime: hhmm(new Date(drawAt.getTime() - minutesBefore * 60_000), operatorZone),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The minutes before the draw an admin's close `HH:mm` (operator zone) of `operatorDate` means:
 * negative when it is after the official draw, which is refused (the draw would be sold after it
 * happened). A close is kept as these minutes, so it follows the draw across time changes.
 */
export function minutesBeforeDraw(
  c: DrawCalendar,
  endTime: string,
  operatorDate: string,
  operatorZone: string,
): number {
  return minutesOf(catalogDrawOn(c, operatorDate, operatorZone, 0).drawTime) - minutesOf(endTime);
}

/**
 * The operator days among `dates` on which the draw does not happen: a category made from the
 * catalog is not sold for those draw dates (the POS does not offer it, a sale is refused).
 */
export function noDrawDates(
  c: DrawCalendar,
  dates: readonly string[],
  operatorZone: string,
): string[] {
  return dates.filter((date) => !catalogDrawOn(c, date, operatorZone).draws);
}
