import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formatPublicRef,
  fromBase64,
  isOfflineTicketCode,
  offlineBonusNumbers,
  offlinePublicSignature,
  offlineVerificationCode,
  type OfflineTicket,
} from '@tiraj/domain';
import type { OfflineGrantData } from '@tiraj/domain/contracts';
import {
  companies,
  offlineGrants,
  offlineTickets,
  ticketLines,
  tickets,
} from '../../../src/db/schema/index.ts';
import { createUser, insertTicket, signIn } from '../../support/factories.ts';
import { blt, offlineApp } from '../../support/offline.ts';
import { postResult } from '../../support/results.ts';

const { app, db, call, grantFor, offlineShop, signChain, sync } = await offlineApp();
const adminToken = await signIn(app, await createUser(db, 'admin', null));

/** A shop whose company gives free maryaj lines, its grant taken after it does. */
async function bonusShop() {
  const s = await offlineShop();
  await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, s.company.id));
  return { ...s, grant: await grantFor(s.tokens.seller, s.category.id) };
}

const storedTicket = async (saleKey: string) => {
  const [row] = await db
    .select({ ticket: tickets })
    .from(offlineTickets)
    .innerJoin(tickets, eq(tickets.id, offlineTickets.ticketId))
    .where(eq(offlineTickets.saleKey, saleKey));
  return row!.ticket;
};

/** The public reference its paper's QR carries: its code signed with its grant's key. */
const printedRef = async (grant: OfflineGrantData, t: OfflineTicket) =>
  formatPublicRef(
    offlineVerificationCode(t.sig),
    await offlinePublicSignature(grant.key, offlineVerificationCode(t.sig)),
  );

describe('an offline ticket keeps the identity its paper printed (issue 37)', () => {
  it('is stored under its printed code, at its device sale time, with the free maryaj lines it printed', async () => {
    const s = await bonusShop();
    expect(s.grant.bonus).toBe(true);
    const soldAt = new Date(Date.now() - 60_000).toISOString();
    const [t] = await signChain(s.grant, [{ lines: [blt('27', 60)], soldAt }]);
    const [answer] = await sync(s.tokens.seller, s.grant.grantId, [t!]);

    const code = offlineVerificationCode(t!.sig);
    expect(isOfflineTicketCode(code)).toBe(true);
    expect(answer).toMatchObject({ state: 'recorded', ticket: { ticketId: code, soldAt } });
    const stored = await storedTicket(t!.saleKey);
    expect(stored.ticketCode).toBe(code);
    expect(stored.soldAt.toISOString()).toBe(soldAt);
    const printed = offlineBonusNumbers(fromBase64(t!.sig)!, 6000, new Set());
    expect(printed).toHaveLength(2);
    const bonus = await db.select().from(ticketLines).where(eq(ticketLines.ticketId, stored.id));
    expect(bonus.filter((l) => l.bonus).map((l) => l.number)).toEqual(printed);

    // Listed with the offline mark, at its sale time (its cancel window starts there).
    const list = await call(
      s.tokens.seller,
      'GET',
      `/api/seller/gettickets?fromDate=${s.grant.drawDate}&toDate=${s.grant.drawDate}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([{ ticketId: code, soldAt, offline: true }]);

    // Sent again (a sync cut before its answer): the same ticket, nothing new.
    const [again] = await sync(s.tokens.seller, s.grant.grantId, [t!]);
    expect(again).toMatchObject({ state: 'recorded', ticket: { ticketId: code } });
    expect(await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id))).toHaveLength(
      1,
    );
  });

  it('a printed code another ticket of the company holds is held, never a second ticket', async () => {
    const s = await offlineShop();
    const [t] = await signChain(s.grant, [{ lines: [blt('12', 10)] }]);
    // An earlier ticket (another device's, or sold before online codes left the offline space).
    await insertTicket(db, {
      companyId: s.company.id,
      sellerId: s.seller.id,
      lotteryCategoryId: s.category.id,
      drawDate: s.grant.drawDate,
      ticketCode: offlineVerificationCode(t!.sig),
      lines: [{ game: 'BLT', number: '13', amount: 10 }],
    });
    const [held] = await sync(s.tokens.seller, s.grant.grantId, [t!]);
    expect(held).toMatchObject({ state: 'held', reason: 'code_taken' });
    expect(await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id))).toHaveLength(
      1,
    );
  });

  it('a held ticket the company accepts keeps its printed code; an odd device time is brought within the grant', async () => {
    const s = await offlineShop();
    const [t] = await signChain(s.grant, [
      { lines: [blt('12', 10)], soldAt: new Date(Date.now() - 3_600_000).toISOString() },
    ]);
    expect((await sync(s.tokens.seller, s.grant.grantId, [t!]))[0]).toMatchObject({
      reason: 'clock',
    });
    const today = s.grant.drawDate;
    const held = await call(
      s.tokens.subadmin,
      'GET',
      `/api/subadmin/getofflineheld?fromDate=${today}&toDate=${today}`,
    );
    const [row] = held.json<{ data: { _id: string }[] }>().data;
    const decided = await call(
      s.tokens.subadmin,
      'POST',
      `/api/subadmin/decideoffline/${row!._id}`,
      {
        accept: true,
        reason: 'Machann nan te di lè telefòn nan pa t bon',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const stored = await storedTicket(t!.saleKey);
    expect(stored.ticketCode).toBe(offlineVerificationCode(t!.sig));
    const [grant] = await db
      .select({ issuedAt: offlineGrants.issuedAt })
      .from(offlineGrants)
      .where(eq(offlineGrants.id, s.grant.grantId));
    expect(stored.soldAt.getTime()).toBe(grant!.issuedAt.getTime() - 2 * 60_000);
  });

  it('once synced and drawn: paid by its code, found by the search and by the public page of its paper', async () => {
    const s = await offlineShop();
    const [t] = await signChain(s.grant, [{ lines: [blt('27', 10)] }]);
    expect((await sync(s.tokens.seller, s.grant.grantId, [t!]))[0]!.state).toBe('recorded');
    await postResult(app, adminToken, s.category.name, s.grant.drawDate, {
      first: '27',
      second: '01',
      third: '02',
      l3c: '127',
    });
    const code = offlineVerificationCode(t!.sig);

    const checked = await call(s.tokens.seller, 'GET', `/api/seller/checkticket?ticketId=${code}`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({ state: 'won', canPay: true });
    const paid = await call(s.tokens.seller, 'POST', '/api/seller/payticket', { ticketId: code });
    expect(paid.statusCode, paid.body).toBe(200);

    const found = await call(s.tokens.subadmin, 'GET', `/api/subadmin/findticket?ticketId=${code}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain(code);

    const ref = await printedRef(s.grant, t!);
    const page = await app.inject({ method: 'GET', url: `/api/public/ticket/${ref}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ state: 'paid', total: 10 });
    // A wrong signature and an unknown code answer the same 404.
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/public/ticket/${code}-${ref.endsWith('2') ? '333333' : '222222'}`,
    });
    const unknown = await app.inject({ method: 'GET', url: `/api/public/ticket/2222-2222-222222` });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.body).toBe(unknown.body);
  });
});
