import { and, asc, eq, inArray } from 'drizzle-orm';
import { drawCloseLocal, drawInputOf, drawResultState } from '@tiraj/domain';
import type { DayResult } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, lotteryCategories, winningNumbers } from '../../db/schema/index.ts';

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
  return categories.map((c) => {
    const stored = results.find((r) => r.lotteryCategoryId === c.id);
    const history = records.filter((r) => r.entityId === stored?.id);
    const posted = history.find((r) => r.action === 'create');
    const corrected = history.filter((r) => r.action === 'update').at(-1);
    const draw = { startTime: c.startTime, endTime: c.endTime, drawDate: date };
    return {
      lotteryCategoryId: c.id,
      lotteryCategoryName: c.name,
      date,
      closesAt: drawCloseLocal(c.endTime, date),
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
