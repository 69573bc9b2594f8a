import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../src/db/schema/index.ts';
import type { Db } from '../../../src/db/client.ts';
import type { App } from '../../../src/http/types.ts';
import { hashToken } from '../../../src/auth/tokens.ts';
import { testApp } from '../../support/app.ts';
import { createCompany, imeiOf, signIn, bearer } from '../../support/factories.ts';
import {
  lotterySoftBank,
  lotterySoftDevice,
  setLotterySoftDevices,
} from '../../support/lotterysoft-device.ts';

let app: App;
let db: Db;
beforeAll(async () => {
  ({
    app,
    ctx: { db },
  } = await testApp());
});

describe('D1 sign-in by device ID, D2 sign-out', () => {
  it('signs a seller in by its device ID alone, gzip both ways, and marks the session', async () => {
    const { seller, company, imei } = await createCompany(db).then(async (f) => {
      await setLotterySoftDevices(db, f.company.id, true);
      return { ...f, imei: await imeiOf(db, f.seller.id) };
    });
    const answer = await lotterySoftDevice(app).signIn(imei);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      token: expect.any(String),
      userName: seller.userName,
      companyName: company.name,
      phoneNumber: '',
      address: '',
      sellerId: seller.id,
      subAdminId: company.id,
    });
    const stored = await db.select().from(sessions).where(eq(sessions.userId, seller.id));
    expect(stored.map((s) => s.lotterySoft)).toEqual([true]);
  });

  it('signs in a device whose ID is the 16-hex Android ID (the app’s fallback without an IMEI)', async () => {
    const f = await createCompany(db);
    await setLotterySoftDevices(db, f.company.id, true);
    const androidId = randomBytes(8).toString('hex');
    await db.update(users).set({ imei: androidId }).where(eq(users.id, f.seller.id));
    const answer = await lotterySoftDevice(app).signIn(androidId);
    expect(answer.body).toMatchObject({ success: true, sellerId: f.seller.id });
  });

  it('accepts the gzip body under any content type, even JSON', async () => {
    const f = await createCompany(db);
    await setLotterySoftDevices(db, f.company.id, true);
    const imei = await imeiOf(db, f.seller.id);
    for (const type of ['application/json', 'text/plain', 'application/octet-stream']) {
      const answer = await lotterySoftDevice(app).gzipCall(
        '/api/seller/signin',
        { imei, password: f.seller.password },
        type,
      );
      expect(answer.body.success, type).toBe(true);
    }
  });

  it('answers the four refusals as 200 success:false with the original messages', async () => {
    const f = await createCompany(db);
    await setLotterySoftDevices(db, f.company.id, true);
    const imei = await imeiOf(db, f.seller.id);
    const device = lotterySoftDevice(app);
    expect((await device.signIn('no-such-device')).body).toEqual({
      success: false,
      message: 'User not found!',
    });
    expect((await device.signIn(imei, 'wrong password')).body).toEqual({
      success: false,
      message: 'Mot de passe incorrecte',
    });
    await db.update(users).set({ isActive: false }).where(eq(users.id, f.seller.id));
    expect((await device.signIn(imei)).body).toEqual({
      success: false,
      message: 'This user locked now!',
    });
    const g = await createCompany(db, { isActive: false });
    await setLotterySoftDevices(db, g.company.id, true);
    expect((await device.signIn(await imeiOf(db, g.seller.id))).body).toEqual({
      success: false,
      message: 'Votre compagnie est deconnecée',
    });
  });

  it('does not know the device while the company has the switch off (the default)', async () => {
    const f = await createCompany(db);
    const answer = await lotterySoftDevice(app).signIn(await imeiOf(db, f.seller.id));
    expect(answer.body).toEqual({ success: false, message: 'User not found!' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, f.seller.id))).toEqual([]);
  });

  it('counts wrong passwords in the sign-in throttle, as every sign-in does', async () => {
    const { app: strict, ctx } = await testApp({ SIGNIN_MAX_FAILURES_PER_USER: '2' });
    const f = await createCompany(ctx.db);
    await setLotterySoftDevices(ctx.db, f.company.id, true);
    const imei = await imeiOf(ctx.db, f.seller.id);
    const device = lotterySoftDevice(strict);
    await device.signIn(imei, 'wrong 1');
    await device.signIn(imei, 'wrong 2');
    const answer = await device.signIn(imei);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/Too many failed sign-in attempts/);
    // Each refusal is in the company's journal, the device's ID as where it came from (issue 29).
    const records = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sign-in'), eq(auditLog.companyId, f.company.id)));
    const kept = records.map((r) => [r.action, r.actorId, r.device]);
    expect(kept.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['fail', f.seller.id, imei],
      ['fail', f.seller.id, imei],
      ['throttle', f.seller.id, imei],
    ]);
    // An unknown device is the platform's record, named by its ID.
    await device.signIn('no-such-device', 'wrong');
    const [unknown] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sign-in'), eq(auditLog.actorName, 'imei:no-such-device')));
    expect(unknown).toMatchObject({ companyId: null, actorId: null, action: 'fail' });
  });

  it('ends the device session when the switch is turned off, and on a sign-out that sends its token', async () => {
    const bank = await lotterySoftBank(app, db);
    expect((await bank.device.draws()).body.success).toBe(true);
    const owner = await signIn(app, bank.subadmin);
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatelotterysoftdevices',
      headers: bearer(owner),
      payload: { lotterySoftDevices: false },
    });
    expect(off.json()).toEqual({
      success: true,
      message: 'LotterySoft devices turned off.',
      lotterySoftDevices: false,
    });
    // Every path says `Unauthorized!` as a 200, the app's only way back to its sign-in screen,
    // the paths shared with Tiraj's clients too (a 401 would show "Network error!" forever).
    const range = {
      lotteryCategoryName: 'All Category',
      fromDate: '2024-01-01',
      toDate: '2024-01-02',
    };
    for (const answer of [
      await bank.device.timeCheck(bank.company.id),
      await bank.device.draws(),
      await bank.device.tickets(range),
      await bank.device.deleteTicket(1),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: false, message: 'Unauthorized!' });
    }
    await setLotterySoftDevices(db, bank.company.id, true);
    const again = lotterySoftDevice(
      app,
      String((await lotterySoftDevice(app).signIn(bank.imei)).body.token),
    );
    // The app sends no token (next test); a client that sends one ends that session.
    expect((await again.formCall('POST', '/api/seller/signout')).body).toEqual({
      success: true,
      message: "You've been signed out!",
    });
    expect((await again.timeCheck(bank.company.id)).body.message).toBe('Unauthorized!');
  });

  it("answers the app's sign-out (no token, an empty form) with its message, ending no other session", async () => {
    const bank = await lotterySoftBank(app, db);
    const owner = await signIn(app, bank.subadmin);
    const answer = await bank.device.signOut();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "You've been signed out!" });
    // A token of Tiraj's own clients sent to this path is not the device's to end.
    const tiraj = await app.inject({
      method: 'POST',
      url: '/api/seller/signout',
      headers: { ...bearer(owner), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(tiraj.json()).toEqual({ success: true, message: "You've been signed out!" });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner) });
    expect(me.statusCode).toBe(200);
  });

  it('says `Unauthorized!` on the shared paths once a device session expired', async () => {
    const bank = await lotterySoftBank(app, db);
    // A session never used yet, so no instance holds it in memory past its (moved) expiry.
    const token = String((await lotterySoftDevice(app).signIn(bank.imei)).body.token);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const device = lotterySoftDevice(app, token);
    expect((await device.draws()).body).toEqual({ success: false, message: 'Unauthorized!' });
    expect((await device.deleteTicket(1)).body.message).toBe('Unauthorized!');
  });

  it.each(['the seller is deactivated', 'the office ends the device’s session'] as const)(
    'says `Unauthorized!` on the shared paths once %s',
    async (how) => {
      const bank = await lotterySoftBank(app, db);
      const office = bearer(await signIn(app, bank.subadmin));
      if (how === 'the seller is deactivated') {
        const off = await app.inject({
          method: 'PATCH',
          url: '/api/subadmin/updatesellersactive',
          headers: office,
          payload: { ids: [bank.seller.id], isActive: false },
        });
        expect(off.statusCode, off.body).toBe(200);
      } else {
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(bank.token)));
        const url = `/api/subadmin/endsession/${row!.id}`;
        const ended = await app.inject({ method: 'DELETE', url, headers: office });
        expect(ended.statusCode, ended.body).toBe(200);
        // Ended once: the row kept for the device is not a session to end again.
        expect((await app.inject({ method: 'DELETE', url, headers: office })).statusCode).toBe(404);
      }
      const today = new Date().toISOString().slice(0, 10);
      for (const answer of [
        await bank.device.draws(),
        await bank.device.tickets({
          lotteryCategoryName: 'All Category',
          fromDate: today,
          toDate: today,
        }),
        await bank.device.deleteTicket(1),
      ]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: false, message: 'Unauthorized!' });
      }
    },
  );

  it('keeps Tiraj’s 401 on the shared paths for a point-of-sale seller whose session ended', async () => {
    const f = await createCompany(db);
    await setLotterySoftDevices(db, f.company.id, true);
    const expired = await signIn(app, f.seller, await imeiOf(db, f.seller.id));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    const revoked = await signIn(app, f.seller, await imeiOf(db, f.seller.id));
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(revoked)));
    for (const token of [expired, revoked]) {
      for (const [method, url] of [
        ['GET', '/api/seller/gettickets?fromDate=2024-01-01&toDate=2024-01-02'],
        ['DELETE', '/api/seller/deleteticket/00000000-0000-4000-8000-000000000000'],
        ['GET', '/api/admin/getlotterycategory'],
      ] as const) {
        const answer = await app.inject({ method, url, headers: bearer(token) });
        expect(answer.statusCode, url).toBe(401);
        expect(answer.json().success, url).toBe(false);
      }
    }
  });

  it('refuses a point-of-sale session on the device paths', async () => {
    const f = await createCompany(db);
    await setLotterySoftDevices(db, f.company.id, true);
    const token = await signIn(app, f.seller, await imeiOf(db, f.seller.id));
    const answer = await lotterySoftDevice(app, token).timeCheck(f.company.id);
    expect(answer.body).toEqual({ success: false, message: 'Unauthorized!' });
  });
});

describe('hostile input on the device paths', () => {
  it('a NUL anywhere is refused as the app reads refusals, and writes nothing', async () => {
    const bank = await lotterySoftBank(app, db);
    const device = lotterySoftDevice(app);
    for (const body of [
      { imei: 'a\u0000b', password: 'x' },
      { imei: bank.imei, password: 'a\u0000b' },
    ]) {
      const answer = await device.gzipCall('/api/seller/signin', body);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(false);
    }
    const sale = await bank.device.gzipCall('/api/seller/newticket', {
      lotteryCategoryName: 'x\u0000',
      numbers: '[]',
    });
    expect(sale.body).toEqual({ success: false, message: 'Bad request' });
    const notGzip = await app.inject({
      method: 'POST',
      url: '/api/seller/newticket',
      headers: { authorization: `Bearer ${bank.token}`, 'content-encoding': 'gzip' },
      payload: Buffer.from('not gzip at all'),
    });
    expect(notGzip.statusCode).toBe(200);
    const stored = await db.select().from(sessions).where(eq(sessions.userId, bank.seller.id));
    expect(stored).toHaveLength(1);
  });
});
