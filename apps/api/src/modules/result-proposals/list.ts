import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  disagreesWithConfirmed,
  drawInputOf,
  latestPerSource,
  lateness,
  lotsFromPicks,
  sameResult,
} from '@tiraj/domain';
import type { ResultAlert, ResultProposalItem } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { resultProposals, resultSourceHealth } from '../../db/schema/index.ts';
import type { ResultSource } from '../result-sources/source.ts';
import {
  entriesInUse,
  lotteryDateOf,
  officialInstant,
  postedResults,
  sourcesOfEntry,
} from './draws.ts';
import type { ProposalRow } from './store.ts';

/** A source failing this long is an alert. */
export const SOURCE_ERRORS_ALERT_MINUTES = 60;

/** Each in-use entry's draw of the operator's `date`: its proposals and its posted result. */
async function drawsOfDay(db: Db, date: string, timeZone: string) {
  const days = (await entriesInUse(db)).map(({ entry, categories }) => ({
    entry,
    categories,
    ...lotteryDateOf(entry, date, timeZone),
  }));
  const ids = days.map((d) => d.entry.id);
  const rows = ids.length
    ? await db.select().from(resultProposals).where(inArray(resultProposals.catalogId, ids))
    : [];
  const results = await postedResults(
    db,
    days.flatMap((d) => d.categories.map((c) => c.id)),
    date,
  );
  return days.map((d) => ({
    ...d,
    proposals: rows.filter((r) => r.catalogId === d.entry.id && r.drawDate === d.lotteryDate),
    posted: results.find((r) => d.categories.some((c) => c.id === r.lotteryCategoryId)),
  }));
}

const present = (p: ProposalRow, categoryId: string, date: string): ResultProposalItem => ({
  _id: p.id,
  lotteryCategoryId: categoryId,
  catalogId: p.catalogId,
  date,
  lotteryDate: p.drawDate,
  source: p.source,
  pick3: p.pick3,
  pick4: p.pick4,
  lots: lotsFromPicks(p.pick3 ?? undefined, p.pick4 ?? undefined).input,
  state: p.state,
  status: p.status,
  fetchedAt: p.fetchedAt.toISOString(),
  raw: p.raw,
});

/**
 * The proposals of the operator's `date`: one per catalog entry and source, shown on each
 * category made from that entry (so an entry behind two categories appears twice, same `_id`).
 */
export async function listProposals(db: Db, date: string, timeZone: string) {
  const days = await drawsOfDay(db, date, timeZone);
  return days.flatMap((d) =>
    d.proposals
      .sort((a, b) => a.fetchedAt.getTime() - b.fetchedAt.getTime())
      .flatMap((p) => d.categories.map((c) => present(p, c.id, date))),
  );
}

/**
 * The results' alerts of the operator's `date` at `now`: lateness by the domain's rule (no
 * proposal at official + 30 min, a proposal waiting 30 min), sources that disagree with each
 * other or with the posted result, and sources failing for an hour.
 */
export async function resultAlerts(
  db: Db,
  sources: readonly ResultSource[],
  date: string,
  timeZone: string,
  now = new Date(),
): Promise<ResultAlert[]> {
  const alerts: ResultAlert[] = [];
  for (const d of await drawsOfDay(db, date, timeZone)) {
    if (!d.draws || sourcesOfEntry(sources, d.entry).length === 0) continue;
    const about = {
      catalogId: d.entry.id,
      lotteryCategoryIds: d.categories.map((c) => c.id),
      draw: `${d.entry.state} ${d.entry.drawName}`,
    };
    const first = d.proposals.reduce<ProposalRow | undefined>(
      (a, p) => (!a || p.firstSeenAt < a.firstSeenAt ? p : a),
      undefined,
    );
    const late = lateness(
      now,
      officialInstant(d.entry, d.lotteryDate),
      first ? { fetchedAt: first.firstSeenAt } : null,
      d.posted?.createdAt ?? null,
    );
    for (const a of late)
      alerts.push({ kind: a.kind, since: a.since.toISOString(), source: null, ...about });
    const complete = latestPerSource(d.proposals).filter((p) => p.state === 'complete');
    if (complete.some((p) => !sameResult(complete[0]!, p)))
      alerts.push({
        kind: 'sources-disagree',
        since: complete
          .reduce((t, p) => (p.fetchedAt > t ? p.fetchedAt : t), new Date(0))
          .toISOString(),
        source: null,
        ...about,
      });
    if (d.posted)
      for (const p of d.proposals)
        if (disagreesWithConfirmed(drawInputOf(d.posted.numbers), p))
          alerts.push({
            kind: 'disagrees-with-result',
            since: p.fetchedAt.toISOString(),
            source: p.source,
            ...about,
          });
  }
  const failing = await db
    .select()
    .from(resultSourceHealth)
    .where(
      and(
        isNotNull(resultSourceHealth.failingSince),
        lte(
          resultSourceHealth.failingSince,
          new Date(now.getTime() - SOURCE_ERRORS_ALERT_MINUTES * 60_000),
        ),
      ),
    );
  for (const s of failing)
    alerts.push({
      kind: 'source-errors',
      since: new Date(
        s.failingSince!.getTime() + SOURCE_ERRORS_ALERT_MINUTES * 60_000,
      ).toISOString(),
      catalogId: null,
      lotteryCategoryIds: [],
      draw: null,
      source: s.source,
    });
  return alerts;
}

/** One proposal by id (tests, and the route's 404). */
export const proposalById = (db: Db, id: string) =>
  db.select().from(resultProposals).where(eq(resultProposals.id, id));
