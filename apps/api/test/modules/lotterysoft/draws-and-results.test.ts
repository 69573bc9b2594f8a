import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, ticketCodeFrom } from '@tiraj/domain';
import {
  closedCategory,
  createLotteryCategory,
  createUser,
  insertTicket,
  openCategory,
  signIn,
  unique,
} from '../../support/factories.ts';
import { lotterySoftBank } from '../../support/lotterysoft-device.ts';
import { postResult } from '../../support/results.ts';
import { salesApp } from '../../support/sales.ts';
import { TZ } from '../../support/zone.ts';

const { app, db } = await salesApp();
const admin = await signIn(app, await createUser(db, 'admin', null));
const DRAW = addDays(localDateOf(new Date(), TZ), -3);
const ALL = 'All Category';

describe('D3 getlotterycategory (a path Tiraj shares), D4 lotterytimecheck', () => {
  it('lists the draws for a device’s seller token, where Tiraj’s own seller is refused', async () => {
    const bank = await lotterySoftBank(app, db);
    const open = await openCategory(db);
    const answer = await bank.device.draws();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toContainEqual({
      _id: open.id,
      lotteryName: open.name,
      startTime: open.startTime,
      endTime: open.endTime,
    });
    // The same seller at Tiraj's point of sale: the admin's path is still the admin's.
    const pos = await signIn(app, bank.seller, bank.imei);
    const tiraj = await app.inject({
      method: 'GET',
      url: '/api/admin/getlotterycategory',
      headers: { authorization: `Bearer ${pos}` },
    });
    expect(tiraj.statusCode).toBe(403);
  });

  it('says whether a draw is open now, with the operator’s time', async () => {
    const bank = await lotterySoftBank(app, db);
    const open = await openCategory(db);
    const closed = await closedCategory(db);
    const yes = await bank.device.timeCheck(open.id);
    expect(yes.body).toEqual({
      success: true,
      data: true,
      time: expect.stringMatching(/^\d\d:\d\d$/),
      startTime: open.startTime,
      endTime: open.endTime,
    });
    expect((await bank.device.timeCheck(closed.id)).body.data).toBe(false);
  });
});

/** A bank's seller with a winning ticket (BLT 27, 10 HTG) and a losing one on a drawn past draw. */
async function drawnBank() {
  const bank = await lotterySoftBank(app, db);
  const drawn = await createLotteryCategory(db, { name: unique('Drawn') });
  const sell = (number: string) =>
    insertTicket(db, {
      companyId: bank.company.id,
      sellerId: bank.seller.id,
      lotteryCategoryId: drawn.id,
      drawDate: DRAW,
      ticketCode: ticketCodeFrom(randomBytes(8)),
      lines: [{ game: 'BLT', number, amount: 10 }],
    });
  const won = await sell('27');
  await sell('55');
  await postResult(app, admin, drawn.name, DRAW, {
    first: '27',
    second: '44',
    third: '61',
    l3c: '827',
  });
  return { bank, drawn, won };
}

describe('D9 getwintickets, D10 getsalereports, D11 getwiningnumber', () => {
  it('answers the winners with winFlag and what they won, for one draw or All Category', async () => {
    const { bank, drawn, won } = await drawnBank();
    for (const lotteryCategoryName of [drawn.name, ALL]) {
      const answer = await bank.device.winTickets({
        lotteryCategoryName,
        fromDate: DRAW,
        toDate: DRAW,
      });
      expect(answer.body).toEqual({
        success: true,
        data: [
          {
            _id: won.id,
            ticketId: 0,
            date: `${DRAW}T00:00:00.000Z`,
            lotteryCategoryName: drawn.name,
            seller: bank.seller.id,
            numbers: [
              {
                _id: expect.any(String),
                gameCategory: 'BLT',
                number: '27',
                amount: 10,
                bonus: false,
                winFlag: true,
              },
            ],
            paidAmount: 500,
          },
        ],
      });
    }
  });

  it('answers the seller’s Total and Paid, for one draw or All Category', async () => {
    const { bank, drawn } = await drawnBank();
    for (const lotteryCategoryName of [drawn.name, ALL]) {
      const answer = await bank.device.saleReports({
        lotteryCategoryName,
        fromDate: DRAW,
        toDate: DRAW,
      });
      expect(answer.body).toEqual({ success: true, data: { sum: 20, paid: 500 } });
    }
  });

  it('answers the results from a form body, one draw or All Category; none: the original refusal', async () => {
    const { bank, drawn } = await drawnBank();
    const one = await bank.device.results({
      lotteryCategoryName: drawn.name,
      fromDate: DRAW,
      toDate: DRAW,
    });
    expect(one.body).toEqual({
      success: true,
      data: [
        {
          date: `${DRAW}T00:00:00.000Z`,
          lotteryName: drawn.name,
          numbers: { second: '44', third: '61', l3c: '827' },
        },
      ],
    });
    const all = await bank.device.results({
      lotteryCategoryName: ALL,
      fromDate: DRAW,
      toDate: DRAW,
    });
    expect(all.body.data).toContainEqual(expect.objectContaining({ lotteryName: drawn.name }));
    const none = await bank.device.results({
      lotteryCategoryName: drawn.name,
      fromDate: addDays(DRAW, -30),
      toDate: addDays(DRAW, -29),
    });
    expect(none.body).toEqual({ success: false, message: 'Winning number not found' });
  });
});

describe('amounts as the device reads them', () => {
  it('answers whole gourdes, half-up, for a point-of-sale ticket with centimes (number 0)', async () => {
    const bank = await lotterySoftBank(app, db);
    const drawn = await createLotteryCategory(db, { name: unique('Centimes') });
    const ticket = await insertTicket(db, {
      companyId: bank.company.id,
      sellerId: bank.seller.id,
      lotteryCategoryId: drawn.id,
      drawDate: DRAW,
      ticketCode: ticketCodeFrom(randomBytes(8)),
      lines: [
        { game: 'BLT', number: '27', amount: 2.51 },
        { game: 'BLT', number: '28', amount: 2.49 },
      ],
    });
    await postResult(app, admin, drawn.name, DRAW, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '827',
    });
    const range = { lotteryCategoryName: drawn.name, fromDate: DRAW, toDate: DRAW };
    // 2.51 × 50 = 125.50 won; getInt would read 2, 2 and 125.
    const lines = await bank.device.ticketNumbers(ticket.id);
    expect(lines.body.data).toMatchObject([{ amount: 3 }, { amount: 2 }]);
    const won = await bank.device.winTickets(range);
    expect(won.body.data).toMatchObject([
      { ticketId: 0, paidAmount: 126, numbers: [{ amount: 3 }, { amount: 2 }] },
    ]);
    const report = await bank.device.saleReports(range);
    expect(report.body).toEqual({ success: true, data: { sum: 5, paid: 126 } });
    expect((await bank.device.tickets(range)).body.data).toMatchObject([{ ticketId: 0 }]);
  });
});
