import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  catalogDrawOn,
  drawsOnLotteryDate,
  firstDrawTime,
  instantOfLocal,
  localDateOf,
} from '@tiraj/domain';
import type { Db, Tx } from '../../db/client.ts';
import { drawCatalog, lotteryCategories, winningNumbers } from '../../db/schema/index.ts';
import { sourceNamed, sourcesFor } from '../result-sources/registry.ts';
import {
  DRAW_NAMES,
  type DrawName,
  type DrawSlot,
  type ResultSource,
  type UsState,
} from '../result-sources/source.ts';
import { calendarOf } from '../../catalog/hours.ts';

export type Entry = typeof drawCatalog.$inferSelect;

/** The catalog names its lotteries in full; the sources by their postal code. */
const STATE_CODES: Record<string, UsState> = {
  'new york': 'NY',
  florida: 'FL',
  georgia: 'GA',
  tennessee: 'TN',
  texas: 'TX',
};

/** The sources' slot for a catalog entry (`{state: 'NY', draw: 'midday'}`), or null. */
export function slotOf(entry: Pick<Entry, 'state' | 'drawName'>): DrawSlot | null {
  const state = STATE_CODES[entry.state.trim().toLowerCase()];
  const draw = entry.drawName.trim().toLowerCase();
  if (!state || !(DRAW_NAMES as readonly string[]).includes(draw)) return null;
  return { state, draw: draw as DrawName };
}

/**
 * The sources to ask for an entry: the one its `source` key names (when it covers the draw),
 * then every other source that publishes it — two independent voices can then agree.
 */
export function sourcesOfEntry(sources: readonly ResultSource[], entry: Entry): ResultSource[] {
  const slot = slotOf(entry);
  if (!slot) return [];
  const named = entry.source ? sourceNamed(sources, entry.source) : undefined;
  const all = sourcesFor(sources, slot);
  return named && named.covers(slot) ? [named, ...all.filter((s) => s !== named)] : all;
}

/**
 * When a draw's result is out: the later of its two games' official times on `lotteryDate`, in
 * the lottery's zone (the lots need both games).
 */
export function officialInstant(entry: Entry, lotteryDate: string): Date {
  const later = entry.game3Time >= entry.game4Time ? entry.game3Time : entry.game4Time;
  return instantOfLocal(`${lotteryDate} ${later}`, entry.timeZone);
}

/** The operator's day of an entry's draw of `lotteryDate` (the results screen's date). */
export const operatorDateOf = (entry: Entry, lotteryDate: string, timeZone: string) =>
  localDateOf(instantOfLocal(`${lotteryDate} ${firstDrawTime(entry)}`, entry.timeZone), timeZone);

/** The lottery's date of an entry's draw on the operator's `date`, and whether it draws then. */
export function lotteryDateOf(entry: Entry, date: string, timeZone: string) {
  const draw = catalogDrawOn(calendarOf(entry), date, timeZone);
  return {
    lotteryDate: draw.lotteryDate,
    draws: drawsOnLotteryDate(calendarOf(entry), draw.lotteryDate),
  };
}

/** The catalog entries some lottery category is made from, with those categories. */
export async function entriesInUse(db: Db | Tx, catalogId?: string) {
  const categories = await db
    .select({
      id: lotteryCategories.id,
      name: lotteryCategories.name,
      catalogId: lotteryCategories.catalogId,
    })
    .from(lotteryCategories)
    .where(
      catalogId
        ? eq(lotteryCategories.catalogId, catalogId)
        : isNotNull(lotteryCategories.catalogId),
    );
  if (categories.length === 0) return [];
  const ids = [...new Set(categories.map((c) => c.catalogId!))];
  const entries = await db.select().from(drawCatalog).where(inArray(drawCatalog.id, ids));
  return entries.map((entry) => ({
    entry,
    categories: categories.filter((c) => c.catalogId === entry.id),
  }));
}

/** The results posted for some categories on the operator's `date`. */
export async function postedResults(db: Db | Tx, categoryIds: string[], date: string) {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(winningNumbers)
    .where(
      and(
        inArray(winningNumbers.lotteryCategoryId, categoryIds),
        eq(winningNumbers.drawDate, date),
      ),
    );
}
