import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import { bearer, createLotteryCategory, createUser, signIn } from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
let admin: string;
beforeAll(async () => {
  tokens = (await tokensByRole(app, ctx.db)).tokens;
  admin = await signIn(app, await createUser(ctx.db, 'admin', null));
});

const search = (token: string, path: string, payload: object) =>
  app.inject({ method: 'POST', url: path, headers: bearer(token), payload });

describe('winning number view', () => {
  it('the subadmin path answers only subadmins, the supervisor path only supervisors', async () => {
    const payload = { lotteryCategoryName: '', fromDate: '2026-07-01', toDate: '2026-07-31' };
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/subadmin/getwiningnumber', payload },
      ['subadmin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/superVisor/getwiningnumber', payload },
      ['supervisor'],
    );
  });

  it('gives the results between two dates as date, lottery, L3C, 1st, 2nd, 3rd, newest first', async () => {
    const georgia = await createLotteryCategory(ctx.db);
    const florida = await createLotteryCategory(ctx.db);
    const first = await postResult(app, admin, georgia.name, '2026-07-01', {
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });
    const second = await postResult(app, admin, florida.id, '2026-07-03', {
      first: '08',
      second: '91',
      third: '30',
      l3c: '108',
    });
    await postResult(app, admin, georgia.id, '2026-07-05', {
      first: '11',
      second: '22',
      third: '33',
      l3c: '311',
    });
    const ours = new Set([georgia.id, florida.id]);

    for (const [token, path] of [
      [tokens.subadmin, '/api/subadmin/getwiningnumber'],
      [tokens.supervisor, '/api/superVisor/getwiningnumber'],
    ] as const) {
      const response = await search(token, path, {
        lotteryCategoryName: '',
        fromDate: '2026-07-01',
        toDate: '2026-07-04',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(
        body.data.filter((r: { lotteryCategoryId: string }) => ours.has(r.lotteryCategoryId)),
      ).toEqual([
        {
          _id: second.data._id,
          date: '2026-07-03',
          lotteryName: florida.name,
          lotteryCategoryId: florida.id,
          numbers: { l3c: '108', first: '08', second: '91', third: '30' },
        },
        {
          _id: first.data._id,
          date: '2026-07-01',
          lotteryName: georgia.name,
          lotteryCategoryId: georgia.id,
          numbers: { l3c: '427', first: '27', second: '45', third: '12' },
        },
      ]);
    }
  });

  it('answers 400 for From after To or a missing date', async () => {
    for (const payload of [
      { lotteryCategoryName: '', fromDate: '2026-07-05', toDate: '2026-07-01' },
      { lotteryCategoryName: '', fromDate: '2026-07-05' },
      { fromDate: 'yesterday', toDate: '2026-07-01' },
    ]) {
      const response = await search(tokens.subadmin, '/api/subadmin/getwiningnumber', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});
