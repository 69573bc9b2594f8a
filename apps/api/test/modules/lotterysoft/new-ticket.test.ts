import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tiraj/domain';
import {
  blockNumbers,
  percentageLimits,
  ticketLines,
  tickets,
  users,
} from '../../../src/db/schema/index.ts';
import { rowsOf } from '../../../src/db/client.ts';
import { closedCategory, insertLimit, openCategory } from '../../support/factories.ts';
import { lotterySoftBank } from '../../support/lotterysoft-device.ts';
import { salesApp } from '../../support/sales.ts';

const { app, db, totalsOf } = await salesApp();

const storedTickets = (sellerId: string) =>
  db.select().from(tickets).where(eq(tickets.sellerId, sellerId));

describe('D5 newticket', () => {
  it('sells the whole ticket for the token’s seller (sellerId ignored), gzip both ways, numbered from 1', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    const first = await bank.device.newTicket(
      draw.name,
      [
        { gameCategory: 'BLT', number: '12', amount: 10 },
        { gameCategory: 'MRG', number: '34×12', amount: 5 },
      ],
      '00000000-0000-4000-8000-000000000000',
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'success',
      ticketId: 1,
      numbers: [
        { gameCategory: 'BLT', number: '12', amount: 10, bonus: false },
        { gameCategory: 'MRG', number: '12×34', amount: 5, bonus: false },
      ],
      lotteryCategoryName: draw.name,
      limit_data: [],
      block_data: [],
    });
    const second = await bank.device.newTicket(draw.name, [
      { gameCategory: 'L3C', number: '123', amount: 2 },
    ]);
    expect(second.body.ticketId).toBe(2);
    const stored = await storedTickets(bank.seller.id);
    expect(stored.map((t) => [t.lotterySoftNumber, t.totalAmount]).sort()).toEqual([
      [1, 1500],
      [2, 200],
    ]);
    expect(await totalsOf(bank.company.id)).toMatchObject({ 'BLT|12|all': 1000 });
  });

  it('counts numbers per draw: another draw starts again from 1', async () => {
    const bank = await lotterySoftBank(app, db);
    const one = await openCategory(db);
    const two = await openCategory(db);
    const line = [{ gameCategory: 'BLT', number: '55', amount: 1 }];
    expect((await bank.device.newTicket(one.name, line)).body.ticketId).toBe(1);
    expect((await bank.device.newTicket(one.name, line)).body.ticketId).toBe(2);
    expect((await bank.device.newTicket(two.name, line)).body.ticketId).toBe(1);
  });

  it('counts numbers per day: the same draw on the next day starts again from 1', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    expect(
      (await bank.device.newTicket(draw.name, [{ gameCategory: 'BLT', number: '55', amount: 1 }]))
        .body.ticketId,
    ).toBe(1);
    // The counter of the next day's draw, as the sale's call raises it.
    const next = addDays(draw.drawDate, 1);
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select tiraj_lotterysoft_number(${bank.seller.id}::uuid, ${draw.id}::uuid, ${next}::date, '{"lotterySoftNumber": true}'::jsonb) as n`,
      ),
    );
    expect(row!.n).toBe(1);
  });

  it('cuts a line over a limit to what is left and lists it in limit_data', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    await insertLimit(db, bank.company.id, draw.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 30 },
    ]);
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '12', amount: 50 },
      { gameCategory: 'BLT', number: '13', amount: 5 },
    ]);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'success',
      ticketId: 1,
      numbers: [
        { gameCategory: 'BLT', number: '12', amount: 30, bonus: false },
        { gameCategory: 'BLT', number: '13', amount: 5, bonus: false },
      ],
      limit_data: [{ gameCategory: 'BLT', number: '12', amount: 50, availableAmount: 30 }],
      block_data: [],
    });
    expect(await totalsOf(bank.company.id)).toMatchObject({ 'BLT|12|all': 3000 });
    // Nothing left on 12: the next line on it is dropped and listed with 0.
    const again = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '12', amount: 10 },
      { gameCategory: 'BLT', number: '14', amount: 10 },
    ]);
    expect(again.body).toMatchObject({
      numbers: [{ gameCategory: 'BLT', number: '14', amount: 10, bonus: false }],
      limit_data: [{ gameCategory: 'BLT', number: '12', amount: 10, availableAmount: 0 }],
    });
  });

  it('drops a blocked line and lists it in block_data', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    await db.insert(blockNumbers).values({
      companyId: bank.company.id,
      lotteryCategoryId: draw.id,
      gameCategory: 'BLT',
      number: '13',
    });
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
      { gameCategory: 'BLT', number: '14', amount: 5 },
    ]);
    expect(answer.body).toMatchObject({
      success: true,
      numbers: [{ gameCategory: 'BLT', number: '14', amount: 5, bonus: false }],
      limit_data: [],
      block_data: [{ gameCategory: 'BLT', number: '13' }],
    });
  });

  it('a BLT cut by a limit lowers the percentage cap of an L3C: cut again until it fits', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    await insertLimit(db, bank.company.id, draw.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 40 },
    ]);
    await db.insert(percentageLimits).values({
      companyId: bank.company.id,
      lotteryCategoryId: draw.id,
      limits: [{ gameCategory: 'L3C', limitPercent: 50 }],
    });
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '12', amount: 100 },
      { gameCategory: 'L3C', number: '123', amount: 50 },
    ]);
    expect(answer.body).toMatchObject({
      success: true,
      numbers: [
        { gameCategory: 'BLT', number: '12', amount: 40, bonus: false },
        { gameCategory: 'L3C', number: '123', amount: 20, bonus: false },
      ],
      limit_data: [
        { gameCategory: 'BLT', number: '12', amount: 100, availableAmount: 40 },
        { gameCategory: 'L3C', number: '123', amount: 50, availableAmount: 20 },
      ],
    });
    const [sold] = await storedTickets(bank.seller.id);
    expect(sold!.totalAmount).toBe(6000);
  });

  it('everything refused: the original answer, and no ticket', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    await db.insert(blockNumbers).values({
      companyId: bank.company.id,
      lotteryCategoryId: draw.id,
      gameCategory: 'BLT',
      number: '13',
    });
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
    ]);
    expect(answer.body).toEqual({
      success: true,
      message: 'you cant create ticket!',
      numbers: [],
      lotteryCategoryName: draw.name,
      limit_data: [],
      block_data: [{ gameCategory: 'BLT', number: '13' }],
    });
    expect(await storedTickets(bank.seller.id)).toEqual([]);
  });

  it('the draw closed: the original refusal with the operator’s time, and no ticket', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await closedCategory(db);
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(
      /^Haiti local time now: \d\d:\d\d\. \n Time is up!\. Sorry you cann't create ticket\.$/,
    );
    expect(await storedTickets(bank.seller.id)).toEqual([]);
  });

  it('a deactivated seller: Unauthorized!, and no ticket', async () => {
    const bank = await lotterySoftBank(app, db);
    const draw = await openCategory(db);
    await db.update(users).set({ isActive: false }).where(eq(users.id, bank.seller.id));
    const answer = await bank.device.newTicket(draw.name, [
      { gameCategory: 'BLT', number: '13', amount: 5 },
    ]);
    expect(answer.body).toEqual({ success: false, message: 'Unauthorized!' });
    expect(
      await db
        .select()
        .from(ticketLines)
        .where(and(eq(ticketLines.sellerId, bank.seller.id))),
    ).toEqual([]);
  });
});
