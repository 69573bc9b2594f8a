import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDateTimeOf, ticketCodeFrom } from '@tiraj/domain';
import { bearer } from '../../support/factories.ts';
import { TZ } from '../../support/zone.ts';
import { DRAW, payoutsApp } from '../../support/payouts.ts';

const { app, counter, check, pay, stored, payAudits } = await payoutsApp();

describe('GET /api/seller/checkticket and POST /api/seller/payticket', () => {
  it('answers every state, and pays only a won ticket', async () => {
    const s = await counter();
    const won = await s.ticket();
    const lost = await s.ticket({ number: '55' });
    const waiting = await s.ticket({ draw: 'pending' });
    const deleted = await s.ticket();
    // Deleted after its draw closed, before the result (after it, no one deletes).
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/subadmin/deleteticket/${deleted.id}`,
      headers: bearer(s.tokens.subadmin),
      payload: { reason: 'Sold by mistake' },
    });
    expect(del.statusCode, del.body).toBe(200);
    await s.post();

    for (const [t, state, payout] of [
      [waiting, 'waiting', 0],
      [lost, 'lost', 0],
      [won, 'won', 500],
      [deleted, 'deleted', 500],
    ] as const) {
      const r = await check(s.tokens.seller, t.code);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        success: true,
        data: {
          state,
          payout,
          canPay: state === 'won',
          companyName: s.company.name,
          ticket: { _id: t.id, ticketId: t.code, paidOutAt: null, paidOutBy: null },
        },
      });
    }

    for (const [t, state, message] of [
      [waiting, 'waiting', 'This ticket cannot be paid yet: its draw has no result.'],
      [lost, 'lost', 'This ticket did not win: there is nothing to pay.'],
      [deleted, 'deleted', 'This ticket was deleted: it cannot be paid.'],
    ] as const) {
      const r = await pay(s.tokens.seller, t.code);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toEqual({
        success: false,
        message,
        code: `payout.${state}`,
        details: { state },
      });
      expect((await stored(t.id)).paidOutAt).toBeNull();
    }

    const paid = await pay(s.tokens.seller, won.code.toLowerCase().replace('-', ''));
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Ticket paid out',
      data: {
        state: 'paid',
        payout: 500,
        canPay: false,
        ticket: { _id: won.id, paidOutBy: { _id: s.seller.id, userName: s.seller.userName } },
      },
    });
    const row = await stored(won.id);
    expect(row.paidOutBy).toBe(s.seller.id);
    expect(body.data.ticket.paidOutAt).toBe(row.paidOutAt!.toISOString());
    expect(Date.now() - row.paidOutAt!.getTime()).toBeLessThan(60_000);
    const audits = await payAudits(won.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: s.company.id,
      actorId: s.seller.id,
      entity: 'ticket',
      details: { ticketId: won.code, paidOut: 500 },
    });

    // Paid: the check says so, and every ticket list carries who and when.
    const again = await check(s.tokens.seller, ` ${won.code.toLowerCase()} `);
    expect(again.json().data).toMatchObject({ state: 'paid', canPay: false });
    const list = await app.inject({
      method: 'GET',
      url: `/api/seller/gettickets?fromDate=${DRAW}&toDate=${DRAW}`,
      headers: bearer(s.tokens.seller),
    });
    expect(list.json().data.find((t: { _id: string }) => t._id === won.id)).toMatchObject({
      paidOutAt: row.paidOutAt!.toISOString(),
      paidOutBy: { _id: s.seller.id, userName: s.seller.userName },
    });
  });

  it('refuses a second payment with when and by whom (409), and stores nothing more', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    expect((await pay(s.tokens.seller, won.code)).statusCode).toBe(200);
    const before = await stored(won.id);

    for (const [token, who] of [
      [s.tokens.seller, 'seller'],
      [s.tokens.subadmin, 'subadmin'],
    ] as const) {
      const second = await pay(token, won.code, who);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toEqual({
        success: false,
        message: `This ticket was already paid out on ${localDateTimeOf(before.paidOutAt!, TZ)} by ${s.seller.userName}`,
        code: 'payout.already_paid',
        params: { when: localDateTimeOf(before.paidOutAt!, TZ), by: s.seller.userName },
        details: {
          paidOutAt: before.paidOutAt!.toISOString(),
          paidOutBy: { _id: s.seller.id, userName: s.seller.userName },
        },
      });
    }
    expect(await stored(won.id)).toEqual(before);
    expect(await payAudits(won.id)).toHaveLength(1);
  });

  it('pays once of 10 payments at once: one 200, nine 409', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.tokens.subadmin),
      payload: { sellersPayAnyTicket: true },
    });
    const tokens = [s.tokens.seller, s.tokens.colleague];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(tokens[i % 2]!, won.code)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data.ticket.paidOutBy;
    expect((await stored(won.id)).paidOutBy).toBe(winner._id);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().details.paidOutBy).toEqual(winner);
    expect(await payAudits(won.id)).toHaveLength(1);
  });

  it("answers 404 for another company's ticket, an unknown code, and 400 for a code that cannot be one", async () => {
    const s = await counter();
    const other = await counter();
    const theirs = await other.ticket();
    await other.post();

    for (const code of [theirs.code, ticketCodeFrom(randomBytes(8))]) {
      const c = await check(s.tokens.seller, code);
      expect(c.statusCode, c.body).toBe(404);
      expect(c.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
      expect((await pay(s.tokens.seller, code)).statusCode).toBe(404);
      expect((await pay(s.tokens.subadmin, code, 'subadmin')).statusCode).toBe(404);
    }
    expect((await stored(theirs.id)).paidOutAt).toBeNull();

    for (const code of ['K7M4-2QX', 'K7M4-2QX0', '', 'x'.repeat(41)]) {
      const c = await check(s.tokens.seller, code);
      expect(c.statusCode, `${code}: ${c.body}`).toBe(400);
      expect(c.json().errors[0].field).toBe('ticketId');
      expect((await pay(s.tokens.seller, code)).statusCode).toBe(400);
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/seller/payticket',
      headers: bearer(s.tokens.seller),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it("lets a seller pay another seller's ticket only when the company's switch is on", async () => {
    const s = await counter();
    const theirs = await s.ticket({ sellerId: s.colleague.id });
    await s.post();

    const checked = await check(s.tokens.seller, theirs.code);
    expect(checked.json().data).toMatchObject({
      state: 'won',
      canPay: false,
      ticket: { seller: { _id: s.colleague.id } },
    });
    const refused = await pay(s.tokens.seller, theirs.code);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This company lets its sellers pay out only the tickets they sold.',
      code: 'payout.own_tickets_only',
    });
    expect((await stored(theirs.id)).paidOutAt).toBeNull();

    const on = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatesellerpayout',
      headers: bearer(s.tokens.subadmin),
      payload: { sellersPayAnyTicket: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({
      success: true,
      message: 'Sellers payout updated.',
      sellersPayAnyTicket: true,
    });
    expect((await check(s.tokens.seller, theirs.code)).json().data.canPay).toBe(true);
    const paid = await pay(s.tokens.seller, theirs.code);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stored(theirs.id)).toMatchObject({ paidOutBy: s.seller.id });
  });

  it('lets the company pay any of its tickets (POST /api/subadmin/payticket)', async () => {
    const s = await counter();
    const won = await s.ticket({ sellerId: s.colleague.id });
    const waiting = await s.ticket({ draw: 'pending' });
    await s.post();

    const paid = await pay(s.tokens.subadmin, won.code, 'subadmin');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      state: 'paid',
      canPay: false,
      ticket: { paidOutBy: { _id: s.subadmin.id, userName: s.subadmin.userName } },
    });
    expect(await stored(won.id)).toMatchObject({ paidOutBy: s.subadmin.id });
    const early = await pay(s.tokens.subadmin, waiting.code, 'subadmin');
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual({ state: 'waiting' });
    // The seller who sold it sees who paid it.
    const seen = await check(s.tokens.colleague, won.code);
    expect(seen.json().data.ticket.paidOutBy).toEqual({
      _id: s.subadmin.id,
      userName: s.subadmin.userName,
    });
  });

  it('refuses to delete a paid-out ticket, naming when and by whom it was paid', async () => {
    const s = await counter();
    const won = await s.ticket();
    await s.post();
    expect((await pay(s.tokens.seller, won.code)).statusCode).toBe(200);
    const { paidOutAt } = await stored(won.id);
    const message = `This ticket was paid out on ${localDateTimeOf(paidOutAt!, TZ)} by ${s.seller.userName}: it cannot be deleted.`;

    for (const [token, url] of [
      [s.tokens.subadmin, `/api/subadmin/deleteticket/${won.id}`],
      [s.tokens.supervisor, `/api/supervisor/deleteticket/${won.id}`],
      [s.tokens.seller, `/api/seller/deleteticket/${won.id}`],
    ] as const) {
      const r = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
      expect(r.statusCode, `${url}: ${r.body}`).toBe(422);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    expect(await stored(won.id)).toMatchObject({ deletedAt: null, paidOutBy: s.seller.id });
  });
});
