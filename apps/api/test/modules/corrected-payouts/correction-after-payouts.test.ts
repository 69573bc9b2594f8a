import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketCodeFrom } from '@tiraj/domain';
import {
  auditLog,
  paymentAlerts,
  sellerBalances,
  sellerLedger,
  tickets,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { bearer, createCompany, insertTicket } from '../../support/factories.ts';
import { DRAW, payoutsApp } from '../../support/payouts.ts';
import { closeDraw, typed } from '../../support/results.ts';

const { app, db, adminToken, counter, pay, stored } = await payoutsApp();

const CORRECTED = { first: '28', second: '44', third: '61', l3c: '828' };

/**
 * The case: three winners of 500 HTG paid (two by the seller, one at the office), one
 * winner not paid yet and a loser; another company sold a paid winner on the same draw.
 */
async function paidDraw() {
  const s = await counter();
  const paid = [await s.ticket(), await s.ticket(), await s.ticket()];
  const unpaid = await s.ticket();
  await s.ticket({ number: '55' });
  const other = await createCompany(db);
  const theirs = await insertTicket(db, {
    companyId: other.company.id,
    sellerId: other.seller.id,
    lotteryCategoryId: s.drawn.id,
    drawDate: DRAW,
    ticketCode: ticketCodeFrom(randomBytes(8)),
    lines: [{ game: 'BLT', number: '44', amount: 5 }],
  });
  const { data } = await s.post();
  expect((await pay(s.tokens.seller, paid[0]!.code)).statusCode).toBe(200);
  expect((await pay(s.tokens.seller, paid[1]!.code)).statusCode).toBe(200);
  expect((await pay(s.tokens.subadmin, paid[2]!.code, 'subadmin')).statusCode).toBe(200);
  await db
    .update(tickets)
    .set({ paidOutAt: new Date(), paidOutBy: other.subadmin.id, paidOutAmount: 10_000 })
    .where(eq(tickets.id, theirs.id));
  await closeDraw(app, adminToken, s.drawn.name, DRAW);
  const body = { lotteryCategoryName: s.drawn.name, date: DRAW, numbers: typed(CORRECTED) };
  return { ...s, paid, unpaid, other, resultId: data._id as string, body };
}

const preview = (id: string, payload: object, token = adminToken) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/correctionimpact/${id}`,
    headers: bearer(token),
    payload,
  });
const correct = (id: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/updatewiningnumber/${id}`,
    headers: bearer(adminToken),
    payload,
  });
const alertsOf = (companyId: string) =>
  db.select().from(paymentAlerts).where(eq(paymentAlerts.companyId, companyId));
const journalOf = (companyId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'corrected-payout')));

describe('Before a correction is saved, the admin sees the paid tickets it hurts', () => {
  it('per company: count, cash paid out and paid beyond what they win now; nothing stored', async () => {
    const s = await paidDraw();
    const r = await preview(s.resultId, s.body);
    expect(r.statusCode, r.body).toBe(200);
    // 44 stays 2nd lot: the other company's ticket still wins 100 HTG, as paid: not listed.
    expect(r.json().data).toEqual([
      {
        companyId: s.company.id,
        company: s.company.name,
        tickets: 3,
        paidOut: 1500,
        overpaid: 1500,
      },
    ]);
    // Rolled back: the result, the tickets and the alerts are as they were.
    const [result] = await db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.id, s.resultId));
    expect(result!.numbers[0]!.number).toBe('27');
    expect((await stored(s.paid[0]!.id)).paidAmount).toBe(50_000);
    expect(await alertsOf(s.company.id)).toEqual([]);
  });

  it('a correction that hurts no paid ticket lists nobody; a wrong body or a non-admin is refused', async () => {
    const s = await paidDraw();
    const same = {
      ...s.body,
      numbers: typed({ first: '27', second: '44', third: '62', l3c: '827' }),
    };
    expect((await preview(s.resultId, same)).json().data).toEqual([]);
    expect((await preview(s.resultId, { ...s.body, numbers: [] })).statusCode).toBe(400);
    expect((await preview(s.resultId, s.body, s.tokens.subadmin)).statusCode).toBe(403);
  });
});

describe('Saving the correction tells each company it hurt', () => {
  it("with SPEC's body (no reason): one alert and one Journal record, in the company's name", async () => {
    const s = await paidDraw();
    const r = await correct(s.resultId, s.body);
    expect(r.statusCode, r.body).toBe(200);
    const alerts = await alertsOf(s.company.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain(s.drawn.name);
    expect(alerts[0]!.message).toContain('3 fiche(s) payée(s)');
    expect(alerts[0]!.message).toContain('1 500,00 HTG');
    expect(alerts[0]!.message).toContain('27-44-61 (L3C 827) → 28-44-61 (L3C 828)');
    const journal = await journalOf(s.company.id);
    expect(journal).toHaveLength(1);
    expect(journal[0]!.action).toBe('update');
    expect(journal[0]!.entityId).toBe(s.resultId);
    expect(journal[0]!.details).toMatchObject({
      category: s.drawn.name,
      date: DRAW,
      before: { numbers: { first: '27', second: '44', third: '61', l3c: '827' } },
      after: { numbers: CORRECTED },
      reason: 'no reason given',
      paidOut: 1500,
      overpaid: 1500,
    });
    expect(
      (journal[0]!.details.tickets as { ticketId: string }[]).map((t) => t.ticketId).sort(),
    ).toEqual(s.paid.map((t) => t.code).sort());
    // The other company's paid ticket still wins what was paid: nothing to tell it.
    expect(await alertsOf(s.other.company.id)).toEqual([]);
    expect(await journalOf(s.other.company.id)).toEqual([]);
    // The cash handed over stays.
    expect(await stored(s.paid[0]!.id)).toMatchObject({ paidAmount: 0, paidOutAmount: 50_000 });
  });

  it("the alert comes with its code and figures, for the reader's language (issue 38)", async () => {
    const s = await paidDraw();
    expect((await correct(s.resultId, s.body)).statusCode).toBe(200);
    const r = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getpaymentalert',
      headers: bearer(s.tokens.subadmin),
    });
    const [alert] = r.json().data;
    expect(alert.message).toMatch(/^Résultat corrigé après paiement/);
    expect(alert).toMatchObject({
      code: 'result.corrected_after_payout',
      params: {
        ...{ category: s.drawn.name, date: DRAW, tickets: 3, paidOut: 1500, overpaid: 1500 },
        ...{ before: '27-44-61 (L3C 827)', after: '28-44-61 (L3C 828)' },
      },
    });
    // The figures are stored beside the text (not read back from it); the column is not answered.
    expect(alert).not.toHaveProperty('correctedAfterPayout');
    const [row] = await db
      .select({ figures: paymentAlerts.correctedAfterPayout })
      .from(paymentAlerts)
      .where(eq(paymentAlerts.id, alert._id));
    expect(row!.figures).toEqual(alert.params);
  });
});

const list = (token: string) =>
  app.inject({ method: 'GET', url: '/api/subadmin/getcorrectedpayouts', headers: bearer(token) });
const recover = (token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subadmin/recoverpayout',
    headers: bearer(token),
    payload,
  });
const writeOff = (token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subadmin/writeoffpayout',
    headers: bearer(token),
    payload,
  });

describe('The company accounts for each corrected payout', () => {
  it('lists them; a recovery and a write-off bring the outstanding to 0, to the centime, audited', async () => {
    const s = await paidDraw();
    expect((await correct(s.resultId, s.body)).statusCode).toBe(200);
    const ledgerBefore = await db
      .select()
      .from(sellerLedger)
      .where(eq(sellerLedger.sellerId, s.seller.id));
    const balanceBefore = await db
      .select()
      .from(sellerBalances)
      .where(eq(sellerBalances.sellerId, s.seller.id));
    const cases = (await list(s.tokens.subadmin)).json().data;
    expect(cases).toHaveLength(3);
    expect(cases[0]).toMatchObject({
      paidOut: 500,
      wonNow: 0,
      recovered: 0,
      writtenOff: 0,
      outstanding: 500,
    });

    const code = s.paid[0]!.code;
    const first = await recover(s.tokens.subadmin, {
      ticketId: code,
      amount: 199.99,
      date: DRAW,
      note: 'came back',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ recovered: 199.99, outstanding: 300.01 });
    const over = await recover(s.tokens.subadmin, { ticketId: code, amount: 300.02, date: DRAW });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('payout.over_outstanding');
    const off = await writeOff(s.tokens.subadmin, {
      ticketId: code,
      reason: 'Customer left the country',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({
      recovered: 199.99,
      writtenOff: 300.01,
      outstanding: 0,
    });
    expect(off.json().data.settlements).toEqual([
      expect.objectContaining({ kind: 'recovery', amount: 199.99, date: DRAW, note: 'came back' }),
      expect.objectContaining({
        kind: 'write-off',
        amount: 300.01,
        note: 'Customer left the country',
      }),
    ]);
    const none = await recover(s.tokens.subadmin, { ticketId: code, amount: 1, date: DRAW });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('payout.nothing_outstanding');

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.actorId, s.subadmin.id)));
    expect(audits.map((a) => a.entity).filter((e) => e.startsWith('payout-'))).toEqual([
      'payout-recovery',
      'payout-write-off',
    ]);
    // The seller's drawer is not where the customer's cash came back: its ledger and balance stay.
    expect(
      await db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, s.seller.id)),
    ).toEqual(ledgerBefore);
    expect(
      await db.select().from(sellerBalances).where(eq(sellerBalances.sellerId, s.seller.id)),
    ).toEqual(balanceBefore);
    // Settled, it stays listed (its accounting visible) with nothing outstanding.
    const after = (await list(s.tokens.subadmin)).json().data;
    expect(after.find((c: { ticketId: string }) => c.ticketId === code).outstanding).toBe(0);
  });

  it('only the company: a supervisor or a seller is refused, another company sees nothing and touches nothing', async () => {
    const s = await paidDraw();
    expect((await correct(s.resultId, s.body)).statusCode).toBe(200);
    const code = s.paid[0]!.code;
    for (const token of [s.tokens.supervisor, s.tokens.seller]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await recover(token, { ticketId: code, amount: 1, date: DRAW })).statusCode).toBe(
        403,
      );
      expect((await writeOff(token, { ticketId: code, reason: 'x' })).statusCode).toBe(403);
    }
    const stranger = await counter();
    expect((await list(stranger.tokens.subadmin)).json().data).toEqual([]);
    expect(
      (await recover(stranger.tokens.subadmin, { ticketId: code, amount: 1, date: DRAW }))
        .statusCode,
    ).toBe(404);
    expect(
      (await writeOff(stranger.tokens.subadmin, { ticketId: code, reason: 'x' })).statusCode,
    ).toBe(404);
    // An unpaid winner is no corrected payout.
    expect(
      (await recover(s.tokens.subadmin, { ticketId: s.unpaid.code, amount: 1, date: DRAW }))
        .statusCode,
    ).toBe(404);
    const cases = (await list(s.tokens.subadmin)).json().data;
    expect(cases.every((c: { recovered: number }) => c.recovered === 0)).toBe(true);
  });
});
