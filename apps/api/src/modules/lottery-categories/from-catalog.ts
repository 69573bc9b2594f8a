import { catalogDrawOn, DEFAULT_CLOSE_MINUTES_BEFORE, localDateOf } from '@tiraj/domain';
import type { addCategoryFromCatalogBody } from '@tiraj/domain/contracts';
import type { z } from 'zod';
import { audit } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories } from '../../db/schema/index.ts';
import { calendarOf, catalogEntry, catalogHours, closeAfterDraw } from '../../catalog/hours.ts';
import { assertNameFree, present } from './service.ts';

type Body = z.output<typeof addCategoryFromCatalogBody>;

/**
 * A lottery category made from a catalog entry (issue 40): named after the draw unless told, its
 * close derived from the catalog (DEFAULT_CLOSE_MINUTES_BEFORE before the earlier game, in the
 * operator's zone for the day) and sold around the clock (its start is its close: the next draw's
 * sales open when the last one's close). Answers as addlotterycategory does.
 */
export async function addLotteryCategoryFromCatalog(
  db: Db,
  actor: SessionUser,
  body: Body,
  timeZone: string,
  now = new Date(),
) {
  const entry = await catalogEntry(db, body.catalogId);
  const name = body.lotteryName ?? `${entry.state} ${entry.drawName}`;
  const calendar = calendarOf(entry);
  const minutes = body.closeMinutesBefore ?? DEFAULT_CLOSE_MINUTES_BEFORE;
  if (minutes < 0)
    throw closeAfterDraw(
      name,
      catalogDrawOn(calendar, localDateOf(now, timeZone), timeZone).drawTime,
    );
  await assertNameFree(db, name);
  // The same start and end: catalogHours then sets both to the day's close.
  const hours = catalogHours(
    { startTime: '', endTime: '', closeMinutesBefore: minutes },
    calendar,
    timeZone,
    now,
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lotteryCategories)
      .values({ name, ...hours, catalogId: entry.id, closeMinutesBefore: minutes })
      .returning();
    // Its hours too, as addlotterycategory journals them (past days' results read them).
    await audit(tx, actor, 'create', 'lottery-category', row!.id, {
      name: row!.name,
      startTime: row!.startTime,
      endTime: row!.endTime,
      catalogId: entry.id,
      closeMinutesBefore: minutes,
    });
    return present(row!);
  });
}
