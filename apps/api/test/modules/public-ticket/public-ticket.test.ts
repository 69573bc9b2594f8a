import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TICKET_CODE_ALPHABET } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { TZ } from '../../support/zone.ts';
import { bearer, deleteTicketRow, insertTicket, shop } from '../../support/factories.ts';
import { DRAW, payoutsApp } from '../../support/payouts.ts';
import { correctResult } from '../../support/results.ts';
import { sell } from '../../support/sales.ts';

const { app, db, adminToken, counter, check, pay } = await payoutsApp();

const read = (reference: string, to = app) =>
  to.inject({ method: 'GET', url: `/api/public/ticket/${encodeURIComponent(reference)}` });

/** The public reference the API answers with a ticket (the seller's check carries it too). */
async function referenceOf(token: string, code: string) {
  const answer = await check(token, code);
  expect(answer.statusCode, answer.body).toBe(200);
  const { publicRef, publicUrl } = answer.json().data.ticket;
  expect(publicUrl).toMatch(new RegExp(`^http://localhost(:\\d+)?/t/${publicRef}$`));
  return publicRef as string;
}

/** The character after `c` in the code alphabet: an alteration that stays well formed. */
const next = (c: string) =>
  TICKET_CODE_ALPHABET[(TICKET_CODE_ALPHABET.indexOf(c) + 1) % TICKET_CODE_ALPHABET.length]!;

describe('GET /api/public/ticket/:reference', () => {
  it('answers the ticket by its reference, and every state: waiting → won → paid; lost; cancelled', async () => {
    const s = await counter();
    const winner = await s.ticket();
    const loser = await s.ticket({ number: '55' });
    const cancelled = await s.ticket();
    const ref = await referenceOf(s.tokens.seller, winner.code);
    expect(ref).toMatch(new RegExp(`^${winner.code}-[${TICKET_CODE_ALPHABET}]{6}$`));

    const waiting = await read(ref);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(waiting.json()).toEqual({
      success: true,
      data: {
        company: { name: s.company.name, logo: null, address: '' },
        draw: s.drawn.name,
        date: expect.any(String),
        soldAt: expect.any(String),
        // The page has no session: the answer says the operator's zone its times are read in.
        timeZone: TZ,
        lines: [
          {
            gameCategory: 'BLT',
            number: '27',
            amount: 10,
            bonus: false,
            winFlag: false,
            payout: 0,
          },
        ],
        total: 10,
        state: 'waiting',
        payout: 0,
        paidAt: null,
        paidOut: null,
        payAt: null,
      },
    });

    const cancelledRef = await referenceOf(s.tokens.seller, cancelled.code);
    const loserRef = await referenceOf(s.tokens.seller, loser.code);
    await deleteTicketRow(db, cancelled.id);
    await s.post(); // BLT 27 first: 10 × 50 = 500 HTG
    expect((await read(ref)).json().data).toMatchObject({
      state: 'won',
      payout: 500,
      paidAt: null,
      payAt: 'seller',
      lines: [{ number: '27', winFlag: true, payout: 500 }],
    });
    expect((await read(loserRef)).json().data).toMatchObject({ state: 'lost', payout: 0 });
    expect((await read(cancelledRef)).json().data).toMatchObject({ state: 'cancelled', payout: 0 });

    expect((await pay(s.tokens.seller, winner.code)).statusCode).toBe(200);
    const paid = (await read(ref)).json().data;
    expect(paid).toMatchObject({ state: 'paid', payout: 500, paidOut: 500, payAt: null });
    expect(Date.parse(paid.paidAt)).not.toBeNaN();
  });

  it('a winner paid, then its result corrected: says the 500 HTG paid, and what it wins now (issue 38)', async () => {
    const s = await counter();
    const winner = await s.ticket();
    const ref = await referenceOf(s.tokens.seller, winner.code);
    const { data } = await s.post();
    expect((await pay(s.tokens.seller, winner.code)).statusCode).toBe(200);
    await correctResult(app, adminToken, data._id, s.drawn.name, DRAW, {
      first: '28',
      second: '44',
      third: '61',
      l3c: '828',
    });
    const corrected = (await read(ref)).json().data;
    expect(corrected).toMatchObject({ state: 'paid', payout: 0, paidOut: 500 });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, winner.id));
    expect(corrected.paidAt).toBe(row!.paidOutAt!.toISOString());
  });

  it('tells nothing of the seller, the customer or the ids', async () => {
    const s = await counter();
    const t = await s.ticket();
    const body = (await read(await referenceOf(s.tokens.seller, t.code))).body;
    for (const secret of [s.seller.userName, s.seller.id, t.id, s.company.id, 'imei', 'seller'])
      expect(body).not.toContain(secret);
  });

  it('answers the same 404 for a reference altered by one character, an unknown code, another format', async () => {
    const s = await counter();
    const t = await s.ticket();
    const ref = await referenceOf(s.tokens.seller, t.code);
    const last = ref.at(-1)!;
    const codeChar = ref[0]!;
    const refused = [
      ref.slice(0, -1) + next(last), // the signature altered
      next(codeChar) + ref.slice(1), // the code altered, the signature kept
      `${t.code}-${'2'.repeat(6)}`, // a made-up signature
      t.code, // the bare code
      'ZZZZ-ZZZZ-ZZZZZZ', // an unknown code
      'not a reference',
      `${ref}X`,
    ];
    const answers = await Promise.all(refused.map((r) => read(r)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, refused[i]).toBe(404);
      expect(answer.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
    }
    // Read as typed from paper: lower case, no dashes.
    expect((await read(ref.replace(/-/g, '').toLowerCase())).statusCode).toBe(200);
  });

  it("two companies' tickets of the same code: each reference finds its own, never the other's", async () => {
    const a = await counter();
    const b = await counter();
    const code = 'K7M4-2QXP';
    const ticketOf = (s: typeof a) =>
      insertTicket(db, {
        companyId: s.company.id,
        sellerId: s.seller.id,
        lotteryCategoryId: s.drawn.id,
        drawDate: '2026-11-01',
        ticketCode: code,
        lines: [{ game: 'BLT', number: '27', amount: 10 }],
      });
    await ticketOf(a);
    await ticketOf(b);
    const refA = await referenceOf(a.tokens.seller, code);
    const refB = await referenceOf(b.tokens.seller, code);
    expect(refA).not.toBe(refB);
    expect((await read(refA)).json().data.company.name).toBe(a.company.name);
    expect((await read(refB)).json().data.company.name).toBe(b.company.name);
  });

  it('is counted per client address: over the limit, 429 with Retry-After', async () => {
    const limited = await testApp({ PUBLIC_TICKET_PER_MINUTE: '3' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await read('ZZZZ-ZZZZ-ZZZZZZ', limited.app));
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 429]);
    expect(answers[3]!.json()).toMatchObject({ success: false, code: 'rate_limit.too_many' });
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('publicRef and publicUrl on every ticket the API answers', () => {
  it('the sale, the seller list, the company list and the check carry the same reference', async () => {
    const s = await shop(app, db);
    const sold = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    const { publicRef, publicUrl, ticketId } = sold.json().data;
    expect(publicRef).toMatch(new RegExp(`^${ticketId}-`));
    expect(publicUrl).toMatch(new RegExp(`/t/${publicRef}$`));
    const day = `fromDate=${s.category.drawDate}&toDate=${s.category.drawDate}`;
    const list = await app.inject({
      method: 'GET',
      url: `/api/seller/gettickets?${day}`,
      headers: bearer(s.tokens.seller),
    });
    expect(list.json().data[0]).toMatchObject({ ticketId, publicRef, publicUrl });
    // The company's paged list: summaries without their lines carry it too.
    const company = await app.inject({
      method: 'GET',
      url: `/api/subadmin/gettickets?${day}&page=1`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data[0]).toMatchObject({ ticketId, publicRef, publicUrl });
    expect((await read(publicRef)).statusCode).toBe(200);
  });

  it('names PUBLIC_URL when it is set', async () => {
    const other = await testApp({ PUBLIC_URL: 'https://tiraj.example/' });
    const s = await shop(other.app, other.ctx.db);
    const sold = await sell(other.app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(sold.json().data.publicUrl).toBe(
      `https://tiraj.example/t/${sold.json().data.publicRef}`,
    );
  });

  // Issue 36: a ticket sold under LotterySoft's layout says so, for the page to name its L5C 3 as
  // it was sold (L3C + 1st lot); a ticket sold today says nothing.
  it('says resultLayout 1 only on a ticket sold under LotterySoft’s layout', async () => {
    const s = await counter();
    const old = await s.ticket();
    const today = await s.ticket();
    await db.update(tickets).set({ resultLayout: 1 }).where(eq(tickets.id, old.id));
    const answer = async (code: string) =>
      (await read(await referenceOf(s.tokens.seller, code))).json().data;
    expect((await answer(old.code)).resultLayout).toBe(1);
    expect(await answer(today.code)).not.toHaveProperty('resultLayout');
  });
});
