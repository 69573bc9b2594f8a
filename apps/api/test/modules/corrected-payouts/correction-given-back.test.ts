import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payoutSettlements } from '../../../src/db/schema/index.ts';
import { bearer } from '../../support/factories.ts';
import { DRAW, payoutsApp } from '../../support/payouts.ts';
import { closeDraw, typed } from '../../support/results.ts';

const { app, db, adminToken, counter, pay } = await payoutsApp();

/**
 * A winner of 500 HTG paid at the counter, its result corrected to a loser, the 500 recovered
 * from the customer, then the result corrected back: the office holds the customer's 500.
 */
async function recoveredThenGivenBack() {
  const s = await counter();
  const winner = await s.ticket();
  const { data } = await s.post();
  expect((await pay(s.tokens.seller, winner.code)).statusCode).toBe(200);
  await closeDraw(app, adminToken, s.drawn.name, DRAW);
  const correct = async (lots: { first: string; second: string; third: string; l3c: string }) => {
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/admin/updatewiningnumber/${data._id as string}`,
      headers: bearer(adminToken),
      payload: { lotteryCategoryName: s.drawn.name, date: DRAW, numbers: typed(lots) },
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  await correct({ first: '28', second: '29', third: '61', l3c: '828' });
  const recovered = await app.inject({
    method: 'POST',
    url: '/api/subadmin/recoverpayout',
    headers: bearer(s.tokens.subadmin),
    payload: { ticketId: winner.code, amount: '500', date: DRAW, note: 'rann lajan an' },
  });
  expect(recovered.statusCode, recovered.body).toBe(200);
  expect(recovered.json().data).toMatchObject({ outstanding: 0, owedBack: 0 });
  // The first lot was 27 after all: the ticket wins its 500 again.
  await correct({ first: '27', second: '44', third: '61', l3c: '827' });
  return { ...s, winner };
}

const listOf = async (token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/subadmin/getcorrectedpayouts',
      headers: bearer(token),
    })
  ).json().data as { ticketId: string; outstanding: number; owedBack: number; returned: number }[];

describe('A correction gives a win back after the cash was recovered (issue 38)', () => {
  it('the company sees what it owes the customer, hands it back once, audited', async () => {
    const s = await recoveredThenGivenBack();
    const before = (await listOf(s.tokens.subadmin)).find((c) => c.ticketId === s.winner.code);
    expect(before).toMatchObject({ outstanding: 0, owedBack: 500, returned: 0 });

    const giveBack = (amount: number | string) =>
      app.inject({
        method: 'POST',
        url: '/api/subadmin/returnpayout',
        headers: bearer(s.tokens.subadmin),
        payload: { ticketId: s.winner.code, amount, date: DRAW },
      });
    const over = await giveBack(500.01);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'payout.over_owed', details: { owed: 500 } });

    const part = await giveBack('200');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ owedBack: 300, returned: 200, outstanding: 0 });
    const rest = await giveBack(300);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ owedBack: 0, returned: 500, recovered: 500 });
    const again = await giveBack(1);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('payout.nothing_owed');

    const stored = await db
      .select({ kind: payoutSettlements.kind, amount: payoutSettlements.amount })
      .from(payoutSettlements)
      .where(eq(payoutSettlements.companyId, s.company.id));
    expect(stored.toSorted((a, b) => a.amount - b.amount)).toEqual([
      { kind: 'return', amount: 20_000 },
      { kind: 'return', amount: 30_000 },
      { kind: 'recovery', amount: 50_000 },
    ]);
    const journal = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payout-return'), eq(auditLog.companyId, s.company.id)));
    expect(journal).toHaveLength(2);
    expect(journal.map((j) => j.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ticketId: s.winner.code,
          amount: 200,
          before: { owedBack: 500 },
          after: { owedBack: 300 },
        }),
      ]),
    );
  });

  it('a recovery is refused while nothing is outstanding; a supervisor cannot hand back', async () => {
    const s = await recoveredThenGivenBack();
    const recover = await app.inject({
      method: 'POST',
      url: '/api/subadmin/recoverpayout',
      headers: bearer(s.tokens.subadmin),
      payload: { ticketId: s.winner.code, amount: 1, date: DRAW },
    });
    expect(recover.statusCode).toBe(422);
    expect(recover.json().code).toBe('payout.nothing_outstanding');
    const bySupervisor = await app.inject({
      method: 'POST',
      url: '/api/subadmin/returnpayout',
      headers: bearer(s.tokens.supervisor),
      payload: { ticketId: s.winner.code, amount: 1, date: DRAW },
    });
    expect(bySupervisor.statusCode).toBe(403);
  });
});
