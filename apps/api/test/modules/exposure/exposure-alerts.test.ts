import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExposureAlert } from '@tiraj/domain/contracts';
import { auditLog, companies, exposureAlerts } from '../../../src/db/schema/index.ts';
import { decodeNotice, encodeNotice, type AlertNotice } from '../../../src/events/notices.ts';
import { testApp } from '../../support/app.ts';
import { openStream } from '../../support/chat.ts';
import { listen } from '../../support/listen.ts';
import {
  bearer,
  createUser,
  imeiOf,
  insertLimit,
  openCategory,
  shop,
  signIn,
  signedInSeller,
} from '../../support/factories.ts';
import { sell } from '../../support/sales.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const SUB = '/api/subadmin/getexposurealerts';
const SUP = '/api/supervisor/getexposurealerts';

type Shop = Awaited<ReturnType<typeof shop>>;

const sold = async (token: string, category: string, numbers: Parameters<typeof sell>[3]) => {
  const response = await sell(app, token, category, numbers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string } }>().data._id;
};
const blt = (number: string, amount: number) => ({ gameCategory: 'BLT', number, amount });

async function alerts(token: string, path: string, s: { id: string; drawDate: string }) {
  const response = await app.inject({
    method: 'GET',
    url: path,
    query: { lotteryCategoryName: s.id, date: s.drawDate },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ExposureAlert[] }>().data;
}
const stored = (companyId: string) =>
  db.select().from(exposureAlerts).where(eq(exposureAlerts.companyId, companyId));

/** A shop whose category has a company-wide (All) BLT limit of `cap` HTG. */
async function limitedShop(cap = 100): Promise<Shop> {
  const s = await shop(app, db);
  await insertLimit(db, s.company.id, s.category.id, 'all', [
    { gameCategory: 'BLT', limitsButs: cap },
  ]);
  return s;
}

describe('risk alerts: the threshold', () => {
  it('is raised by the sale that brings a number to 80 % of its limit, stored once, listed', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [blt('27', 79), blt('28', 10)]);
    expect(await stored(s.company.id)).toEqual([]);
    expect(await alerts(s.tokens.subadmin, SUB, c)).toEqual([]);

    // 79 → 80: the share reached exactly.
    await sold(s.tokens.seller, c.id, [blt('27', 1), blt('28', 1)]);
    const [row, ...more] = await stored(s.company.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      lotteryCategoryId: c.id,
      drawDate: c.drawDate,
      gameCategory: 'BLT',
      number: '27',
      scopeKey: 'all',
      supervisorId: null,
      total: 8_000,
      cap: 10_000,
    });
    const list = await alerts(s.tokens.subadmin, SUB, c);
    expect(list).toEqual([
      {
        _id: row!.id,
        lotteryCategoryId: c.id,
        lotteryCategoryName: c.name,
        date: c.drawDate,
        gameCategory: 'BLT',
        number: '27',
        scope: 'all',
        usedPercent: 80,
        createdAt: row!.createdAt.toISOString(),
      },
    ]);
    // The name of the lottery is accepted too; another draw date has none.
    const byName = await app.inject({
      method: 'GET',
      url: SUB,
      query: { lotteryCategoryName: c.name, date: c.drawDate },
      headers: bearer(s.tokens.subadmin),
    });
    expect(byName.json<{ data: ExposureAlert[] }>().data).toHaveLength(1);
    expect(await alerts(s.tokens.subadmin, SUB, { ...c, drawDate: '2020-01-01' })).toEqual([]);
  });

  it('once per number and draw: more sales, a deletion back under the share and a new crossing raise nothing new', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    const first = await sold(s.tokens.seller, c.id, [blt('27', 85)]);
    expect(await stored(s.company.id)).toHaveLength(1);
    await sold(s.tokens.seller, c.id, [blt('27', 5)]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${first}`,
      headers: bearer(s.tokens.seller),
    });
    expect(deleted.statusCode).toBe(200);
    // 5 of 100 left counted; 90 more crosses again: still the one alert.
    await sold(s.tokens.seller, c.id, [blt('27', 90)]);
    const rows = await stored(s.company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '27', total: 8_500 });
    // Another game of the same number is another alert; so is the same number in another draw.
    await insertLimit(db, s.company.id, c.id, 'seller:' + s.seller.id, [
      { gameCategory: 'L3C', limitsButs: 10 },
    ]);
    await sold(s.tokens.seller, c.id, [
      blt('01', 50),
      { gameCategory: 'L3C', number: '027', amount: 9 },
    ]);
    expect((await stored(s.company.id)).map((r) => `${r.gameCategory} ${r.number}`).sort()).toEqual(
      ['BLT 27', 'L3C 027'],
    );
  });

  it('a sale refused over a limit raises nothing; a sale with no limit costs nothing', async () => {
    const s = await limitedShop(100);
    const refused = await sell(app, s.tokens.seller, s.category.id, [blt('27', 101)]);
    expect(refused.statusCode).toBe(422);
    const other = await shop(app, db);
    await sold(other.tokens.seller, other.category.id, [blt('27', 5_000)]);
    expect(await stored(s.company.id)).toEqual([]);
    expect(await stored(other.company.id)).toEqual([]);
  });

  it('concurrent sales crossing together raise it once', async () => {
    const s = await limitedShop(1_000);
    const sellers = await Promise.all(
      Array.from({ length: 4 }, () => signedInSeller(app, db, s.company.id)),
    );
    const answers = await Promise.all(
      sellers.map((x) => sell(app, x.token, s.category.id, [blt('44', 210)])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await stored(s.company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '44', total: 840 * 100 });
  });
});

describe('risk alerts: the company’s share', () => {
  it('the owner reads and sets it (1–100, else 400 with the rule), audited; sales follow it', async () => {
    const s = await limitedShop(100);
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/api/subadmin/getalertpercent',
        headers: bearer(s.tokens.subadmin),
      });
    expect((await read()).json()).toMatchObject({ success: true, alertPercent: 80 });
    const set = (payload: unknown, token = s.tokens.subadmin) =>
      app.inject({
        method: 'PATCH',
        url: '/api/subadmin/updatealertpercent',
        headers: bearer(token),
        payload: payload as object,
      });
    for (const bad of [0, 101, 50.5, '50', null]) {
      const answer = await set({ alertPercent: bad });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        errors: [{ field: 'alertPercent' }],
      });
    }
    expect((await set({})).statusCode).toBe(400);
    expect((await set({ alertPercent: 50 }, s.tokens.supervisor)).statusCode).toBe(403);
    expect((await set({ alertPercent: 50 }, s.tokens.seller)).statusCode).toBe(403);
    const none = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatealertpercent',
      payload: { alertPercent: 50 },
    });
    expect(none.statusCode).toBe(401);

    const done = await set({ alertPercent: 50 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Alert share updated.',
      alertPercent: 50,
    });
    expect((await read()).json()).toMatchObject({ alertPercent: 50 });
    const [company] = await db.select().from(companies).where(eq(companies.id, s.company.id));
    expect(company!.alertPercent).toBe(50);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual({ alertPercent: 50 });

    // At 50 %, 50 of 100 warns; another company keeps its 80 %.
    await sold(s.tokens.seller, s.category.id, [blt('27', 50)]);
    expect(await stored(s.company.id)).toHaveLength(1);
    const other = await limitedShop(100);
    await sold(other.tokens.seller, other.category.id, [blt('27', 50)]);
    expect(await stored(other.company.id)).toEqual([]);
  });
});

describe('risk alerts: who sees them', () => {
  it('401 without a token, 403 for another role, 404 for an unknown lottery', async () => {
    const s = await shop(app, db);
    const q = { lotteryCategoryName: s.category.id };
    expect((await app.inject({ method: 'GET', url: SUB, query: q })).statusCode).toBe(401);
    for (const [token, path] of [
      [s.tokens.seller, SUB],
      [s.tokens.supervisor, SUB],
      [s.tokens.subadmin, SUP],
      [s.tokens.seller, SUP],
    ] as const) {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        query: q,
        headers: bearer(token),
      });
      expect(answer.statusCode).toBe(403);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: SUB,
      query: { lotteryCategoryName: 'No such draw' },
      headers: bearer(s.tokens.subadmin),
    });
    expect(unknown.statusCode).toBe(404);
    const percent = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getalertpercent',
      headers: bearer(s.tokens.supervisor),
    });
    expect(percent.statusCode).toBe(403);
  });

  it('a supervisor: All, its own group’s and its sellers’ limits; never another group’s nor another company’s', async () => {
    const s = await shop(app, db);
    const c = await openCategory(db);
    const companyId = s.company.id;
    // A second supervisor with a seller of its own, and a seller under no supervisor.
    const other = await createUser(db, 'supervisor', companyId);
    const otherToken = await signIn(app, other);
    const theirs = await createUser(db, 'seller', companyId, {
      supervisorId: other.id,
      imei: 'imei-' + other.id.slice(0, 8),
    });
    const theirsToken = await signIn(app, theirs, await imeiOf(db, theirs.id));
    const loner = await signedInSeller(app, db, companyId);
    await insertLimit(db, companyId, c.id, 'all', [{ gameCategory: 'BLT', limitsButs: 1_000 }]);
    await insertLimit(db, companyId, c.id, `supervisor:${s.supervisor.id}`, [
      { gameCategory: 'L3C', limitsButs: 10 },
    ]);
    await insertLimit(db, companyId, c.id, `seller:${s.seller.id}`, [
      { gameCategory: 'MRG', limitsButs: 10 },
    ]);
    await insertLimit(db, companyId, c.id, `seller:${theirs.id}`, [
      { gameCategory: 'MRG', limitsButs: 10 },
    ]);
    await insertLimit(db, companyId, c.id, `seller:${loner.id}`, [
      { gameCategory: 'L4C 1', limitsButs: 10 },
    ]);

    const base = await listen(app);
    const streams = {
      owner: await openStream(base, s.tokens.subadmin, '/api/subadmin/exposure/stream'),
      mine: await openStream(base, s.tokens.supervisor, '/api/supervisor/exposure/stream'),
      otherSup: await openStream(base, otherToken, '/api/supervisor/exposure/stream'),
      stranger: await openStream(
        base,
        (await shop(app, db)).tokens.subadmin,
        '/api/subadmin/exposure/stream',
      ),
      chat: await openStream(base, s.tokens.subadmin),
    };
    try {
      await Promise.all(Object.values(streams).map((x) => x.ready()));
      // All (by the other group's seller), my group, my seller, the other group's seller, the loner.
      await sold(theirsToken, c.id, [blt('10', 900)]);
      await sold(s.tokens.seller, c.id, [{ gameCategory: 'L3C', number: '123', amount: 9 }]);
      await sold(s.tokens.seller, c.id, [{ gameCategory: 'MRG', number: '1020', amount: 9 }]);
      await sold(theirsToken, c.id, [{ gameCategory: 'MRG', number: '3040', amount: 9 }]);
      await sold(loner.token, c.id, [
        blt('55', 50),
        { gameCategory: 'L4C 1', number: '1234', amount: 9 },
      ]);
      const label = (a: ExposureAlert) => `${a.gameCategory} ${a.number} ${a.scope}`;
      const draw = { id: c.id, drawDate: c.drawDate };
      const everyOne = [
        'BLT 10 all',
        'L3C 123 supervisor',
        'MRG 10×20 seller',
        'MRG 30×40 seller',
        'L4C 1 1234 seller',
      ];
      expect((await alerts(s.tokens.subadmin, SUB, draw)).map(label)).toEqual(everyOne);
      expect((await alerts(s.tokens.supervisor, SUP, draw)).map(label)).toEqual([
        'BLT 10 all',
        'L3C 123 supervisor',
        'MRG 10×20 seller',
      ]);
      expect((await alerts(otherToken, SUP, draw)).map(label)).toEqual([
        'BLT 10 all',
        'MRG 30×40 seller',
      ]);

      // Live: the same, as `alert` events, once each.
      const heard = async (stream: typeof streams.owner, count: number) => {
        await stream.next(() => stream.events.filter((e) => e.event === 'alert').length >= count);
        return stream.events
          .filter((e) => e.event === 'alert')
          .map((e) => label(JSON.parse(e.data) as ExposureAlert));
      };
      expect(await heard(streams.owner, 5)).toEqual(everyOne);
      expect(await heard(streams.mine, 3)).toEqual([
        'BLT 10 all',
        'L3C 123 supervisor',
        'MRG 10×20 seller',
      ]);
      expect(await heard(streams.otherSup, 2)).toEqual(['BLT 10 all', 'MRG 30×40 seller']);
      const [live] = streams.owner.events.filter((e) => e.event === 'alert');
      const listed = (await alerts(s.tokens.subadmin, SUB, draw))[0];
      expect(JSON.parse(live!.data)).toEqual(listed);
      // A sale after them all: the board's `sale` event still comes, no alert twice.
      await sold(theirsToken, c.id, [blt('10', 50)]);
      await streams.owner.next(
        () => streams.owner.events.filter((e) => e.event === 'sale').length === 6,
      );
      expect(streams.owner.events.filter((e) => e.event === 'alert')).toHaveLength(5);
      expect(streams.stranger.events.map((e) => e.event)).toEqual(['ready']);
      expect(streams.chat.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });

  it('another company’s owner lists none of them', async () => {
    const s = await limitedShop(100);
    await sold(s.tokens.seller, s.category.id, [blt('27', 90)]);
    const other = await shop(app, db);
    expect(await alerts(s.tokens.subadmin, SUB, s.category)).toHaveLength(1);
    expect(await alerts(other.tokens.subadmin, SUB, s.category)).toEqual([]);
    expect(await alerts(other.tokens.supervisor, SUP, s.category)).toEqual([]);
  });
});

describe('risk alerts between instances', () => {
  it('an alert notice travels as JSON and back; a malformed one is dropped', () => {
    const notice: AlertNotice = {
      kind: 'alert',
      companyId: '0b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      alertId: '1b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      lotteryCategoryId: '2b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      lotteryCategoryName: 'New York Midi',
      drawDate: '2026-11-20',
      gameCategory: 'MRG',
      number: '12×34',
      scope: 'seller',
      supervisorId: null,
      usedPercent: 83.5,
      createdAt: '2026-11-20T15:04:05.123Z',
    };
    expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
    const wire = JSON.parse(encodeNotice(notice)) as Record<string, unknown>;
    for (const bad of [
      { number: '12; drop' },
      { gameCategory: 'L9C' },
      { companyId: 'x' },
      { scope: 'everyone' },
      { supervisorId: 7 },
      { usedPercent: 'all' },
      { lotteryCategoryName: 'x'.repeat(201) },
    ])
      expect(decodeNotice(JSON.stringify({ ...wire, ...bad }))).toBeUndefined();
  });
});
