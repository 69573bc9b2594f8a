import { and, eq } from 'drizzle-orm';
import {
  coded,
  disagreesWithConfirmed,
  drawInputOf,
  latestPerSource,
  lotsFromPicks,
  type AgreedResult,
} from '@tiraj/domain';
import { audit } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { drawCatalog, resultProposals } from '../../db/schema/index.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { addWinningNumber, assertDrawClosed } from '../winning-numbers/service.ts';
import { entriesInUse, operatorDateOf, postedResults, type Entry } from './draws.ts';
import type { ProposalRow } from './store.ts';

/** Who confirms when the catalog lets two agreeing sources do it (the Journal names it). */
export const AUTO_CONFIRM_ACTOR: SessionUser = {
  id: '00000000-0000-0000-0000-000000000000',
  role: 'admin',
  userName: 'auto-confirm',
  companyId: null,
  companyName: null,
  supervisorId: null,
  language: null,
  sessionId: '',
  device: 'results scheduler',
};

/** The four typed values the admin's form sends, from the two games (the domain's one rule). */
const typedOf = (picks: AgreedResult) => {
  const { input } = lotsFromPicks(picks.pick3, picks.pick4);
  return [
    { gameCategory: 'BLT', position: 1, number: input.first },
    { gameCategory: 'BLT', position: 2, number: input.second },
    { gameCategory: 'BLT', position: 3, number: input.third },
    { gameCategory: 'L3C', position: 1, number: input.l3c },
  ];
};

/**
 * Posts a complete result for an entry's draw of `lotteryDate` on every category made from it
 * that has none yet, through the one posting service (addwiningnumber's): the same close rule,
 * the same settlement. Every category's close is checked before any is posted.
 */
export async function postFromSources(
  db: Db,
  actor: SessionUser,
  entry: Entry,
  lotteryDate: string,
  picks: AgreedResult,
  proposals: ProposalRow[],
  timeZone: string,
) {
  const [use] = await entriesInUse(db, entry.id);
  const draw = `${entry.state} ${entry.drawName}`;
  if (!use) throw refused(coded('result_proposal.no_category', { draw }));
  const date = operatorDateOf(entry, lotteryDate, timeZone);
  const postedRows = await postedResults(
    db,
    use.categories.map((c) => c.id),
    date,
  );
  const posted = new Set(postedRows.map((r) => r.lotteryCategoryId));
  // One draw, one result: a category of the entry already posted with other numbers (typed by
  // hand) is corrected there, never contradicted on the entry's other categories.
  if (postedRows.some((r) => disagreesWithConfirmed(drawInputOf(r.numbers), picks)))
    throw conflict(coded('result_proposal.disagrees_with_result'));
  const open = use.categories.filter((c) => !posted.has(c.id));
  if (open.length === 0) throw conflict(coded('result_proposal.not_proposed'));
  for (const c of open) assertDrawClosed(await resolveLotteryCategory(db, c.id), date, timeZone);
  const note = {
    proposal: proposals.map((p) => ({
      id: p.id,
      source: p.source,
      pick3: p.pick3,
      pick4: p.pick4,
    })),
    status: 'confirmed',
  };
  const data = [];
  let settledTickets = 0;
  for (const c of open) {
    const added = await addWinningNumber(
      db,
      actor,
      { lotteryCategoryName: c.id, date, numbers: typedOf(picks) },
      timeZone,
      note,
    );
    data.push(added.data);
    settledTickets += added.settledTickets;
  }
  for (const p of proposals)
    await db
      .update(resultProposals)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmedBy: actor.userName })
      .where(eq(resultProposals.id, p.id));
  return { data, settledTickets };
}

/** The clerk's one key: a complete proposal still waiting becomes the draw's result. */
export async function confirmProposal(
  db: Db,
  actor: SessionUser,
  id: string,
  timeZone: string,
  seen: { pick3?: string | null; pick4?: string | null } = {},
) {
  const [proposal] = await db.select().from(resultProposals).where(eq(resultProposals.id, id));
  if (!proposal) throw notFound('result_proposal.not_found');
  if (proposal.status !== 'proposed') throw conflict(coded('result_proposal.not_proposed'));
  if (proposal.state !== 'complete' || !proposal.pick3 || !proposal.pick4)
    throw refused(coded('result_proposal.incomplete'));
  const [entry] = await db.select().from(drawCatalog).where(eq(drawCatalog.id, proposal.catalogId));
  if (!entry) throw notFound('result_proposal.not_found');
  const picks = { pick3: proposal.pick3, pick4: proposal.pick4 };
  // The clerk confirms what the screen showed: a newer answer stored since is shown first.
  const differs = (shown: string | null | undefined, stored: string) =>
    shown !== undefined && (shown ?? '') !== stored;
  if (differs(seen.pick3, picks.pick3) || differs(seen.pick4, picks.pick4))
    throw conflict(coded('result_proposal.changed'));
  // One key is for a result no source contradicts: another source's other numbers (even one game
  // of them) leave it to the clerk, who types the result (a manual entry, the proposals beside).
  const lots = lotsFromPicks(picks.pick3, picks.pick4).input;
  const others = latestPerSource(await proposalsOfDraw(db, entry.id, proposal.drawDate)).filter(
    (p) => p.source !== proposal.source,
  );
  if (others.some((p) => disagreesWithConfirmed(lots, p)))
    throw conflict(coded('result_proposal.sources_disagree'));
  const result = await postFromSources(
    db,
    actor,
    entry,
    proposal.drawDate,
    picks,
    [proposal],
    timeZone,
  );
  await audit(db, actor, 'update', 'result-proposal', proposal.id, {
    drawName: `${entry.state} ${entry.drawName}`,
    drawDate: proposal.drawDate,
    source: proposal.source,
    before: { status: 'proposed' },
    after: { status: 'confirmed' },
  });
  return result;
}

/** The proposals of an entry's draw, every source. */
export const proposalsOfDraw = (db: Db, catalogId: string, lotteryDate: string) =>
  db
    .select()
    .from(resultProposals)
    .where(
      and(eq(resultProposals.catalogId, catalogId), eq(resultProposals.drawDate, lotteryDate)),
    );
