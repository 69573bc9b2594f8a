import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { idsOf, listTickets, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import {
  bearer,
  createLotteryCategory,
  createUser,
  insertTicket,
  signIn,
} from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const DRAW = '2026-06-10';
const RANGE = { fromDate: '2026-06-01', toDate: '2026-06-30' };
const PATH = '/api/subadmin/getwintickets';

let tokens: Record<RoleName, string>;
let admin: string;
beforeAll(async () => {
  tokens = (await tokensByRole(app, db)).tokens;
  admin = await signIn(app, await createUser(db, 'admin', null));
});

const ticketOf = (
  s: TicketShop,
  sellerId: string,
  categoryId: string,
  lines: { game: 'BLT' | 'MRG' | 'L3C'; number: string; amount: number; bonus?: boolean }[],
) =>
  insertTicket(db, {
    companyId: s.company.id,
    sellerId,
    lotteryCategoryId: categoryId,
    drawDate: DRAW,
    lines,
  });

describe('win tickets', () => {
  it('only subadmins list winning tickets', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'GET', url: `${PATH}?fromDate=2026-06-01&toDate=2026-06-30` },
      ['subadmin'],
    );
  });

  it("lists the company's tickets that pay, once the admin posts the result, with their winning lines", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const category = await createLotteryCategory(db);
    // Result 27 / 45 / 12, L3C 427, at the official rates (BLT 1st ×50, 2nd ×20, MRG ×1000).
    const winner = await ticketOf(s, s.seller.id, category.id, [
      { game: 'BLT', number: '27', amount: 10 },
      { game: 'BLT', number: '99', amount: 5 },
      { game: 'MRG', number: '45x27', amount: 1, bonus: true },
    ]);
    const colleague = await ticketOf(s, s.otherSeller.id, category.id, [
      { game: 'BLT', number: '45', amount: 2 },
    ]);
    const loser = await ticketOf(s, s.seller.id, category.id, [
      { game: 'BLT', number: '98', amount: 50 },
    ]);
    const deletedWinner = await ticketOf(s, s.seller.id, category.id, [
      { game: 'BLT', number: '27', amount: 1 },
    ]);
    await app.inject({
      method: 'DELETE',
      url: `/api/subadmin/deleteticket/${deletedWinner.id}`,
      headers: bearer(s.tokens.subadmin),
      payload: { reason: 'Sold by mistake' },
    });
    const theirs = await ticketOf(other, other.seller.id, category.id, [
      { game: 'BLT', number: '27', amount: 10 },
    ]);

    const before = await listTickets(app, s.tokens.subadmin, PATH, RANGE);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual([]);

    await postResult(app, admin, category.name, DRAW, {
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });

    const after = await listTickets(app, s.tokens.subadmin, PATH, RANGE);
    expect(after.statusCode, after.body).toBe(200);
    const ids = idsOf(after.json());
    expect(ids).toEqual([winner.id, colleague.id].sort());
    expect(ids).not.toContain(loser.id);
    expect(ids).not.toContain(theirs.id);
    const shown = after.json().data.find((t: { _id: string }) => t._id === winner.id);
    expect(shown).toMatchObject({ ticketPrice: 15, paidAmount: 1500 });
    // insertTicket leaves every line at position 0, so their order is the database's: compare by number.
    const byNumber = (
      shown.numbers as { number: string; bonus: boolean; winFlag: boolean; payout: number }[]
    )
      .map((l) => [l.number, l.bonus, l.winFlag, l.payout])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byNumber).toEqual([
      ['27', false, true, 500],
      ['27×45', true, true, 1000],
      ['99', false, false, 0],
    ]);
    const colleagueShown = after.json().data.find((t: { _id: string }) => t._id === colleague.id);
    expect(colleagueShown.paidAmount).toBe(40);

    const bySeller = await listTickets(app, s.tokens.subadmin, PATH, {
      ...RANGE,
      seller: s.otherSeller.id,
    });
    expect(idsOf(bySeller.json())).toEqual([colleague.id]);
    const byLottery = await listTickets(app, s.tokens.subadmin, PATH, {
      ...RANGE,
      lotteryCategoryName: s.category.name,
    });
    expect(byLottery.json().data).toEqual([]);
    const foreignSeller = await listTickets(app, s.tokens.subadmin, PATH, {
      ...RANGE,
      seller: other.seller.id,
    });
    // Another company's seller answers 404, as the reports do.
    expect(foreignSeller.statusCode).toBe(404);
    expect(foreignSeller.json()).toEqual({
      success: false,
      message: 'Seller not found.',
      code: 'seller.not_found',
    });
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, deletedWinner.id));
    expect(stored!.deletedAt).not.toBeNull();
  });
});
