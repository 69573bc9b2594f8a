import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tickets } from '../../../src/db/schema/index.ts';
import { z } from 'zod';
import {
  bearer,
  closedCategory,
  imeiOf,
  insertTicket,
  openCategory,
  signIn,
} from '../../support/factories.ts';
import { lotterySoftBank } from '../../support/lotterysoft-device.ts';
import { salesApp, sell } from '../../support/sales.ts';

const { app, db } = await salesApp();

/** A bank whose device sold two tickets on one draw and one on another. */
async function soldTickets() {
  const bank = await lotterySoftBank(app, db);
  const one = await openCategory(db);
  const two = await openCategory(db);
  const sell = async (draw: { name: string }, number: string) =>
    (
      await bank.device.newTicket(draw.name, [
        { gameCategory: 'BLT', number, amount: 10 },
        { gameCategory: 'L3C', number: `1${number}`, amount: 2 },
      ])
    ).body;
  const sold = [await sell(one, '11'), await sell(one, '22'), await sell(two, '33')];
  const day = one.drawDate;
  return { bank, one, two, sold, day };
}

const idsOf = async (sellerId: string) =>
  Object.fromEntries(
    (await db.select().from(tickets).where(eq(tickets.sellerId, sellerId))).map((t) => [
      `${t.lotteryCategoryId}|${t.lotterySoftNumber}`,
      t.id,
    ]),
  );

describe('D6 gettickets, D8 getdeletedtickets (a path Tiraj shares)', () => {
  it('lists one draw or All Category in the app’s shape, deleted ones apart', async () => {
    const { bank, one, two, day } = await soldTickets();
    const ids = await idsOf(bank.seller.id);
    const all = await bank.device.tickets({
      lotteryCategoryName: 'All Category',
      fromDate: day,
      toDate: day,
    });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      success: true,
      data: [
        {
          _id: ids[`${one.id}|1`],
          date: `${day}T00:00:00.000Z`,
          ticketId: 1,
          lotteryCategoryName: one.name,
        },
        {
          _id: ids[`${one.id}|2`],
          date: `${day}T00:00:00.000Z`,
          ticketId: 2,
          lotteryCategoryName: one.name,
        },
        {
          _id: ids[`${two.id}|1`],
          date: `${day}T00:00:00.000Z`,
          ticketId: 1,
          lotteryCategoryName: two.name,
        },
      ],
    });
    const onlyTwo = await bank.device.tickets({
      lotteryCategoryName: two.name,
      fromDate: day,
      toDate: day,
    });
    expect((onlyTwo.body.data as unknown[]).length).toBe(1);

    expect((await bank.device.deleteTicket(2)).body).toEqual({
      success: true,
      message: 'Ticket deleted',
    });
    const left = await bank.device.tickets({
      lotteryCategoryName: one.name,
      fromDate: day,
      toDate: day,
    });
    expect((left.body.data as { ticketId: number }[]).map((t) => t.ticketId)).toEqual([1]);
    const deleted = await bank.device.deletedTickets({
      lotteryCategoryName: 'All Category',
      fromDate: day,
      toDate: day,
    });
    expect(deleted.body).toEqual({
      success: true,
      data: [
        {
          _id: ids[`${one.id}|2`],
          date: `${day}T00:00:00.000Z`,
          ticketId: 2,
          lotteryCategoryName: one.name,
        },
      ],
    });
  });

  it('leaves Tiraj’s own seller session on Tiraj’s shape', async () => {
    const { bank, day } = await soldTickets();
    const pos = await signIn(app, bank.seller, await imeiOf(db, bank.seller.id));
    const answer = await app.inject({
      method: 'GET',
      url: `/api/seller/gettickets?fromDate=${day}&toDate=${day}`,
      headers: bearer(pos),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ data: { ticketId: string; seller: unknown }[] }>();
    expect(body.data).toHaveLength(3);
    expect(typeof body.data[0]!.ticketId).toBe('string');
    expect(body.data[0]!.seller).toEqual({ _id: bank.seller.id, userName: bank.seller.userName });
  });
});

describe('Tiraj’s own screens', () => {
  it('show the LotterySoft number beside the ticket code, only on tickets a device sold', async () => {
    const { bank, one, day } = await soldTickets();
    const owner = await signIn(app, bank.subadmin);
    const list = await app.inject({
      method: 'GET',
      url: `/api/subadmin/gettickets?fromDate=${day}&toDate=${day}&lotteryCategoryName=${one.id}`,
      headers: bearer(owner),
    });
    expect(list.statusCode, list.body).toBe(200);
    const numbers = list
      .json<{ data: { ticketId: string; lotterySoftNumber?: number }[] }>()
      .data.map((t) => t.lotterySoftNumber)
      .sort();
    expect(numbers).toEqual([1, 2]);
    const pos = await signIn(app, bank.seller, await imeiOf(db, bank.seller.id));
    const sold = await sell(app, pos, one.name, [{ gameCategory: 'BLT', number: '44', amount: 1 }]);
    const ticket = sold.json<{ data: { _id: string } }>().data;
    const read = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getticket/${ticket._id}`,
      headers: bearer(owner),
    });
    expect(read.json().data).not.toHaveProperty('lotterySoftNumber');
  });
});

describe('D7 getticketnumbers', () => {
  it('answers a ticket’s lines by its _id or its number', async () => {
    const { bank, one } = await soldTickets();
    const ids = await idsOf(bank.seller.id);
    const byId = await bank.device.ticketNumbers(ids[`${one.id}|2`]!);
    expect(byId.body).toEqual({
      success: true,
      data: [
        { _id: expect.any(String), gameCategory: 'BLT', number: '22', amount: 10, bonus: false },
        { _id: expect.any(String), gameCategory: 'L3C', number: '122', amount: 2, bonus: false },
      ],
    });
    expect((await bank.device.ticketNumbers(ids[`${one.id}|1`]!)).body.data).toHaveLength(2);
  });

  it('never answers another seller’s ticket', async () => {
    const { bank, one } = await soldTickets();
    const other = await lotterySoftBank(app, db);
    const ids = await idsOf(bank.seller.id);
    expect((await other.device.ticketNumbers(ids[`${one.id}|1`]!)).body).toEqual({
      success: false,
      message: 'Ticket not found',
    });
  });
});

describe('D12 deleteticket, D13 deleteticketforever', () => {
  it('cancels by _id under Tiraj’s rules, audited; out of the window it is the app’s refusal', async () => {
    const { bank, one } = await soldTickets();
    const ids = await idsOf(bank.seller.id);
    const id = ids[`${one.id}|1`]!;
    expect((await bank.device.deleteTicket(id)).body).toEqual({
      success: true,
      message: 'Ticket deleted',
    });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
    expect(row!.deletedBy).toBe(bank.seller.id);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action)).toEqual(['delete']);

    const late = ids[`${one.id}|2`]!;
    await db
      .update(tickets)
      .set({ soldAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tickets.id, late));
    expect((await bank.device.deleteTicket(late)).body).toEqual({
      success: false,
      message: "Ticket time is up! You cann't remove this ticket!",
    });
  });

  it('by number only when one draw of the day has it: never guesses which ticket to cancel', async () => {
    const { bank } = await soldTickets();
    // Number 1 is on both draws: which one the seller means cannot be told.
    expect((await bank.device.deleteTicket(1)).body).toEqual({
      success: false,
      message: 'Ticket not found',
    });
    expect((await bank.device.ticketNumbers(1)).body.success).toBe(false);
    const stored = await db.select().from(tickets).where(eq(tickets.sellerId, bank.seller.id));
    expect(stored.every((t) => t.deletedAt === null)).toBe(true);
    expect((await bank.device.ticketNumbers(2)).body.data).toHaveLength(2);
  });

  it('never erases from a device: the refusal, and nothing written', async () => {
    const { bank, one } = await soldTickets();
    const ids = await idsOf(bank.seller.id);
    const id = ids[`${one.id}|1`]!;
    const answer = await bank.device.deleteForever(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      message: "Ticket time is up! You cann't remove this ticket!",
    });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
    expect(row!.deletedAt).toBeNull();
  });
});

describe('D14 replayticket', () => {
  it('loads the lines of one of the seller’s tickets for a new sale into an open draw', async () => {
    const { bank, one, two, day } = await soldTickets();
    const answer = await bank.device.replay({
      tId: '2',
      date: day,
      lottery: one.name,
      newLottery: two.name,
    });
    expect(answer.body).toEqual({
      success: true,
      numbers: [
        { gameCategory: 'BLT', number: '22', amount: 10, bonus: false },
        { gameCategory: 'L3C', number: '122', amount: 2, bonus: false },
      ],
    });
  });

  it('offers a point-of-sale ticket’s centimes rounded down, and no line under a gourde', async () => {
    const { bank, one, two, day } = await soldTickets();
    const pos = await signIn(app, bank.seller, await imeiOf(db, bank.seller.id));
    const sold = await sell(app, pos, one.name, [
      { gameCategory: 'BLT', number: '45', amount: 2.75 },
      { gameCategory: 'BLT', number: '46', amount: 0.5 },
      { gameCategory: 'L3C', number: '145', amount: 5 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    const { _id } = sold.json<{ data: { _id: string } }>().data;
    const answer = await bank.device.replay({
      tId: _id,
      date: day,
      lottery: one.name,
      newLottery: two.name,
    });
    expect(answer.body).toEqual({
      success: true,
      numbers: [
        { gameCategory: 'BLT', number: '45', amount: 2, bonus: false },
        { gameCategory: 'L3C', number: '145', amount: 5, bonus: false },
      ],
    });
  });

  it('replays what the app keeps: paid lines only, each with the `bonus` it reads (D7 lists the bonus too)', async () => {
    const { bank, one, two, day } = await soldTickets();
    const { id } = await insertTicket(db, {
      companyId: bank.company.id,
      sellerId: bank.seller.id,
      lotteryCategoryId: one.id,
      drawDate: day,
      lines: [
        { game: 'BLT', number: '27', amount: 10 },
        { game: 'BLT', number: '72', amount: 1, bonus: true },
      ],
    });
    const answer = await bank.device.replay({
      tId: id,
      date: day,
      lottery: one.name,
      newLottery: two.name,
    });
    // ReplayTicket's loop: `getBoolean("bonus")` throws on a line without it (the line is lost),
    // and a true one is skipped.
    const numbers = z.array(z.object({ bonus: z.boolean() }).loose()).parse(answer.body.numbers);
    expect(numbers.filter((l) => !l.bonus)).toEqual([
      { gameCategory: 'BLT', number: '27', amount: 10, bonus: false },
    ]);
    expect(numbers).toHaveLength(1);
    const lines = await bank.device.ticketNumbers(id);
    expect(lines.body.data).toEqual([
      { _id: expect.any(String), gameCategory: 'BLT', number: '27', amount: 10, bonus: false },
      { _id: expect.any(String), gameCategory: 'BLT', number: '72', amount: 1, bonus: true },
    ]);
  });

  it('Not Found Data! for a ticket not the seller’s, Lottery time check failed! for a closed draw', async () => {
    const { bank, one, day } = await soldTickets();
    const other = await lotterySoftBank(app, db);
    expect(
      (await other.device.replay({ tId: '1', date: day, lottery: one.name, newLottery: one.name }))
        .body,
    ).toEqual({ success: false, message: 'Not Found Data!' });
    const closed = await closedCategory(db);
    expect(
      (
        await bank.device.replay({
          tId: '1',
          date: day,
          lottery: one.name,
          newLottery: closed.name,
        })
      ).body,
    ).toEqual({ success: false, message: 'Lottery time check failed!' });
  });
});
