import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExposureAnswer } from '@tiraj/domain/contracts';
import { auditLog, offlineTickets, tickets } from '../../../src/db/schema/index.ts';
import { shop } from '../../support/factories.ts';
import { sell } from '../../support/sales.ts';
import { blt, offlineApp, SETTINGS } from '../../support/offline.ts';

const { app, db, call, grantFor, offlineShop, signChain, sync } = await offlineApp();

describe('offline selling settings', () => {
  it('are off by default; the subadmin sets them (audited); bad values are refused', async () => {
    const s = await shop(app, db);
    const read = await call(s.tokens.subadmin, 'GET', '/api/subadmin/getofflineselling');
    expect(read.json()).toEqual({
      success: true,
      data: { ...SETTINGS, enabled: false },
    });
    const off = await call(s.tokens.seller, 'POST', '/api/seller/offlinegrant', {
      lotteryCategoryName: s.category.id,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ code: 'offline.disabled' });
    const drawsOff = await call(s.tokens.seller, 'GET', '/api/seller/getlotterycategory');
    expect(drawsOff.json()).toMatchObject({ success: true, offlineSelling: false });

    const bad = await call(s.tokens.subadmin, 'PATCH', '/api/subadmin/updateofflineselling', {
      ...SETTINGS,
      capPerNumber: 3000,
      maxOfflineMinutes: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['capPerNumber', 'maxOfflineMinutes']);
    const set = await call(s.tokens.subadmin, 'PATCH', '/api/subadmin/updateofflineselling', {
      ...SETTINGS,
      budgetPerDraw: 500,
    });
    expect(set.json()).toEqual({
      success: true,
      message: 'Offline selling updated.',
      data: { ...SETTINGS, budgetPerDraw: 500 },
    });
    // The seller's draws say it, so the point of sale takes its grants without another call.
    const drawsOn = await call(s.tokens.seller, 'GET', '/api/seller/getlotterycategory');
    expect(drawsOn.json()).toMatchObject({ success: true, offlineSelling: true });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.entity, 'offline-selling')));
    expect(audited).toHaveLength(1);
    // Only what changed, from what (issue 38): it was off, with its default budget.
    expect(audited[0]!.details).toEqual({
      before: { enabled: false, budgetPerDraw: SETTINGS.budgetPerDraw },
      after: { enabled: true, budgetPerDraw: 500 },
    });
    const bySupervisor = await call(
      s.tokens.supervisor,
      'PATCH',
      '/api/subadmin/updateofflineselling',
      SETTINGS,
    );
    expect(bySupervisor.statusCode).toBe(403);
  });
});

describe('an offline grant', () => {
  it('answers the budget, caps, rules, close, expiry and a base64 key', async () => {
    const s = await offlineShop();
    const g = s.grant;
    expect(g).toMatchObject({
      lotteryCategoryId: s.category.id,
      drawDate: s.category.drawDate,
      budget: 2000,
      capPerNumber: 100,
      blocked: [],
      percentageLimits: [],
    });
    expect(Buffer.from(g.key, 'base64')).toHaveLength(32);
    expect(Date.parse(g.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(Date.parse(g.stopsAt)).toBe(Date.parse(g.closesAt) - 5 * 60_000);
    expect(g.terms.length).toBeGreaterThan(0);
  });

  it('reserves its budget on the seller’s credit, and gives back what it did not sell', async () => {
    const s = await offlineShop();
    await call(s.tokens.subadmin, 'PATCH', '/api/subadmin/updatecreditlimit', {
      defaultCreditLimit: 3000,
    });
    // The grant taken before the limit is replaced: the new one reserves 2,000 of the 3,000.
    const g = await grantFor(s.tokens.seller, s.category.id);
    expect(g.budget).toBe(2000);
    const over = await sell(app, s.tokens.seller, s.category.id, [blt('12', 1000.01)]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'sale.credit_limit' });
    expect((await sell(app, s.tokens.seller, s.category.id, [blt('12', 1000)])).statusCode).toBe(
      200,
    );
    // A second grant gets only what the credit still allows: the first one is replaced.
    const again = await grantFor(s.tokens.seller, s.category.id);
    expect(again.budget).toBe(2000);
    const [t] = await signChain(again, [{ lines: [blt('40', 100)] }]);
    expect((await sync(s.tokens.seller, again.grantId, [t!]))[0]!.state).toBe('recorded');
    // 1,000 sold online + 100 offline; the grant still reserves 1,900: nothing left online.
    const none = await sell(app, s.tokens.seller, s.category.id, [blt('13', 1)]);
    expect(none.json()).toMatchObject({ code: 'sale.credit_limit' });
  });

  it('shows on the risk board as offline exposure while it lives', async () => {
    const s = await offlineShop();
    const board = await call(
      s.tokens.subadmin,
      'GET',
      `/api/subadmin/getexposure?lotteryCategoryName=${s.category.id}&date=${s.grant.drawDate}`,
    );
    expect(board.statusCode, board.body).toBe(200);
    const offline = board.json<ExposureAnswer>().data.offline;
    expect(offline).toMatchObject({ devices: 1, budgetLeft: 2000, capPerNumber: 100 });
    expect(offline.capPayout).toBe(100 * Math.max(...s.grant.terms));
    const [t] = await signChain(s.grant, [{ lines: [blt('12', 100)] }]);
    await sync(s.tokens.seller, s.grant.grantId, [t!]);
    const after = await call(
      s.tokens.supervisor,
      'GET',
      `/api/supervisor/getexposure?lotteryCategoryName=${s.category.id}&date=${s.grant.drawDate}`,
    );
    expect(after.json<ExposureAnswer>().data.offline).toMatchObject({
      devices: 1,
      budgetLeft: 1900,
    });
  });
});

describe('held offline tickets', () => {
  it('the company accepts one (recorded once, audited) or refuses one; a decided ticket answers 409', async () => {
    const s = await offlineShop();
    const chain = await signChain(s.grant, [
      { lines: [blt('12', 150)] },
      { lines: [blt('13', 150)] },
    ]);
    const answers = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(answers.map((a) => a.reason)).toEqual(['cap', 'cap']);
    const q = `fromDate=${s.grant.drawDate}&toDate=${s.grant.drawDate}`;
    const held = (await call(s.tokens.subadmin, 'GET', `/api/subadmin/getofflineheld?${q}`)).json<{
      data: { _id: string; saleKey: string; verificationCode: string }[];
    }>().data;
    expect(held).toHaveLength(2);
    expect(held[0]!.verificationCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const supervisors = await call(
      s.tokens.supervisor,
      'GET',
      `/api/supervisor/getofflineheld?${q}`,
    );
    expect(supervisors.json().data).toHaveLength(2);

    const accept = await call(
      s.tokens.subadmin,
      'POST',
      `/api/subadmin/decideoffline/${held[0]!._id}`,
      {
        accept: true,
        reason: 'Customer known',
      },
    );
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({
      message: 'Offline ticket recorded.',
      data: { state: 'recorded' },
    });
    const refuse = await call(
      s.tokens.subadmin,
      'POST',
      `/api/subadmin/decideoffline/${held[1]!._id}`,
      {
        accept: false,
        reason: 'Over the cap',
      },
    );
    expect(refuse.json()).toMatchObject({ data: { state: 'refused' } });
    const twice = await call(
      s.tokens.subadmin,
      'POST',
      `/api/subadmin/decideoffline/${held[1]!._id}`,
      {
        accept: true,
        reason: 'again',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await call(s.tokens.subadmin, 'GET', `/api/subadmin/getofflineheld?${q}`)).json().data,
    ).toEqual([]);
    // Decided, they stay listable with their decision: which, by whom, when, why (issue 38).
    const decided = await call(
      s.tokens.subadmin,
      'GET',
      `/api/subadmin/getofflineheld?${q}&show=decided`,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const decisions = decided
      .json<{ data: { _id: string; reason: string; decision: Record<string, unknown> }[] }>()
      .data.map((r) => [r._id, r.reason, r.decision]);
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    const by = expect.any(String);
    expect(decisions).toEqual([
      [held[0]!._id, 'cap', { state: 'recorded', by, at, reason: 'Customer known' }],
      [held[1]!._id, 'cap', { state: 'refused', by, at, reason: 'Over the cap' }],
    ]);
    expect(
      (
        await call(s.tokens.supervisor, 'GET', `/api/supervisor/getofflineheld?${q}&show=all`)
      ).json().data,
    ).toHaveLength(2);
    expect(
      (await call(s.tokens.subadmin, 'GET', `/api/subadmin/getofflineheld?${q}&show=soon`))
        .statusCode,
    ).toBe(400);
    const sold = await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id));
    expect(sold).toHaveLength(1);
    expect(sold[0]!.saleKey).toBe(held[0]!.saleKey);
    const rows = await db
      .select()
      .from(offlineTickets)
      .where(eq(offlineTickets.grantId, s.grant.grantId));
    expect(rows.map((r) => [r.state, r.decisionReason]).sort()).toEqual([
      ['recorded', 'Customer known'],
      ['refused', 'Over the cap'],
    ]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.entity, 'offline-ticket')));
    expect(audited).toHaveLength(2);
    // The device syncing again sees the accepted one recorded, the refused one held.
    const again = await sync(s.tokens.seller, s.grant.grantId, chain);
    expect(again.map((a) => a.state)).toEqual(['recorded', 'held']);
    expect(await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id))).toHaveLength(
      1,
    );
  });

  it('an accept and a refuse at once: one decides, the other answers 409, and what is stored agrees', async () => {
    const s = await offlineShop();
    await sync(
      s.tokens.seller,
      s.grant.grantId,
      await signChain(s.grant, [{ lines: [blt('12', 150)] }]),
    );
    const q = `fromDate=${s.grant.drawDate}&toDate=${s.grant.drawDate}`;
    const [held] = (
      await call(s.tokens.subadmin, 'GET', `/api/subadmin/getofflineheld?${q}`)
    ).json<{
      data: { _id: string }[];
    }>().data;
    const decide = (accept: boolean) =>
      call(s.tokens.subadmin, 'POST', `/api/subadmin/decideoffline/${held!._id}`, {
        accept,
        reason: accept ? 'Known customer' : 'Over the cap',
      });
    const answers = await Promise.all([decide(true), decide(false)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db
      .select()
      .from(offlineTickets)
      .where(eq(offlineTickets.grantId, s.grant.grantId));
    const sold = await db.select().from(tickets).where(eq(tickets.sellerId, s.seller.id));
    // Recorded with its ticket, or refused with none: never refused with a payable ticket.
    expect(row!.state === 'recorded' ? sold.length : 1 - sold.length).toBe(1);
    expect(row!.state).toBe(answers[0]!.statusCode === 200 ? 'recorded' : 'refused');
  });
});
