import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exactCommissionOf, roundCommission } from '@tiraj/domain';
import { tickets } from '../../../src/db/schema/index.ts';
import { commissionSums } from '../../../src/ticketing/commission-sums.ts';
import { caller, deleteTicketRow, insertTicket } from '../../support/factories.ts';
import { DRAW, TODAY } from '../../support/payouts.ts';
import { moneyApp } from '../../support/seller-money.ts';

const { app, db, admin, bank } = await moneyApp();
const asAdmin = caller(app, admin);

/** One bank's draw two days ago: a 2 HTG winner (wins 100), 105.55 HTG of losers, a deleted ticket. */
async function drawWithCommission() {
  const b = await bank();
  const rate = await b.asSubadmin('PATCH', '/api/subadmin/updatecommission', {
    commissionPercent: 10,
  });
  expect(rate.statusCode, rate.body).toBe(200);
  const won = await b.winner(2);
  const lost = (amount: number) =>
    insertTicket(db, {
      companyId: b.company.id,
      sellerId: b.seller.id,
      lotteryCategoryId: b.drawn.id,
      drawDate: DRAW,
      soldAt: new Date(Date.now() - 2 * 86_400_000),
      lines: [{ game: 'BLT', number: '55', amount }],
    });
  await lost(100);
  await lost(5.55);
  await deleteTicketRow(db, (await lost(40)).id); // deleted: neither sold nor commission
  await b.post();
  return { b, won };
}

// 107.55 sold, 100 won: Profit +7.55; 10 % of 107.55 = 10.755 → 10.76; net 7.55 − 10.76 = −3.21.
const DRAW_FIGURES = { sum: 107.55, paid: 100, profit: 7.55, commission: 10.76, netProfit: -3.21 };

describe('net profit: Total − Paid (won) − the sellers’ commission', () => {
  it('is negative on a draw whose profit is positive, in the sales reports and the home', async () => {
    const { b, won } = await drawWithCommission();
    const report = await b.asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?seller=&lotteryCategoryName=&fromDate=${DRAW}&toDate=${DRAW}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toEqual([
      {
        _id: b.seller.id,
        name: b.seller.userName,
        company: b.company.name,
        ...DRAW_FIGURES,
        paidOut: 0,
      },
    ]);
    expect(report.json().totals).toEqual({ count: 1, ...DRAW_FIGURES, paidOut: 0 });

    // Paid out in cash today: the won figure stays, the cash appears on the day of payment.
    const paid = await b.asSeller('POST', '/api/seller/payticket', { ticketId: won.ticketCode });
    expect(paid.statusCode, paid.body).toBe(200);
    const both = await b.asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?seller=&lotteryCategoryName=&fromDate=${DRAW}&toDate=${TODAY}`,
    );
    expect(both.json().totals).toEqual({ count: 1, ...DRAW_FIGURES, paidOut: 100 });

    const home = await b.asSubadmin('GET', '/api/subadmin/gethome');
    expect(home.statusCode, home.body).toBe(200);
    const days = home.json().data.days as { date: string }[];
    expect(days.find((d) => d.date === DRAW)).toEqual({
      date: DRAW,
      tickets: 3,
      ...DRAW_FIGURES,
      paidOut: 0,
    });
    expect(days.find((d) => d.date === TODAY)).toMatchObject({
      sum: 0,
      commission: 0,
      netProfit: 0,
      paidOut: 100,
    });

    const companies = await asAdmin(
      'GET',
      `/api/admin/getsalereports?lotteryCategoryName=&fromDate=${DRAW}&toDate=${DRAW}`,
    );
    expect(companies.statusCode, companies.body).toBe(200);
    expect(
      companies.json().data.find((c: { _id: string }) => c._id === b.company.id),
    ).toMatchObject(DRAW_FIGURES);
  });

  it('rounds each seller’s draw date once, as the domain rounds a seller’s day', async () => {
    const { b } = await drawWithCommission();
    // A second rate on the same draw date: the seller's own 7.33 % for later tickets.
    const upd = await b.asSubadmin('PATCH', `/api/subadmin/updateseller/${b.seller.id}`, {
      commissionPercent: 7.33,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    for (const amount of [0.01, 0.07, 33.33])
      await insertTicket(db, {
        companyId: b.company.id,
        sellerId: b.seller.id,
        lotteryCategoryId: b.drawn.id,
        drawDate: DRAW,
        lines: [{ game: 'BLT', number: '55', amount }],
      });
    const stored = await db.select().from(tickets).where(eq(tickets.sellerId, b.seller.id));
    const live = stored.filter((t) => t.deletedAt === null);
    const domain = roundCommission(
      live.reduce((s, t) => s + exactCommissionOf(t.totalAmount, t.commissionRate ?? 0), 0),
    );
    // 10 755 000 + 733 + 5 131 + 2 443 089 = 13 204 953 (1/10 000 of a centime) → 1 320 centimes
    expect(domain).toBe(1320);
    const sql = await commissionSums(
      db,
      tickets.sellerId,
      and(eq(tickets.sellerId, b.seller.id), isNull(tickets.deletedAt)),
    );
    expect(sql.get(b.seller.id)).toBe(domain);
    const report = await b.asSubadmin(
      'GET',
      `/api/subadmin/getsalereports?seller=${b.seller.id}&lotteryCategoryName=&fromDate=${DRAW}&toDate=${DRAW}`,
    );
    expect(report.json().data[0]).toMatchObject({ commission: 13.2, sum: 140.96 });
    // 140.96 − 100 − 13.20, exact to the centime
    expect(report.json().data[0].netProfit).toBe(27.76);
  });
});
