import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import { TODAY } from '../../support/payouts.ts';
import { domainStatementOf, htg, moneyApp, storedMoneyOf } from '../../support/seller-money.ts';

const { db, bank } = await moneyApp();

describe('a day of sales, deletions and payouts', () => {
  it('gives the statement, the cash-up and the balance the domain computes from the tickets', async () => {
    const b = await bank();
    const won = await b.winner(10.55); // sold two days ago at 0 %: wins 50 × 10.55 = 527.50
    await b.post();
    // 12.5 % from now on; the seller's own 7.33 % overrides it later in the day.
    expect(
      (await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', { commissionPercent: 12.5 }))
        .statusCode,
    ).toBe(200);
    const first = await b.sale(10.1);
    expect(first.statusCode, first.body).toBe(200);
    expect((await b.sale(0.1)).statusCode).toBe(200);
    const toDelete = await b.sale(99);
    expect(toDelete.statusCode).toBe(200);
    const upd = await b.asSubadmin('PATCH', `/api/subadmin/updateseller/${b.seller.id}`, {
      commissionPercent: 7.33,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ commissionPercent: 7.33, creditLimit: null });
    expect((await b.sale(33.33)).statusCode).toBe(200);
    const del = await b.asSeller('DELETE', `/api/seller/deleteticket/${toDelete.json().data._id}`);
    expect(del.statusCode, del.body).toBe(200);
    const paid = await b.asSeller('POST', '/api/seller/payticket', { ticketId: won.ticketCode });
    expect(paid.statusCode, paid.body).toBe(200);

    // Each ticket kept the rate in force when it was sold.
    const rates = (await db.select().from(tickets).where(eq(tickets.sellerId, b.seller.id)))
      .map((t) => [t.totalAmount, t.commissionRate])
      .sort((x, y) => x[0]! - y[0]!);
    expect(rates).toEqual([
      [10, 1250],
      [1010, 1250],
      [1055, 0],
      [3333, 733],
      [9900, 1250],
    ]);

    const domain = await domainStatementOf(db, b.seller.id);
    const today = domain.find((d) => d.day === TODAY)!;
    // 1010 × 12.5 % + 10 × 12.5 % + 3333 × 7.33 % = 126.25 + 1.25 + 244.3089 = 371.8089 → 372
    expect(today).toMatchObject({
      sales: 4353,
      commission: 372,
      payouts: 52750,
      due: 4353 - 372 - 52750,
    });
    const stored = await storedMoneyOf(db, b.seller.id);
    expect(stored.balance).toBe(domain.at(-1)!.balance);

    const statement = await b.asSubadmin(
      'GET',
      `/api/subadmin/getsellerstatement?seller=${b.seller.id}&fromDate=${addDays(TODAY, -5)}&toDate=${TODAY}`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().data.days.map((d: { date: string }) => d.date)).toEqual(
      domain.map((d) => d.day),
    );
    expect(statement.json().data.days).toEqual(
      domain.map((d) => ({
        date: d.day,
        sales: htg(d.sales),
        commission: htg(d.commission),
        payouts: htg(d.payouts),
        due: htg(d.due),
        remitted: htg(d.remitted),
        opening: htg(d.opening),
        balance: htg(d.balance),
        entries: [],
      })),
    );
    expect(statement.json().data).toMatchObject({
      openingBalance: 0,
      closingBalance: htg(stored.balance),
    });

    const cashUp = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(cashUp.statusCode, cashUp.body).toBe(200);
    expect(cashUp.json().data).toEqual([
      {
        sellerId: b.seller.id,
        sellerName: b.seller.userName,
        sales: 43.53,
        commission: 3.72,
        payouts: 527.5,
        due: htg(today.due),
        remitted: 0,
        balance: htg(stored.balance),
        // no credit limit: never blocked
        creditLimit: null,
        creditLeft: null,
        blocked: false,
      },
    ]);
    // The day of the sale two days ago: its own figures, and the balance at its end.
    const before = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${addDays(TODAY, -2)}`);
    expect(before.json().data[0]).toMatchObject({
      sales: 10.55,
      commission: 0,
      payouts: 0,
      due: 10.55,
      balance: 10.55,
    });

    const balance = await b.asSeller('GET', '/api/seller/getbalance');
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data).toEqual({
      today: { sales: 43.53, commission: 3.72, payouts: 527.5, due: htg(today.due), remitted: 0 },
      balance: htg(stored.balance),
      creditLimit: null,
      creditLeft: null,
      remittances: [],
    });
    const list = await b.asSubadmin('GET', '/api/subadmin/getseller');
    expect(list.json().users[0]).toMatchObject({ _id: b.seller.id, balance: htg(stored.balance) });
  });
});

describe('remittances and reversals', () => {
  it('move the balance exactly, and the statement shows each entry on its day', async () => {
    const b = await bank();
    expect((await b.sale(250)).statusCode).toBe(200);
    const add = (amount: number, note = '', kind?: string) =>
      b.asSubadmin('POST', '/api/subadmin/addremittance', {
        seller: b.seller.id,
        amount,
        note,
        ...(kind && { kind }),
      });
    const opening = await add(1000.01, 'before Tiraj', 'opening');
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json()).toMatchObject({
      balance: 1250.01,
      data: { kind: 'opening', amount: 1000.01 },
    });
    const cash = await add(200.5, 'cash');
    expect(cash.json()).toMatchObject({
      balance: 1049.51,
      data: { kind: 'remittance', amount: 200.5, note: 'cash', reverses: null, reversedBy: null },
    });
    const back = await add(-0.51);
    expect(back.json().balance).toBe(1050.02);
    const reversed = await b.asSubadmin(
      'POST',
      `/api/subadmin/reverseremittance/${cash.json().data._id}`,
      { note: 'counted twice' },
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({
      balance: 1250.52,
      data: {
        kind: 'reversal',
        amount: -200.5,
        reverses: cash.json().data._id,
        note: 'counted twice',
      },
    });

    const domain = await domainStatementOf(db, b.seller.id);
    expect((await storedMoneyOf(db, b.seller.id)).balance).toBe(domain.at(-1)!.balance);
    expect(domain.at(-1)).toMatchObject({
      remitted: 200.5 * 100 - 51 - 200.5 * 100,
      opening: 100001,
      balance: 125052,
    });
    const statement = await b.asSubadmin(
      'GET',
      `/api/subadmin/getsellerstatement?seller=${b.seller.id}&fromDate=${TODAY}&toDate=${TODAY}`,
    );
    const day = statement.json().data.days[0];
    expect(day).toMatchObject({ remitted: -0.51, opening: 1000.01, balance: 1250.52 });
    expect(day.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'opening',
      'remittance',
      'remittance',
      'reversal',
    ]);
    expect(day.entries[1].reversedBy).toBe(reversed.json().data._id);

    const cashUp = await b.asSubadmin('GET', `/api/subadmin/getcashup?date=${TODAY}`);
    expect(cashUp.json().data[0]).toMatchObject({ remitted: -0.51, balance: 1250.52 });
    const mine = await b.asSeller('GET', '/api/seller/getbalance');
    expect(mine.json().data).toMatchObject({ balance: 1250.52, today: { remitted: -0.51 } });
    expect(mine.json().data.remittances.map((e: { kind: string }) => e.kind)).toEqual([
      'reversal',
      'remittance',
      'remittance',
      'opening',
    ]);
  });
});

describe('a ticket sold before seller money existed', () => {
  it('was never in the balance, so its deletion moves nothing', async () => {
    const b = await bank();
    const [old] = await db
      .insert(tickets)
      .values({
        companyId: b.company.id,
        ticketCode: `OLD${Date.now().toString(36).toUpperCase()}`,
        sellerId: b.seller.id,
        lotteryCategoryId: b.open.id,
        drawDate: b.open.drawDate,
        totalAmount: 5000,
        multipliers: [50, 20, 10],
      })
      .returning();
    expect(old!.commissionRate).toBeNull();
    const del = await b.asSubadmin('DELETE', `/api/subadmin/deleteticket/${old!.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await storedMoneyOf(db, b.seller.id)).toEqual({ balance: 0, days: [] });
    expect(await domainStatementOf(db, b.seller.id)).toEqual([]);
  });
});
