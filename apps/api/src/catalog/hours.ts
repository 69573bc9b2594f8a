import { eq } from 'drizzle-orm';
import {
  addDays,
  catalogDrawOn,
  coded,
  localDateOf,
  minutesBeforeDraw,
  noDrawDates,
  type DrawCalendar,
} from '@tiraj/domain';
import type { Db, Tx } from '../db/client.ts';
import { drawCatalog, type lotteryCategories } from '../db/schema/index.ts';
import { notFound, refused } from '../errors.ts';

/**
 * Issue 40: what the draw catalog and the categories made from it share (the catalog's module, the
 * categories' module and the clock that keeps their hours): an entry read, its rules' calendar, a
 * category's hours for the day, and the refusal of a close after the draw.
 */

/** An entry by id, locked for a change when asked in a transaction; 404 when unknown. */
export async function catalogEntry(db: Db | Tx, id: string, lock = false) {
  const query = db.select().from(drawCatalog).where(eq(drawCatalog.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('draw_catalog.not_found');
  return row;
}

export type CategoryRow = typeof lotteryCategories.$inferSelect;

export const calendarOf = (row: typeof drawCatalog.$inferSelect): DrawCalendar => ({
  game3Time: row.game3Time,
  game4Time: row.game4Time,
  timeZone: row.timeZone,
  weekdays: row.weekdays,
  holidays: row.holidays,
});

/**
 * A catalog category's hours for the operator's day of `now`: the close converted for that date;
 * a start equal to the close (sold around the clock, the default) follows it; the days among
 * today and tomorrow without the draw (a sale after today's close is for tomorrow's draw).
 */
export function catalogHours(
  category: Pick<CategoryRow, 'startTime' | 'endTime' | 'closeMinutesBefore'>,
  calendar: DrawCalendar,
  timeZone: string,
  now: Date,
) {
  const today = localDateOf(now, timeZone);
  const { endTime } = catalogDrawOn(calendar, today, timeZone, category.closeMinutesBefore ?? 0);
  return {
    startTime: category.startTime === category.endTime ? endTime : category.startTime,
    endTime,
    noDrawDates: noDrawDates(calendar, [today, addDays(today, 1)], timeZone),
  };
}

/** "The close cannot be after the official draw", naming the draw and its time in the operator's zone. */
export function closeAfterDraw(name: string, drawTime: string) {
  return refused(coded('draw_catalog.close_after_draw', { name, drawTime }));
}

/**
 * An admin's new close `HH:mm` for a catalog category, kept as minutes before the draw so it
 * follows the draw across time changes; refused when after the official draw of the day.
 */
export async function catalogCloseOf(
  tx: Tx,
  category: { name: string; catalogId: string },
  endTime: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const calendar = calendarOf(await catalogEntry(tx, category.catalogId));
  const date = localDateOf(now, timeZone);
  const minutes = minutesBeforeDraw(calendar, endTime, date, timeZone);
  if (minutes < 0)
    throw closeAfterDraw(category.name, catalogDrawOn(calendar, date, timeZone).drawTime);
  return minutes;
}
