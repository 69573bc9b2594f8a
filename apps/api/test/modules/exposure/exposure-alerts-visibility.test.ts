import { describe, expect, it } from 'vitest';
import type { ExposureAlert } from '@tiraj/domain/contracts';
import { openStream } from '../../support/chat.ts';
import { ALERTS, blt, exposureApp } from '../../support/exposure.ts';
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
import { listen } from '../../support/listen.ts';

const { app, db, sold, alerts, limitedShop } = await exposureApp();
const { SUB, SUP } = ALERTS;

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
