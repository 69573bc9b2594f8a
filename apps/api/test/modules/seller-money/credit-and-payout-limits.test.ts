import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceMove, exactCommissionOf, saleLeftWithin } from '@tiraj/domain';
import { auditLog, companies, tickets } from '../../../src/db/schema/index.ts';
import { caller } from '../../support/factories.ts';
import { TODAY } from '../../support/payouts.ts';
import { domainStatementOf, moneyApp, storedMoneyOf } from '../../support/seller-money.ts';

const { app, db, bank } = await moneyApp();

/** How many sales of `amount` centimes at `rate` fit a credit limit, one after the other (the domain's count). */
function salesThatFit(limit: number, amount: number, rate: number) {
  let balance = 0;
  let exact = 0;
  let count = 0;
  for (;;) {
    const change = {
      sales: amount,
      commissionExact: exactCommissionOf(amount, rate),
      payouts: 0,
      remitted: 0,
    };
    const move = balanceMove(exact, change);
    if (balance + move > limit) return { count, balance, exact };
    balance += move;
    exact += change.commissionExact;
    count++;
  }
}

describe('credit limit', () => {
  it('50 concurrent sales of one seller never pass it; the refusal says how much may still be sold', async () => {
    const b = await bank();
    expect(
      (await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', { commissionPercent: 10 }))
        .statusCode,
    ).toBe(200);
    const limit = await b.asSubadmin('PATCH', '/api/subadmin/updatecreditlimit', {
      defaultCreditLimit: 100,
    });
    expect(limit.json()).toEqual({
      success: true,
      message: 'Credit limit updated.',
      data: {
        commissionPercent: 10,
        supervisorCommissionPercent: 0,
        sellerPayoutLimit: null,
        defaultCreditLimit: 100,
      },
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => b.sale(7)));
    const expected = salesThatFit(10_000, 700, 1000);
    const accepted = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(accepted).toHaveLength(expected.count);
    expect(refused).toHaveLength(50 - expected.count);
    const available = saleLeftWithin(10_000 - expected.balance, expected.exact, 1000) / 100;
    for (const r of refused)
      expect(r.json()).toEqual({
        success: false,
        message: `This ticket passes the seller's credit limit: the seller may still sell ${available} HTG.`,
        code: 'sale.credit_limit',
        params: { available },
        details: { available, asked: 7, balance: expected.balance / 100, creditLimit: 100 },
      });
    const stored = await storedMoneyOf(db, b.seller.id);
    expect(stored.balance).toBe(expected.balance);
    expect(stored.balance).toBe((await domainStatementOf(db, b.seller.id)).at(-1)!.balance);
    const sold = await db.select().from(tickets).where(eq(tickets.sellerId, b.seller.id));
    expect(sold).toHaveLength(expected.count);

    // Exactly what is left fits; a centime more does not.
    expect((await b.sale(available + 0.01)).statusCode).toBe(422);
    const last = await b.sale(available);
    expect(last.statusCode, last.body).toBe(200);
    expect((await storedMoneyOf(db, b.seller.id)).balance).toBeLessThanOrEqual(10_000);
    const over = await b.sale(0.01);
    expect(over.json()).toMatchObject({ code: 'sale.credit_limit', params: { available: 0 } });

    // A remittance brings the credit back; the seller's own limit overrides the company's.
    await b.asSubadmin('POST', '/api/subadmin/addremittance', {
      seller: b.seller.id,
      amount: 100,
      note: 'cash',
    });
    expect((await b.sale(7)).statusCode).toBe(200);
    await b.asSubadmin('PATCH', `/api/subadmin/updateseller/${b.seller.id}`, { creditLimit: 0 });
    expect((await b.sale(1)).json()).toMatchObject({ code: 'sale.credit_limit' });
    const mine = await b.asSeller('GET', '/api/seller/getbalance');
    expect(mine.json().data).toMatchObject({ creditLimit: 0, creditLeft: 0 });
  }, 120_000);
});

describe('payout limit', () => {
  it('refuses a seller a payout above it; the company still pays it, and the seller pays below it', async () => {
    const b = await bank();
    const big = await b.winner(10.55); // wins 527.50
    const small = await b.winner(5); // wins 250
    await b.post();
    const set = await b.asSubadmin('PATCH', '/api/subadmin/updatepayoutlimit', {
      sellerPayoutLimit: 500,
    });
    expect(set.json().data.sellerPayoutLimit).toBe(500);
    await db
      .update(companies)
      .set({ address: ' Ri Kapwa 12, Pòtoprens ', phoneNumber: '+509 3700 0000' })
      .where(eq(companies.id, b.company.id));

    // Issue 37: the check says it before any button, by the rule the payment reads; the public
    // page of the ticket sends its holder to the office.
    const check = async (code: string) =>
      (await b.asSeller('GET', `/api/seller/checkticket?ticketId=${code}`)).json().data;
    const over = await check(big.ticketCode);
    expect(over).toMatchObject({
      state: 'won',
      payout: 527.5,
      canPay: false,
      reason: 'over_seller_limit',
      office: { address: 'Ri Kapwa 12, Pòtoprens', phone: '+509 3700 0000' },
    });
    expect(await check(small.ticketCode)).toMatchObject({ canPay: true, reason: null });
    const asPublic = async (ref: string) =>
      (await app.inject({ method: 'GET', url: `/api/public/ticket/${ref}` })).json().data;
    expect(await asPublic(over.ticket.publicRef)).toMatchObject({
      state: 'won',
      payAt: 'office',
      company: { address: 'Ri Kapwa 12, Pòtoprens' },
    });
    const under = await check(small.ticketCode);
    expect(await asPublic(under.ticket.publicRef)).toMatchObject({ payAt: 'seller' });

    const refused = await b.asSeller('POST', '/api/seller/payticket', { ticketId: big.ticketCode });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'A seller may pay out at most 500 HTG: send the customer to the office.',
      code: 'payout.over_seller_limit',
      params: { limit: 500 },
      details: { limit: 500, paidAmount: 527.5 },
    });
    const [still] = await db.select().from(tickets).where(eq(tickets.id, big.id));
    expect(still!.paidOutAt).toBeNull();

    const office = await b.asSubadmin('POST', '/api/subadmin/payticket', {
      ticketId: big.ticketCode,
    });
    expect(office.statusCode, office.body).toBe(200);
    const below = await b.asSeller('POST', '/api/seller/payticket', { ticketId: small.ticketCode });
    expect(below.statusCode, below.body).toBe(200);
    // Only the seller's own payout is in its due: the office's cash was not the seller's drawer.
    const days = await domainStatementOf(db, b.seller.id);
    expect(days.at(-1)!.payouts).toBe(25_000);
    expect((await storedMoneyOf(db, b.seller.id)).balance).toBe(days.at(-1)!.balance);

    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, b.company.id));
    expect(audits.map((a) => a.details)).toContainEqual({
      before: { sellerPayoutLimit: null },
      after: { sellerPayoutLimit: 500 },
    });
    const none = await b.asSubadmin('PATCH', '/api/subadmin/updatepayoutlimit', {
      sellerPayoutLimit: null,
    });
    expect(none.json().data.sellerPayoutLimit).toBeNull();
  });

  it("is passed by the seller's own supervisor too; the seller's money stays", async () => {
    const b = await bank();
    const big = await b.winner(10.55); // wins 527.50
    await b.post();
    const set = await b.asSubadmin('PATCH', '/api/subadmin/updatepayoutlimit', {
      sellerPayoutLimit: 500,
    });
    expect(set.statusCode, set.body).toBe(200);
    const asSupervisor = caller(app, b.tokens.supervisor);
    const money = async () => {
      const mine = await b.asSeller('GET', '/api/seller/getbalance');
      const cashUp = await asSupervisor('GET', `/api/supervisor/getcashup?date=${TODAY}`);
      expect(cashUp.statusCode, cashUp.body).toBe(200);
      return {
        balance: mine.json().data,
        cashUp: cashUp.json().data,
        stored: await storedMoneyOf(db, b.seller.id),
      };
    };
    const before = await money();
    expect(before.balance).toMatchObject({ balance: 10.55, today: { payouts: 0 } });
    expect(before.cashUp).toEqual([
      expect.objectContaining({ sellerId: b.seller.id, payouts: 0, balance: 10.55 }),
    ]);

    // The supervisor pays its seller's winner above the seller's limit (from its Win Tickets).
    const bySupervisor = await asSupervisor('POST', '/api/supervisor/payticket', {
      ticketId: big.ticketCode,
    });
    expect(bySupervisor.statusCode, bySupervisor.body).toBe(200);
    expect(bySupervisor.json().data).toMatchObject({ state: 'paid', payout: 527.5 });
    const [paid] = await db.select().from(tickets).where(eq(tickets.id, big.id));
    expect(paid).toMatchObject({ paidOutBy: b.supervisor.id, paidOutAmount: 52_750 });
    // Its cash was not the seller's drawer: the seller's day, balance and cash-up are as they were.
    expect(await money()).toEqual(before);
    const days = await domainStatementOf(db, b.seller.id);
    expect(days.at(-1)!.payouts).toBe(0);
  });
});
