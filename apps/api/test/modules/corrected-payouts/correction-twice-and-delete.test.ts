import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromCentimes } from '@tiraj/domain';
import { paymentAlerts } from '../../../src/db/schema/index.ts';
import { bearer } from '../../support/factories.ts';
import { DRAW, payoutsApp } from '../../support/payouts.ts';
import { closeDraw, typed } from '../../support/results.ts';

const { app, db, adminToken, counter, pay, stored } = await payoutsApp();

/** One winner of 500 HTG (BLT 27 on the 1st lot) paid at the counter, its draw closed. */
async function onePaidWinner() {
  const s = await counter();
  const winner = await s.ticket();
  const { data } = await s.post();
  expect((await pay(s.tokens.seller, winner.code)).statusCode).toBe(200);
  await closeDraw(app, adminToken, s.drawn.name, DRAW);
  return { ...s, winner, resultId: data._id as string };
}

const alertsOf = async (companyId: string) =>
  (await db.select().from(paymentAlerts).where(eq(paymentAlerts.companyId, companyId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

describe('A correction after payouts tells only what it adds (issue 38)', () => {
  it('a second correction of the same draw counts its own part, not the whole again', async () => {
    const s = await onePaidWinner();
    const correct = (lots: { first: string; second: string; third: string; l3c: string }) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/updatewiningnumber/${s.resultId}`,
        headers: bearer(adminToken),
        payload: { lotteryCategoryName: s.drawn.name, date: DRAW, numbers: typed(lots) },
      });
    // 27 moves to the 2nd lot: the ticket still wins, less than the 500 HTG paid.
    expect((await correct({ first: '28', second: '27', third: '61', l3c: '828' })).statusCode).toBe(
      200,
    );
    const { paidOutAmount, paidAmount: wonAfterFirst } = await stored(s.winner.id);
    expect(wonAfterFirst).toBeGreaterThan(0);
    expect(wonAfterFirst).toBeLessThan(paidOutAmount!);
    // Then out of every lot: it wins nothing.
    expect((await correct({ first: '28', second: '29', third: '61', l3c: '828' })).statusCode).toBe(
      200,
    );
    const alerts = await alertsOf(s.company.id);
    expect(alerts.map((a) => a.correctedAfterPayout?.overpaid)).toEqual([
      fromCentimes(paidOutAmount! - wonAfterFirst),
      fromCentimes(wonAfterFirst),
    ]);
    // Together, what the ticket was paid beyond what it wins now: never counted twice.
    expect(alerts.reduce((sum, a) => sum + a.correctedAfterPayout!.overpaid, 0)).toBe(
      fromCentimes(paidOutAmount!),
    );
    // A third save that changes nothing for it tells no one.
    expect((await correct({ first: '28', second: '29', third: '62', l3c: '828' })).statusCode).toBe(
      200,
    );
    expect(await alertsOf(s.company.id)).toHaveLength(2);
  });

  it('a result deleted after payouts tells the company, as a correction does', async () => {
    const s = await onePaidWinner();
    const r = await app.inject({
      method: 'DELETE',
      url: `/api/admin/deletewiningnumber/${s.resultId}`,
      headers: bearer(adminToken),
    });
    expect(r.statusCode, r.body).toBe(200);
    const [alert] = await alertsOf(s.company.id);
    expect(alert!.correctedAfterPayout).toMatchObject({
      category: s.drawn.name,
      date: DRAW,
      before: '27-44-61 (L3C 827)',
      after: '—',
      tickets: 1,
      paidOut: 500,
      overpaid: 500,
    });
    expect(await stored(s.winner.id)).toMatchObject({ paidAmount: 0, paidOutAmount: 50_000 });
  });
});

describe('A write-off takes the amount the owner confirmed, or nothing', () => {
  it('refused with what is outstanding now when a correction changed it in between', async () => {
    const s = await onePaidWinner();
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/admin/deletewiningnumber/${s.resultId}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode, del.body).toBe(200);
    const writeOff = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/subadmin/writeoffpayout',
        headers: bearer(s.tokens.subadmin),
        payload: { ticketId: s.winner.code, amount, reason: 'client parti' },
      });
    // The screen showed 300 HTG; 500 is outstanding now.
    const stale = await writeOff(300);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().code).toBe('payout.over_outstanding');
    expect(stale.json().details).toEqual({ outstanding: 500 });
    const list = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getcorrectedpayouts',
      headers: bearer(s.tokens.subadmin),
    });
    expect(list.json().data[0]).toMatchObject({ ticketId: s.winner.code, outstanding: 500 });
    // What it shows now is taken, to the centime, once.
    expect((await writeOff(500)).statusCode).toBe(200);
    expect((await writeOff(500)).json()).toMatchObject({ code: 'payout.nothing_outstanding' });
  });
});
