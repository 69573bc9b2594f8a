import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@tiraj/domain';
import {
  auditLog,
  drawCatalog,
  resultProposals,
  ticketLines,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { lotteryDateOf } from '../../../src/modules/result-proposals/draws.ts';
import { postResult } from '../../support/results.ts';
import { insertTicket } from '../../support/ticket-factory.ts';
import { TZ } from '../../support/zone.ts';
import { proposalsApp, servesNy } from './support.ts';

const { app, db, fake, fixture, tokens, asAdmin } = await proposalsApp();
const today = localDateOf(new Date(), TZ);
const yesterday = addDays(today, -1);

const entryOf = async (state: string, drawName: string) =>
  (await db.select().from(drawCatalog)).find((e) => e.state === state && e.drawName === drawName)!;
const categoryFrom = async (catalogId: string) => {
  const made = await asAdmin('POST', '/api/admin/addlotterycategoryfromcatalog', { catalogId });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data._id as string;
};

const ny = await entryOf('New York', 'Midday');
const nyCategory = await categoryFrom(ny.id);
const { lotteryDate } = lotteryDateOf(ny, yesterday, TZ);

describe('result proposals (issue 40): fetch, list, confirm', () => {
  it('fetches a complete proposal, lists it on its category, and Enter confirms and settles', async () => {
    servesNy(fake, { [lotteryDate]: { pick3: '457', pick4: '1290' } });
    const ticket = await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: nyCategory,
      drawDate: yesterday,
      lines: [{ game: 'BLT', number: '57', amount: 10 }],
    });
    const fetched = await asAdmin('POST', '/api/admin/fetchresults', {
      date: yesterday,
      catalogId: ny.id,
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json().data.asked).toBe(1);
    const listed = await asAdmin('GET', `/api/admin/getresultproposals?date=${yesterday}`);
    expect(listed.statusCode).toBe(200);
    const [proposal] = listed.json().data;
    expect(proposal).toMatchObject({
      lotteryCategoryId: nyCategory,
      catalogId: ny.id,
      date: yesterday,
      lotteryDate,
      source: 'ny-open-data',
      pick3: '457',
      pick4: '1290',
      lots: { first: '57', second: '12', third: '90', l3c: '457' },
      state: 'complete',
      status: 'proposed',
    });
    expect(proposal.raw).toEqual([
      { draw_date: `${lotteryDate}T00:00:00.000`, midday_daily: '457', midday_win_4: '1290' },
    ]);
    expect(fetched.json().data.proposals).toEqual([proposal]);
    const [row] = await db
      .select()
      .from(resultProposals)
      .where(eq(resultProposals.id, proposal._id));
    expect(row!.answers).toHaveLength(1);

    // What the screen showed goes with the key: a source that answered otherwise since is seen first.
    const stale = await asAdmin('POST', `/api/admin/confirmresultproposal/${proposal._id}`, {
      pick3: '457',
      pick4: '1291',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('result_proposal.changed');
    const confirmed = await asAdmin('POST', `/api/admin/confirmresultproposal/${proposal._id}`, {
      pick3: '457',
      pick4: '1290',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, settledTickets: 1 });
    const [result] = await db
      .select()
      .from(winningNumbers)
      .where(
        and(
          eq(winningNumbers.lotteryCategoryId, nyCategory),
          eq(winningNumbers.drawDate, yesterday),
        ),
      );
    expect(result!.numbers.slice(0, 4).map((n) => n.number)).toEqual(['57', '12', '90', '457']);
    const [line] = await db.select().from(ticketLines).where(eq(ticketLines.ticketId, ticket.id));
    expect(line!.winFlag).toBe(true);
    const [after] = await db
      .select()
      .from(resultProposals)
      .where(eq(resultProposals.id, proposal._id));
    expect(after).toMatchObject({ status: 'confirmed', confirmedBy: expect.any(String) });
    const journal = await db.select().from(auditLog).where(eq(auditLog.entityId, result!.id));
    expect(journal[0]!.details).toMatchObject({
      status: 'confirmed',
      proposal: [{ id: proposal._id, source: 'ny-open-data', pick3: '457', pick4: '1290' }],
    });

    // Confirmed once: again is a conflict, nothing posted twice.
    const again = await asAdmin('POST', `/api/admin/confirmresultproposal/${proposal._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('result_proposal.not_proposed');
  });

  it('keeps an incomplete proposal, never confirmable (422), and answers 404 for an unknown id', async () => {
    const evening = await entryOf('New York', 'Evening');
    const eveningCategory = await categoryFrom(evening.id);
    const date = lotteryDateOf(evening, yesterday, TZ).lotteryDate;
    fake.answer('/ny', () => ({
      body: JSON.stringify([{ draw_date: `${date}T00:00:00.000`, evening_daily: '803' }]),
    }));
    const fetched = await asAdmin('POST', '/api/admin/fetchresults', {
      date: yesterday,
      catalogId: evening.id,
    });
    const proposal = fetched
      .json()
      .data.proposals.find((p: { catalogId: string }) => p.catalogId === evening.id);
    expect(proposal).toMatchObject({
      state: 'incomplete',
      pick3: '803',
      pick4: null,
      lots: { first: '03', second: '', third: '', l3c: '803' },
    });
    const refusedAnswer = await asAdmin('POST', `/api/admin/confirmresultproposal/${proposal._id}`);
    expect(refusedAnswer.statusCode).toBe(422);
    expect(refusedAnswer.json().code).toBe('result_proposal.incomplete');
    const stored = await db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.drawDate, yesterday));
    expect(stored.map((r) => r.lotteryCategoryId)).toEqual([nyCategory]);

    // The clerk types it instead: a manual entry, journaled with the proposal beside it.
    const typed = await postResult(app, tokens.admin, eveningCategory, yesterday, {
      first: '03',
      second: '04',
      third: '17',
      l3c: '803',
    });
    const journal = await db.select().from(auditLog).where(eq(auditLog.entityId, typed.data._id));
    expect(journal[0]!.details).toMatchObject({
      status: 'manual',
      proposal: [{ id: proposal._id, source: 'ny-open-data', pick3: '803', pick4: null }],
    });

    const unknown = await asAdmin(
      'POST',
      '/api/admin/confirmresultproposal/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('result_proposal.not_found');
  });

  it('refuses to confirm before the close, as posting does', async () => {
    // A draw two hours from now, in UTC: its sales are open.
    const at = new Date(Date.now() + 2 * 3600_000).toISOString().slice(11, 16);
    const added = await asAdmin('POST', '/api/admin/adddrawcatalog', {
      state: 'New York',
      drawName: 'Night',
      game3Name: 'Numbers',
      game4Name: 'Win 4',
      game3Time: at,
      game4Time: at,
      timeZone: 'UTC',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = (
      await db.select().from(drawCatalog).where(eq(drawCatalog.id, added.json().data._id))
    )[0]!;
    await categoryFrom(entry.id);
    const [row] = await db
      .insert(resultProposals)
      .values({
        catalogId: entry.id,
        drawDate: lotteryDateOf(entry, today, TZ).lotteryDate,
        source: 'ny-open-data',
        pick3: '111',
        pick4: '2222',
        state: 'complete',
        status: 'proposed',
        fetchedAt: new Date(),
        firstSeenAt: new Date(),
        raw: [],
        answers: [],
      })
      .returning();
    const early = await asAdmin('POST', `/api/admin/confirmresultproposal/${row!.id}`);
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().code).toBe('winning_number.not_closed');
    const [still] = await db.select().from(resultProposals).where(eq(resultProposals.id, row!.id));
    expect(still!.status).toBe('proposed');
  });

  it('one key is refused while another source contradicts, or a posted result differs', async () => {
    const propose = async (
      catalogId: string,
      drawDate: string,
      source: string,
      p3: string,
      p4?: string,
    ) => {
      const [row] = await db
        .insert(resultProposals)
        .values({
          catalogId,
          drawDate,
          source,
          pick3: p3,
          pick4: p4 ?? null,
          state: p4 ? 'complete' : 'incomplete',
          status: 'proposed',
          fetchedAt: new Date(),
          firstSeenAt: new Date(),
          raw: [],
          answers: [],
        })
        .returning();
      return row!.id;
    };
    const postedOn = (categoryId: string) =>
      db
        .select()
        .from(winningNumbers)
        .where(
          and(
            eq(winningNumbers.lotteryCategoryId, categoryId),
            eq(winningNumbers.drawDate, yesterday),
          ),
        );

    // Another source has only its Pick 3, and another one: the clerk types the result.
    const midday = await entryOf('Florida', 'Midday');
    const middayCategory = await categoryFrom(midday.id);
    const middayDate = lotteryDateOf(midday, yesterday, TZ).lotteryDate;
    const first = await propose(midday.id, middayDate, 'source-a', '457', '1290');
    await propose(midday.id, middayDate, 'source-b', '458');
    const disputed = await asAdmin('POST', `/api/admin/confirmresultproposal/${first}`);
    expect(disputed.statusCode, disputed.body).toBe(409);
    expect(disputed.json().code).toBe('result_proposal.sources_disagree');
    expect(await postedOn(middayCategory)).toEqual([]);

    // Two categories of one draw: one typed by hand with other numbers, the proposal is not
    // posted on the other (one draw, one result).
    const evening = await entryOf('Florida', 'Evening');
    const typedCategory = await categoryFrom(evening.id);
    const made = await asAdmin('POST', '/api/admin/addlotterycategoryfromcatalog', {
      catalogId: evening.id,
      lotteryName: 'Florida Evening bis',
    });
    expect(made.statusCode, made.body).toBe(200);
    const otherCategory = made.json().data._id as string;
    await postResult(app, tokens.admin, typedCategory, yesterday, {
      first: '11',
      second: '22',
      third: '33',
      l3c: '011',
    });
    const eveningDate = lotteryDateOf(evening, yesterday, TZ).lotteryDate;
    const proposed = await propose(evening.id, eveningDate, 'source-a', '457', '1290');
    const differs = await asAdmin('POST', `/api/admin/confirmresultproposal/${proposed}`);
    expect(differs.statusCode, differs.body).toBe(409);
    expect(differs.json().code).toBe('result_proposal.disagrees_with_result');
    expect(await postedOn(otherCategory)).toEqual([]);
  });
});
