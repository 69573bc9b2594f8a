import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDateTimeOf, ticketCodeFrom } from '@tiraj/domain';
import { bearer, createUser } from '../../support/factories.ts';
import { TZ } from '../../support/zone.ts';
import { payoutsApp } from '../../support/payouts.ts';

const { app, db, counter, pay, stored, payAudits } = await payoutsApp();

/** What the seller's own Balans says: a supervisor's payout must leave it as it was. */
async function balanceOf(token: string) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/seller/getbalance',
    headers: bearer(token),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

describe('POST /api/supervisor/payticket', () => {
  it("pays its own seller's winner above the seller payout limit; the seller's money stays", async () => {
    const s = await counter();
    const won = await s.ticket(); // wins 500 HTG
    await s.post();
    const limit = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatepayoutlimit',
      headers: bearer(s.tokens.subadmin),
      payload: { sellerPayoutLimit: 100 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    // The seller may not pay it: the office or the supervisor does.
    const bySeller = await pay(s.tokens.seller, won.code);
    expect(bySeller.json()).toMatchObject({ code: 'payout.over_seller_limit' });
    const before = await balanceOf(s.tokens.seller);

    // The code as typed: no dash, lower case.
    const paid = await pay(
      s.tokens.supervisor,
      won.code.toLowerCase().replace('-', ''),
      'supervisor',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      message: 'Ticket paid out',
      data: {
        state: 'paid',
        payout: 500,
        canPay: false,
        ticket: {
          _id: won.id,
          paidOutBy: { _id: s.supervisor.id, userName: s.supervisor.userName },
        },
      },
    });
    const row = await stored(won.id);
    expect(row).toMatchObject({ paidOutBy: s.supervisor.id, paidOutAmount: 50_000 });
    expect(paid.json().data.ticket.paidOutAt).toBe(row.paidOutAt!.toISOString());
    const audits = await payAudits(won.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: s.company.id,
      actorId: s.supervisor.id,
      details: { ticketId: won.code, paidOut: 500 },
    });
    // Not the seller's drawer: its day's payouts and its balance are unchanged.
    expect(await balanceOf(s.tokens.seller)).toEqual(before);
    expect(before.today.payouts).toBe(0);
  });

  it("answers 404 for a ticket none of its sellers sold, another company's included, and pays nothing", async () => {
    const s = await counter();
    const other = await counter();
    // Another supervisor of the same company, with a seller of its own.
    const rival = await createUser(db, 'supervisor', s.company.id);
    const rivalSeller = await createUser(db, 'seller', s.company.id, { supervisorId: rival.id });
    const ofRival = await s.ticket({ sellerId: rivalSeller.id });
    const ofColleague = await s.ticket({ sellerId: s.colleague.id }); // a seller with no supervisor
    const theirs = await other.ticket();
    await s.post();
    await other.post();

    for (const t of [ofRival, ofColleague, theirs]) {
      const r = await pay(s.tokens.supervisor, t.code, 'supervisor');
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
      expect(await stored(t.id)).toMatchObject({ paidOutAt: null, paidOutBy: null });
      expect(await payAudits(t.id)).toHaveLength(0);
    }
    const unknown = await pay(s.tokens.supervisor, ticketCodeFrom(randomBytes(8)), 'supervisor');
    expect(unknown.statusCode).toBe(404);
    // The company pays the rival supervisor's seller's winner.
    expect((await pay(s.tokens.subadmin, ofRival.code, 'subadmin')).statusCode).toBe(200);
  });

  it('refuses a second payment (409, when and by whom) and a ticket that does not pay (422)', async () => {
    const s = await counter();
    const won = await s.ticket();
    const bySeller = await s.ticket();
    const lost = await s.ticket({ number: '55' });
    const waiting = await s.ticket({ draw: 'pending' });
    const deleted = await s.ticket();
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/subadmin/deleteticket/${deleted.id}`,
      headers: bearer(s.tokens.subadmin),
      payload: { reason: 'Sold by mistake' },
    });
    expect(del.statusCode, del.body).toBe(200);
    await s.post();

    expect((await pay(s.tokens.supervisor, won.code, 'supervisor')).statusCode).toBe(200);
    expect((await pay(s.tokens.seller, bySeller.code)).statusCode).toBe(200);
    for (const [t, payer] of [
      [won, s.supervisor],
      [bySeller, s.seller],
    ] as const) {
      const before = await stored(t.id);
      const when = localDateTimeOf(before.paidOutAt!, TZ);
      const again = await pay(s.tokens.supervisor, t.code, 'supervisor');
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: `This ticket was already paid out on ${when} by ${payer.userName}`,
        code: 'payout.already_paid',
        params: { when, by: payer.userName },
        details: {
          paidOutAt: before.paidOutAt!.toISOString(),
          paidOutBy: { _id: payer.id, userName: payer.userName },
        },
      });
      expect(await stored(t.id)).toEqual(before);
      expect(await payAudits(t.id)).toHaveLength(1);
    }

    for (const [t, state] of [
      [waiting, 'waiting'],
      [lost, 'lost'],
      [deleted, 'deleted'],
    ] as const) {
      const r = await pay(s.tokens.supervisor, t.code, 'supervisor');
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ code: `payout.${state}`, details: { state } });
      expect((await stored(t.id)).paidOutAt).toBeNull();
    }
  });
});
