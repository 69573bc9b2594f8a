import { catalogDrawOn, coded, localDateOf, minutesBeforeDraw } from '@tiraj/domain';
import type { Tx } from '../../db/client.ts';
import { refused } from '../../errors.ts';
import { calendarOf } from './refresh.ts';
import { catalogEntry } from './service.ts';

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
