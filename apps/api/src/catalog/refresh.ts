import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { auditChanges } from '@tiraj/domain';
import { auditChange } from '../audit.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { CATEGORIES } from '../caches/invalidation.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog, drawCatalog, lotteryCategories } from '../db/schema/index.ts';
import type { Context } from '../http/types.ts';
import { calendarOf, catalogHours, type CategoryRow } from './hours.ts';

/**
 * Brings the stored hours of the catalog's categories (of one entry, or all) to the operator's
 * day of `now`, and says whether any changed. Why stored rather than worked out at each read:
 * every reader of a category (the sale, the POS's list, the offline grant, results, reports, the
 * cache in front of them) already reads `start_time`/`end_time`; keeping them true for today
 * leaves them all exact and unchanged. The close only moves on a day of a time change, and a
 * sale after today's close is for tomorrow's draw, whose close is today's until midnight, when
 * the clock below brings it to tomorrow's (checked every minute). Each change is journalled, as an
 * admin's change of hours is: past days' results read their closing times from the journal.
 */
export async function refreshCatalogCategories(
  db: Db,
  timeZone: string,
  now: Date,
  actor: SessionUser | null,
  catalogId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ category: lotteryCategories, catalog: drawCatalog })
      .from(lotteryCategories)
      .innerJoin(drawCatalog, eq(drawCatalog.id, lotteryCategories.catalogId))
      .where(
        catalogId
          ? eq(lotteryCategories.catalogId, catalogId)
          : isNotNull(lotteryCategories.catalogId),
      )
      .for('update', { of: lotteryCategories });
    let changed = false;
    for (const { category, catalog } of rows) {
      const hours = catalogHours(category, calendarOf(catalog), timeZone, now);
      const same =
        hours.startTime === category.startTime &&
        hours.endTime === category.endTime &&
        hours.noDrawDates.join() === category.noDrawDates.join();
      if (same) continue;
      changed = true;
      await tx
        .update(lotteryCategories)
        .set(hours)
        .where(and(eq(lotteryCategories.id, category.id)));
      const was = { startTime: category.startTime, endTime: category.endTime };
      const is = { startTime: hours.startTime, endTime: hours.endTime };
      if (was.startTime !== is.startTime || was.endTime !== is.endTime)
        await journalHours(tx, actor, category, was, is);
    }
    return changed;
  });
}

async function journalHours(
  tx: Tx,
  actor: SessionUser | null,
  category: CategoryRow,
  was: Record<string, string>,
  is: Record<string, string>,
) {
  const context = { name: category.name, catalogId: category.catalogId };
  if (actor) return auditChange(tx, actor, 'lottery-category', category.id, was, is, context);
  // The clock's own change: no person made it.
  await tx.insert(auditLog).values({
    companyId: null,
    actorId: null,
    actorName: 'Tiraj',
    action: 'update',
    entity: 'lottery-category',
    entityId: category.id,
    details: { ...context, ...auditChanges(was, is) },
  });
}

const MINUTE = 60_000;

/**
 * Keeps the catalog's categories true for the operator's day: at start, then every minute (a
 * query of a few rows; the caches are dropped only when an hour moved). Stopped with the server.
 */
export function startCatalogClock(
  ctx: Context,
  log: FastifyBaseLogger,
  onClose: (stop: () => void) => void,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await refreshCatalogCategories(ctx.db, ctx.config.timeZone, new Date(), null);
      if (changed) await ctx.caches.invalidate(CATEGORIES);
    } catch (error) {
      // A lost connection: the next minute tries again.
      log.error({ err: error }, "draw catalog: the categories' hours were not refreshed");
    } finally {
      running = false;
    }
  };
  const first = tick();
  const timer = setInterval(() => void tick(), MINUTE);
  timer.unref();
  onClose(() => clearInterval(timer));
  return first;
}
