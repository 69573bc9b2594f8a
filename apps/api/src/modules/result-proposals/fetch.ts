import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  disagreesWithConfirmed,
  drawsOnLotteryDate,
  drawInputOf,
  isDueToFetch,
  localDateOf,
  shouldAutoConfirm,
} from '@tiraj/domain';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { resultFetches, resultProposals } from '../../db/schema/index.ts';
import { calendarOf } from '../../catalog/hours.ts';
import type { ResultSource } from '../result-sources/source.ts';
import { AUTO_CONFIRM_ACTOR, postFromSources, proposalsOfDraw } from './confirm.ts';
import {
  entriesInUse,
  lotteryDateOf,
  officialInstant,
  operatorDateOf,
  postedResults,
  slotOf,
  sourcesOfEntry,
  type Entry,
} from './draws.ts';
import { sourceAnswered, sourceFailed, storeAnswer, type ProposalRow } from './store.ts';

/** The scheduler's advisory lock: one instance at a time claims the draws due. */
const FETCH_LOCK = 40_002;

export interface FetchLog {
  warn(details: object, message: string): void;
}

interface DueDraw {
  entry: Entry;
  lotteryDate: string;
  categoryIds: string[];
}

/**
 * Asks every source of one draw, stores what each says, then applies a result only where the
 * catalog allows it (auto-confirm: two agreeing complete sources) and no result is posted yet.
 */
async function fetchDraw(
  db: Db,
  sources: readonly ResultSource[],
  draw: DueDraw,
  timeZone: string,
  now: Date,
  log?: FetchLog,
) {
  const slot = slotOf(draw.entry)!;
  const stored: ProposalRow[] = [];
  for (const source of sourcesOfEntry(sources, draw.entry)) {
    let answer: Awaited<ReturnType<ResultSource['fetch']>>;
    try {
      answer = await source.fetch(slot, draw.lotteryDate);
    } catch (error) {
      // The source could not be read (a SourceError, or worse): recorded, tried again next step.
      const text = error instanceof Error ? error.message : String(error);
      await sourceFailed(db, source.name, text, now);
      log?.warn({ source: source.name, draw: draw.entry.id, error: text }, 'results source failed');
      continue;
    }
    await sourceAnswered(db, source.name, now);
    // "Not yet" is never replaced by another day's numbers: nothing is proposed.
    if (answer.kind === 'found')
      stored.push(
        await storeAnswer(
          db,
          { catalogId: draw.entry.id, lotteryDate: draw.lotteryDate },
          source.name,
          answer,
          now,
        ),
      );
  }
  await markAgainstPosted(db, draw, timeZone);
  if (!draw.entry.autoConfirm) return stored;
  const all = await proposalsOfDraw(db, draw.entry.id, draw.lotteryDate);
  const agreed = shouldAutoConfirm(all, true);
  const date = operatorDateOf(draw.entry, draw.lotteryDate, timeZone);
  const posted = await postedResults(db, draw.categoryIds, date);
  if (!agreed || posted.length > 0) return stored;
  try {
    await postFromSources(
      db,
      AUTO_CONFIRM_ACTOR,
      draw.entry,
      draw.lotteryDate,
      agreed,
      all,
      timeZone,
    );
  } catch (error) {
    log?.warn({ draw: draw.entry.id, error: String(error) }, 'auto-confirm refused');
  }
  return stored;
}

/**
 * A source that disagrees with the result already posted is marked `disagreeing` (an alert);
 * nothing else changes: the posted result and its settlement stay as they are.
 */
async function markAgainstPosted(db: Db, draw: DueDraw, timeZone: string) {
  const date = operatorDateOf(draw.entry, draw.lotteryDate, timeZone);
  const [posted] = await postedResults(db, draw.categoryIds, date);
  if (!posted) return;
  const confirmed = drawInputOf(posted.numbers);
  for (const p of await proposalsOfDraw(db, draw.entry.id, draw.lotteryDate)) {
    const status = disagreesWithConfirmed(confirmed, p)
      ? 'disagreeing'
      : p.status === 'disagreeing'
        ? 'proposed'
        : p.status;
    if (status !== p.status)
      await db.update(resultProposals).set({ status }).where(eq(resultProposals.id, p.id));
  }
}

/**
 * The clerk's "check again" (and the tests'): asks the sources now for the draws of the
 * operator's `date` (one entry, or every entry a category is made from), whatever the schedule.
 */
export async function fetchResults(
  db: Db,
  sources: readonly ResultSource[],
  options: { date: string; catalogId?: string; timeZone: string; now?: Date; log?: FetchLog },
) {
  const now = options.now ?? new Date();
  let asked = 0;
  const proposals: ProposalRow[] = [];
  for (const { entry, categories } of await entriesInUse(db, options.catalogId)) {
    const { lotteryDate, draws } = lotteryDateOf(entry, options.date, options.timeZone);
    if (!draws || !slotOf(entry)) continue;
    const draw = { entry, lotteryDate, categoryIds: categories.map((c) => c.id) };
    asked += sourcesOfEntry(sources, entry).length;
    await claim(db, draw, now);
    proposals.push(...(await fetchDraw(db, sources, draw, options.timeZone, now, options.log)));
  }
  return { asked, proposals };
}

const claim = (db: Db | Tx, draw: DueDraw, now: Date) =>
  db
    .insert(resultFetches)
    .values({ catalogId: draw.entry.id, drawDate: draw.lotteryDate, triedAt: now })
    .onConflictDoUpdate({
      target: [resultFetches.catalogId, resultFetches.drawDate],
      set: { triedAt: now },
    });

/**
 * One scheduler tick: under a transaction-scoped advisory lock (one instance claims; another
 * that finds it held skips this tick), the draws due (domain `isDueToFetch`: official + 5 min,
 * then every 5 min up to + 4 h) are claimed by recording the try; then asked, lock released.
 */
export async function fetchDue(
  db: Db,
  sources: readonly ResultSource[],
  timeZone: string,
  now: Date,
  log?: FetchLog,
): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${FETCH_LOCK}) as got`),
    );
    if (!lock?.got) return [];
    const claimed: DueDraw[] = [];
    for (const { entry, categories } of await entriesInUse(tx)) {
      if (!slotOf(entry) || sourcesOfEntry(sources, entry).length === 0) continue;
      // Yesterday's draw too: a late-night draw's window runs past the lottery's midnight.
      const today = localDateOf(now, entry.timeZone);
      for (const lotteryDate of [addDays(today, -1), today]) {
        if (!drawsOnLotteryDate(calendarOf(entry), lotteryDate)) continue;
        const [tried] = await tx
          .select()
          .from(resultFetches)
          .where(
            and(eq(resultFetches.catalogId, entry.id), eq(resultFetches.drawDate, lotteryDate)),
          );
        if (!isDueToFetch(now, officialInstant(entry, lotteryDate), tried?.triedAt)) continue;
        const draw = { entry, lotteryDate, categoryIds: categories.map((c) => c.id) };
        await claim(tx, draw, now);
        claimed.push(draw);
      }
    }
    return claimed;
  });
  for (const draw of due) await fetchDraw(db, sources, draw, timeZone, now, log);
  return due.length;
}
