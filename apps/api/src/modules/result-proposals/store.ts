import { and, eq, sql } from 'drizzle-orm';
import { lotsFromPicks, newer } from '@tiraj/domain';
import type { Db } from '../../db/client.ts';
import { resultProposals, resultSourceHealth, type KeptAnswer } from '../../db/schema/index.ts';
import type { SourceAnswer } from '../result-sources/source.ts';

export type ProposalRow = typeof resultProposals.$inferSelect;

/** Raw answers kept per proposal, newest first: a day of tries every 5 minutes is 48. */
export const KEPT_ANSWERS = 60;

type Found = Extract<SourceAnswer, { kind: 'found' }>;

/**
 * Stores a source's answer for a draw: a first answer makes the proposal; a later one replaces
 * it only when newer (domain `newer`: by the source's own time, else by when it was read). Every
 * raw answer is kept in `answers`, bounded, even one that loses.
 */
export async function storeAnswer(
  db: Db,
  draw: { catalogId: string; lotteryDate: string },
  source: string,
  answer: Found,
  now: Date,
): Promise<ProposalRow> {
  const pick3 = answer.pick3 ?? null;
  const pick4 = answer.pick4 ?? null;
  const drawnAt = answer.drawnAt ? new Date(answer.drawnAt) : null;
  const kept: KeptAnswer = { fetchedAt: now.toISOString(), pick3, pick4, raw: answer.raw };
  const { state } = lotsFromPicks(pick3 ?? undefined, pick4 ?? undefined);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(resultProposals)
      .where(
        and(
          eq(resultProposals.catalogId, draw.catalogId),
          eq(resultProposals.drawDate, draw.lotteryDate),
          eq(resultProposals.source, source),
        ),
      )
      .for('update');
    if (!current) {
      const [row] = await tx
        .insert(resultProposals)
        .values({
          catalogId: draw.catalogId,
          drawDate: draw.lotteryDate,
          source,
          pick3,
          pick4,
          state,
          status: 'proposed',
          drawnAt,
          fetchedAt: now,
          firstSeenAt: now,
          raw: answer.raw ?? null,
          answers: [kept],
        })
        .returning();
      return row!;
    }
    const answers = [kept, ...current.answers].slice(0, KEPT_ANSWERS);
    const update = { drawnAt, fetchedAt: now };
    const wins =
      newer({ drawnAt: current.drawnAt, fetchedAt: current.fetchedAt }, update) === update;
    const [row] = await tx
      .update(resultProposals)
      .set(
        wins
          ? { pick3, pick4, state, drawnAt, fetchedAt: now, raw: answer.raw ?? null, answers }
          : { answers },
      )
      .where(eq(resultProposals.id, current.id))
      .returning();
    return row!;
  });
}

/** A source answered (even "not yet"): it is healthy again. */
export async function sourceAnswered(db: Db, source: string, now: Date) {
  await db
    .insert(resultSourceHealth)
    .values({ source, failingSince: null, lastError: null, lastOkAt: now })
    .onConflictDoUpdate({
      target: resultSourceHealth.source,
      set: { failingSince: null, lastError: null, lastOkAt: now },
    });
}

/** A source failed: its first failure since it last answered is kept, for the hour's alert. */
export async function sourceFailed(db: Db, source: string, error: string, now: Date) {
  await db
    .insert(resultSourceHealth)
    .values({ source, failingSince: now, lastError: error.slice(0, 500) })
    .onConflictDoUpdate({
      target: resultSourceHealth.source,
      set: {
        failingSince: sql`coalesce(${resultSourceHealth.failingSince}, ${now.toISOString()}::timestamptz)`,
        lastError: error.slice(0, 500),
      },
    });
}
