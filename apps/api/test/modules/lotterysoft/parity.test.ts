import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limitTotals, tickets } from '../../../src/db/schema/index.ts';
import {
  bearer,
  createCompany,
  createUser,
  imeiOf,
  insertLimit,
  openCategory,
  signIn,
} from '../../support/factories.ts';
import { lotterySoftBank } from '../../support/lotterysoft-device.ts';
import { postResult } from '../../support/results.ts';
import { salesApp, sell } from '../../support/sales.ts';

const { app, db } = await salesApp();
const admin = await signIn(app, await createUser(db, 'admin', null));

const TICKETS = [
  [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'L3C', number: '827', amount: 3 },
  ],
  [
    { gameCategory: 'MRG', number: '44×27', amount: 5 },
    { gameCategory: 'BLT', number: '61', amount: 7 },
  ],
];

/** A company's running totals with the scope's kind (the ids differ between the two companies). */
async function totalsOf(companyId: string) {
  const rows = await db.select().from(limitTotals).where(eq(limitTotals.companyId, companyId));
  return rows
    .map(
      (r) =>
        `${r.gameCategory}|${r.number}|${r.scopeKey.split(':')[0]}|${r.total}|${r.cap}|${r.payout}`,
    )
    .sort();
}

const report = async (token: string, date: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/seller/getsalereport?fromDate=${date}&toDate=${date}`,
      headers: bearer(token),
    })
  ).json().data;

const paidOf = async (sellerId: string) =>
  (await db.select().from(tickets).where(eq(tickets.sellerId, sellerId)))
    .map((t) => [t.totalAmount, t.paidAmount])
    .sort();

describe('parity: a LotterySoft device sells as Tiraj’s own device does', () => {
  it('the same tickets leave the same running totals, reports and settlement', async () => {
    const draw = await openCategory(db);
    const bank = await lotterySoftBank(app, db);
    const tiraj = await createCompany(db);
    for (const companyId of [bank.company.id, tiraj.company.id])
      await insertLimit(db, companyId, draw.id, 'all', [{ gameCategory: 'BLT', limitsButs: 100 }]);
    const tirajSeller = await signIn(app, tiraj.seller, await imeiOf(db, tiraj.seller.id));
    const bankPos = await signIn(app, bank.seller, bank.imei);

    for (const lines of TICKETS) {
      expect((await bank.device.newTicket(draw.name, lines)).body.message).toBe('success');
      expect((await sell(app, tirajSeller, draw.name, lines)).statusCode).toBe(200);
    }
    expect(await totalsOf(bank.company.id)).toEqual(await totalsOf(tiraj.company.id));
    expect(await report(bankPos, draw.drawDate)).toEqual(await report(tirajSeller, draw.drawDate));

    await postResult(app, admin, draw.name, draw.drawDate, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '827',
    });
    expect(await paidOf(bank.seller.id)).toEqual(await paidOf(tiraj.seller.id));
    expect((await paidOf(bank.seller.id)).every(([, paid]) => paid! > 0)).toBe(true);
    expect(await report(bankPos, draw.drawDate)).toEqual(await report(tirajSeller, draw.drawDate));
    const deviceReport = await bank.device.saleReports({
      lotteryCategoryName: 'All Category',
      fromDate: draw.drawDate,
      toDate: draw.drawDate,
    });
    const tirajReport = await report(tirajSeller, draw.drawDate);
    expect(deviceReport.body.data).toEqual({ sum: tirajReport.total, paid: tirajReport.paid });
  });
});
