import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  drawCloseLocal,
  drawInputOf,
  drawResultState,
  instantOfLocal,
} from '@tiraj/domain';
import type { DayResult } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, lotteryCategories, winningNumbers } from '../../db/schema/index.ts';
import { hoursOn, type HoursChange, type RecordedHours } from './day-hours.ts';

/**
 * Every draw of `date` with its closing time and state, and its result (who posted it and when,
 * when it was last corrected: from the journal), for the admin's day's results screen.
 */
export async function dayResults(
  db: Db,
  date: string,
  timeZone: string,
  now = new Date(),
): Promise<DayResult[]> {
  const categories = await db
    .select()
    .from(lotteryCategories)
    .orderBy(asc(lotteryCategories.endTime), asc(lotteryCategories.name));
  const results = await db.select().from(winningNumbers).where(eq(winningNumbers.drawDate, date));
  const records = results.length
    ? await db
        .select({
          entityId: auditLog.entityId,
          action: auditLog.action,
          actorName: auditLog.actorName,
          at: auditLog.createdAt,
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'winning-number'),
            inArray(
              auditLog.entityId,
              results.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(auditLog.createdAt))
    : [];
  const changes = await hoursChanges(db);
  return categories.map((c) => {
    const stored = results.find((r) => r.lotteryCategoryId === c.id);
    const history = records.filter((r) => r.entityId === stored?.id);
    const posted = history.find((r) => r.action === 'create');
    const corrected = history.filter((r) => r.action === 'update').at(-1);
    const hours = hoursOn(c, changes.get(c.id) ?? [], dayEnd(date, timeZone));
    const draw = { ...hours, drawDate: date };
    return {
      lotteryCategoryId: c.id,
      lotteryCategoryName: c.name,
      date,
      closesAt: drawCloseLocal(hours.endTime, date),
      state: drawResultState(draw, stored ? { corrected: !!corrected } : null, now, timeZone),
      result: stored
        ? {
            _id: stored.id,
            numbers: drawInputOf(stored.numbers),
            postedBy: posted?.actorName ?? null,
            postedAt: (posted?.at ?? stored.createdAt).toISOString(),
            correctedAt: corrected ? corrected.at.toISOString() : null,
          }
        : null,
    };
  });
}

/** The end of `date` in the operator's zone: its hours are those set before then. */
const dayEnd = (date: string, timeZone: string) =>
  instantOfLocal(`${addDays(date, 1)} 00:00`, timeZone);

/**
 * Each draw's changes of hours, from the journal, in order: a creation records its hours flat, a
 * change (issue 38) the fields it moved as `after` and what they were as `before`.
 */
async function hoursChanges(db: Db) {
  const rows = await db
    .select({ id: auditLog.entityId, details: auditLog.details, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'lottery-category'), inArray(auditLog.action, ['create', 'update'])),
    )
    .orderBy(asc(auditLog.createdAt));
  const byDraw = new Map<string, HoursChange[]>();
  for (const row of rows) {
    if (!row.id) continue;
    const list = byDraw.get(row.id) ?? [];
    const { after, before } = row.details as { after?: RecordedHours; before?: RecordedHours };
    const set = after ?? row.details;
    list.push({ at: row.at, startTime: set.startTime, endTime: set.endTime, before });
    byDraw.set(row.id, list);
  }
  return byDraw;
}
