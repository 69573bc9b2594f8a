import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets, winningNumbers } from '../../../src/db/schema/index.ts';
import { BARE_LISTS } from '../../../src/modules/lotterysoft/dashboard-shapes.ts';
import { testApp } from '../../support/app.ts';
import {
  createUser,
  insertTicket,
  openCategory,
  signIn,
  signedInCompany,
} from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';

const DASHBOARD = 'https://dashboard.bank.example';
const { app, ctx } = await testApp({
  LOTTERYSOFT_DASHBOARD_ORIGINS: `${DASHBOARD}, https://other-dashboard.bank.example/`,
});
const db = ctx.db;

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  origin?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('LotterySoft’s dashboard from its own origin', () => {
  it('gets CORS for its origin only; a preflight from elsewhere is refused as before', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/subadmin/getsuperVisor',
      headers: { origin: DASHBOARD, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/);
    const elsewhere = await app.inject({
      method: 'OPTIONS',
      url: '/api/subadmin/getsuperVisor',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads bare arrays, and another origin (or none) gets Tiraj’s shapes and no CORS', async () => {
    const s = await signedInCompany(app, db);
    const dashboard = await call(
      s.tokens.subadmin,
      'GET',
      '/api/subadmin/getsuperVisor',
      DASHBOARD,
    );
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['access-control-allow-origin']).toBe(DASHBOARD);
    const list = dashboard.json<{ _id: string }[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((v) => v._id)).toContain(s.supervisor.id);
    for (const origin of ['https://evil.example', undefined]) {
      const tiraj = await call(s.tokens.subadmin, 'GET', '/api/subadmin/getsuperVisor', origin);
      expect(tiraj.headers['access-control-allow-origin']).toBeUndefined();
      expect(tiraj.json()).toMatchObject({ success: true, data: expect.any(Array) });
    }
  });

  it('reads every list of the dashboard bare, and Tiraj’s `{success, data}` from no origin', async () => {
    const s = await signedInCompany(app, db);
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const draw = await openCategory(db);
    const blocked = await call(
      s.tokens.subadmin,
      'POST',
      '/api/subadmin/addblocknumber',
      undefined,
      {
        lotteryCategoryName: draw.name,
        gameCategory: 'BLT',
        number: '31',
      },
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    // Paths are matched whatever their case (the router's), so the list's own spelling is called.
    for (const path of BARE_LISTS) {
      const token = path.startsWith('/admin/') ? admin : s.tokens.subadmin;
      const bare = await call(token, 'GET', `/api${path}`, DASHBOARD);
      expect(bare.statusCode, path).toBe(200);
      const list: unknown = bare.json();
      expect(Array.isArray(list), path).toBe(true);
      const tiraj = await call(token, 'GET', `/api${path}`);
      expect(tiraj.statusCode, path).toBe(200);
      expect(tiraj.json(), path).toMatchObject({ success: true, data: expect.any(Array) });
      // The same rows, whichever shape carries them.
      expect((list as unknown[]).length, path).toBe(tiraj.json().data.length);
    }
    const blockId = (blocked.json().data as { _id: string })._id;
    const url = `/api/subadmin/updateblocknumber/${blockId}`;
    const updated = await call(s.tokens.subadmin, 'PATCH', url, DASHBOARD, { number: '32' });
    expect(updated.json()).toMatchObject({ _id: blockId, number: '32' });
    expect(updated.json()).not.toHaveProperty('success');
    const tiraj = await call(s.tokens.subadmin, 'PATCH', url, undefined, { number: '33' });
    expect(tiraj.json()).toMatchObject({ success: true, data: { _id: blockId, number: '33' } });
  });

  it('gets the bare created object, the original role strings, and seller ids in ticket lists', async () => {
    const s = await signedInCompany(app, db);
    const draw = await openCategory(db);
    const created = await call(
      s.tokens.subadmin,
      'POST',
      '/api/subadmin/addblocknumber',
      DASHBOARD,
      {
        lotteryCategoryName: draw.name,
        gameCategory: 'BLT',
        number: '13',
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ _id: expect.any(String), number: '13' });
    expect(created.json()).not.toHaveProperty('success');

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin: DASHBOARD },
      payload: { userName: s.subadmin.userName, password: s.subadmin.password },
    });
    expect(signedIn.json().user.role).toBe('subAdmin');
    const tirajSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: s.supervisor.userName, password: s.supervisor.password },
    });
    expect(tirajSignIn.json().user.role).toBe('supervisor');

    await insertTicket(db, {
      companyId: s.company.id,
      sellerId: s.seller.id,
      lotteryCategoryId: draw.id,
      drawDate: draw.drawDate,
    });
    const q = `?fromDate=${draw.drawDate}&toDate=${draw.drawDate}`;
    const list = await call(s.tokens.subadmin, 'GET', `/api/subadmin/gettickets${q}`, DASHBOARD);
    expect(list.json().data[0].seller).toBe(s.seller.id);
    const tiraj = await call(s.tokens.subadmin, 'GET', `/api/subadmin/gettickets${q}`);
    expect(tiraj.json().data[0].seller).toEqual({ _id: s.seller.id, userName: s.seller.userName });
  });

  it('reads draws and game categories with any signed-in role; elsewhere they stay the admin’s', async () => {
    const s = await signedInCompany(app, db);
    const draw = await openCategory(db);
    for (const token of [s.tokens.subadmin, s.tokens.supervisor, s.tokens.seller]) {
      const draws = await call(token, 'GET', '/api/admin/getlotterycategory', DASHBOARD);
      expect(draws.statusCode).toBe(200);
      expect(draws.json().data.map((d: { _id: string }) => d._id)).toContain(draw.id);
      const games = await call(token, 'GET', '/api/admin/getgamecategory', DASHBOARD);
      expect(Array.isArray(games.json())).toBe(true);
    }
    expect((await call(s.tokens.subadmin, 'GET', '/api/admin/getlotterycategory')).statusCode).toBe(
      403,
    );
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/admin/getlotterycategory',
      headers: { origin: DASHBOARD },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(DASHBOARD);
  });
});

describe('the ticket ID the dashboard shows', () => {
  it('is the number a LotterySoft device printed ("ticket ID: 3"), else Tiraj’s code', async () => {
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const s = await signedInCompany(app, db);
    const draw = await openCategory(db);
    const sell = async (lotterySoftNumber: number | null, deleted = false) => {
      const { id } = await insertTicket(db, {
        companyId: s.company.id,
        sellerId: s.seller.id,
        lotteryCategoryId: draw.id,
        drawDate: draw.drawDate,
        lines: [{ game: 'BLT', number: '27', amount: 10 }],
      });
      await db
        .update(tickets)
        .set({ lotterySoftNumber, ...(deleted ? { deletedAt: new Date() } : {}) })
        .where(eq(tickets.id, id));
      const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
      return { id, code: row!.ticketCode };
    };
    const device = await sell(3);
    const pointOfSale = await sell(null);
    const deleted = await sell(4, true);
    await postResult(app, admin, draw.name, draw.drawDate, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '827',
    });
    const q = `?fromDate=${draw.drawDate}&toDate=${draw.drawDate}`;
    const shown = async (path: string, origin?: string) => {
      const answer = await call(s.tokens.subadmin, 'GET', `${path}${q}`, origin);
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = answer.json<{ data: { _id: string; ticketId: unknown }[] }>();
      return Object.fromEntries(data.map((t) => [t._id, t.ticketId]));
    };
    for (const path of ['/api/subadmin/gettickets', '/api/subadmin/getwintickets'])
      expect(await shown(path, DASHBOARD), path).toEqual({
        [device.id]: 3,
        [pointOfSale.id]: pointOfSale.code,
      });
    expect(await shown('/api/subadmin/getdeletedtickets', DASHBOARD)).toEqual({ [deleted.id]: 4 });
    // Tiraj's own screens keep the code (they show the number beside it).
    expect(await shown('/api/subadmin/gettickets')).toEqual({
      [device.id]: device.code,
      [pointOfSale.id]: pointOfSale.code,
    });
  });
});

describe('DELETE /api/admin/deletewiningnumber/:id', () => {
  it('deletes a result and settles its draw to nothing, for the admin only', async () => {
    const admin = await signIn(app, await createUser(db, 'admin', null));
    const s = await signedInCompany(app, db);
    const draw = await openCategory(db);
    const ticket = await insertTicket(db, {
      companyId: s.company.id,
      sellerId: s.seller.id,
      lotteryCategoryId: draw.id,
      drawDate: draw.drawDate,
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });
    const posted = await postResult(app, admin, draw.name, draw.drawDate, {
      first: '27',
      second: '44',
      third: '61',
      l3c: '827',
    });
    const paid = async () =>
      (await db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!.paidAmount;
    expect(await paid()).toBe(50_000);
    const url = `/api/admin/deletewiningnumber/${posted.data._id}`;
    expect((await call(s.tokens.subadmin, 'DELETE', url)).statusCode).toBe(403);
    const deleted = await call(admin, 'DELETE', url, DASHBOARD);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Winning number deleted' });
    expect(await paid()).toBe(0);
    expect(
      await db.select().from(winningNumbers).where(eq(winningNumbers.id, posted.data._id)),
    ).toEqual([]);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
  });
});
