import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { ExpiringEntries } from '../../src/caches/expiring-entries.ts';
import { SessionCache } from '../../src/caches/session-cache.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { decodeNotice, encodeNotice, type StaleNotice } from '../../src/events/notices.ts';
import { testApp } from '../support/app.ts';
import {
  bearer,
  caller,
  closedCategory,
  createUser,
  imeiOf,
  openCategory,
  signedInCompany,
  signIn,
  unique,
} from '../support/factories.ts';
import { multipart } from '../support/multipart.ts';
import { sell } from '../support/sales.ts';
import { recordStatements } from '../support/statements.ts';

/** Sessions and lottery categories kept in memory (issue 16), on one instance; two: cached-reads-instances.test.ts. */
const { app, ctx } = await testApp();
const db = ctx.db;
const admin = await createUser(db, 'admin', null);
const adminToken = await signIn(app, admin);
const asAdmin = caller(app, adminToken);

const LINE = [{ gameCategory: 'BLT', number: '17', amount: 5 }];
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const meOf = async (token: string) =>
  (await me(token)).json<{ user: { userName: string; companyName: string; language: string } }>()
    .user;
const updateCompany = (companyId: string, fields: Record<string, string>) => {
  const body = multipart(fields);
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/updatesubadmin/${companyId}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken) },
  });
};
const SESSION_READ = /from "sessions"/;
const CATEGORY_READ = /from "lottery_categories"/;
const SECRET_READ = /"server_settings"/;
const LAST_SEEN = /last_seen_at/;

describe('reads on a warm cache', () => {
  const statements = recordStatements(db);
  afterAll(() => statements.stop());

  it('asks the database neither for its session nor for its category', async () => {
    const c = await signedInCompany(app, db);
    const category = await openCategory(db);
    statements.reset();
    const cold = await sell(app, c.tokens.seller, category.name, LINE);
    expect(cold.statusCode, cold.body).toBe(200);
    // The server's first ticket answer also reads (or creates) the public references' secret,
    // once for the instance's life (public-ref.ts): not a read of this sale's.
    // Nor is the session's "last seen", written at most once a minute (auth/last-seen.ts).
    const coldTexts = statements.texts.filter((t) => !SECRET_READ.test(t) && !LAST_SEEN.test(t));
    expect(coldTexts.filter((t) => SESSION_READ.test(t))).toHaveLength(1);
    expect(coldTexts.filter((t) => CATEGORY_READ.test(t))).toHaveLength(1);

    statements.reset();
    const warm = await sell(app, c.tokens.seller, category.name, LINE);
    expect(warm.statusCode, warm.body).toBe(200);
    const warmTexts = [...statements.texts];
    expect(warmTexts.filter((t) => SESSION_READ.test(t) || CATEGORY_READ.test(t))).toEqual([]);
    // The rest is the sale's own: the cold one also made the seller's first `tiraj_sell` call,
    // which reads its sale context (sale-round-trips.test.ts counts those).
    const sells = (texts: string[]) => texts.filter((t) => /tiraj_sell/.test(t)).length;
    expect(sells(coldTexts)).toBe(2);
    expect(sells(warmTexts)).toBe(1);
    expect(warmTexts.length).toBe(coldTexts.length - 3);

    // By its id too: the category read by name is kept under both spellings.
    statements.reset();
    expect((await sell(app, c.tokens.seller, category.id, LINE)).statusCode).toBe(200);
    expect(statements.texts.filter((t) => CATEGORY_READ.test(t))).toEqual([]);
  });

  it('asks the database once about a made-up token, then answers 401 from memory; a real token is not held back', async () => {
    const madeUp = `made-up-${unique('token')}`;
    statements.reset();
    for (let i = 0; i < 5; i += 1) expect((await me(madeUp)).statusCode).toBe(401);
    expect(statements.texts.filter((t) => SESSION_READ.test(t))).toHaveLength(1);
    // A token issued now was never asked before: it is read and answered at once.
    const c = await signedInCompany(app, db);
    expect((await me(c.tokens.seller)).statusCode).toBe(200);
  });
});

describe('every writer drops what it changed, before it answers', () => {
  it('keeps a session it has read: the database is not asked again until a writer drops it', async () => {
    const c = await signedInCompany(app, db);
    expect((await me(c.tokens.seller)).statusCode).toBe(200);
    // Gone behind the cache's back (no writer does this): still answered from memory.
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(c.tokens.seller)));
    expect((await me(c.tokens.seller)).statusCode).toBe(200);
    await ctx.caches.invalidate([{ what: 'user-sessions', userId: c.seller.id }]);
    expect((await me(c.tokens.seller)).statusCode).toBe(401);
  });

  it('sign-out and a new language', async () => {
    const c = await signedInCompany(app, db);
    expect((await meOf(c.tokens.supervisor)).language).toBeNull();
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(c.tokens.supervisor),
      payload: { language: 'fr' },
    });
    expect(set.statusCode).toBe(200);
    expect((await meOf(c.tokens.supervisor)).language).toBe('fr');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: bearer(c.tokens.supervisor),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(c.tokens.supervisor)).statusCode).toBe(401);
  });

  it("a seller's rename, deactivation, new password and deletion", async () => {
    const c = await signedInCompany(app, db);
    const asSubadmin = caller(app, c.tokens.subadmin);
    const update = (id: string, body: object) =>
      asSubadmin('PATCH', `/api/subadmin/updateseller/${id}`, body);
    expect((await meOf(c.tokens.seller)).userName).toBe(c.seller.userName);
    const renamed = unique('renamed');
    expect((await update(c.seller.id, { userName: renamed })).statusCode).toBe(200);
    expect((await meOf(c.tokens.seller)).userName).toBe(renamed);
    expect((await update(c.seller.id, { isActive: false })).statusCode).toBe(200);
    expect((await me(c.tokens.seller)).statusCode).toBe(401);

    const other = await createUser(db, 'seller', c.company.id, { imei: unique('imei') });
    const otherToken = await signIn(app, other, await imeiOf(db, other.id));
    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await update(other.id, { password: 'a-new-secret' })).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);

    const third = await createUser(db, 'seller', c.company.id, { imei: unique('imei') });
    const thirdToken = await signIn(app, third, await imeiOf(db, third.id));
    expect((await me(thirdToken)).statusCode).toBe(200);
    const removed = await asSubadmin('DELETE', `/api/subadmin/deleteseller/${third.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(thirdToken)).statusCode).toBe(401);
  });

  it("a supervisor's deactivation and deletion", async () => {
    const c = await signedInCompany(app, db);
    const asSubadmin = caller(app, c.tokens.subadmin);
    expect((await me(c.tokens.supervisor)).statusCode).toBe(200);
    const off = await asSubadmin('PATCH', `/api/subadmin/updatesuperVisor/${c.supervisor.id}`, {
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(c.tokens.supervisor)).statusCode).toBe(401);

    const second = await createUser(db, 'supervisor', c.company.id);
    const secondToken = await signIn(app, second);
    expect((await me(secondToken)).statusCode).toBe(200);
    const gone = await asSubadmin('DELETE', `/api/subadmin/deletesuperVisor/${second.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await me(secondToken)).statusCode).toBe(401);
  });

  it("a company's rename and deactivation, and its subadmin's new password", async () => {
    const c = await signedInCompany(app, db);
    expect((await meOf(c.tokens.seller)).companyName).toBe(c.company.name);
    const renamed = unique('Bank');
    expect((await updateCompany(c.company.id, { companyName: renamed })).statusCode).toBe(200);
    expect((await meOf(c.tokens.seller)).companyName).toBe(renamed);
    expect((await me(c.tokens.subadmin)).statusCode).toBe(200);
    expect((await updateCompany(c.company.id, { password: 'another-456' })).statusCode).toBe(200);
    expect((await me(c.tokens.subadmin)).statusCode).toBe(401);
    expect((await updateCompany(c.company.id, { isActive: 'false' })).statusCode).toBe(200);
    for (const token of [c.tokens.seller, c.tokens.supervisor])
      expect((await me(token)).statusCode).toBe(401);
  });

  it("a category's rename, new window and deletion", async () => {
    const c = await signedInCompany(app, db);
    const category = await openCategory(db);
    expect((await sell(app, c.tokens.seller, category.name, LINE)).statusCode).toBe(200);
    const renamed = unique('Renamed Draw');
    const closed = await closedCategory(db);
    const changed = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${category.id}`, {
      lotteryName: renamed,
      startTime: closed.startTime,
      endTime: closed.endTime,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await sell(app, c.tokens.seller, category.name, LINE)).statusCode).toBe(404);
    const late = await sell(app, c.tokens.seller, renamed, LINE);
    expect(late.statusCode).toBe(422);
    expect(late.json().details.lines[0].reason).toBe('closed');

    // Refused (closed), so unused, but read and kept: its deletion drops it.
    expect((await sell(app, c.tokens.seller, closed.id, LINE)).statusCode).toBe(422);
    const deleted = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${closed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await sell(app, c.tokens.seller, closed.id, LINE)).statusCode).toBe(404);
  });
});

describe('what a cached session may outlive', () => {
  async function liveSession(expiresInMs: number) {
    const c = await signedInCompany(app, db);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + expiresInMs) })
      .where(eq(sessions.tokenHash, hashToken(c.tokens.seller)));
    return c;
  }

  it('nothing past its ttl, nor past its own expiry', async () => {
    let clock = Date.now();
    const cache = new SessionCache(db, { ttlMs: 30_000, maxEntries: 10, now: () => clock });
    const c = await liveSession(3_600_000);
    expect((await cache.find(c.tokens.seller))?.id).toBe(c.seller.id);
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(c.tokens.seller)));
    clock += 29_000;
    expect((await cache.find(c.tokens.seller))?.id).toBe(c.seller.id);
    clock += 2_000;
    expect(await cache.find(c.tokens.seller)).toBeUndefined();

    const d = await liveSession(5_000);
    expect((await cache.find(d.tokens.seller))?.id).toBe(d.seller.id);
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(d.tokens.seller)));
    clock += 6_000;
    expect(await cache.find(d.tokens.seller)).toBeUndefined();
  });

  it('nothing while its invalidations may be lost: it reads through', async () => {
    let hearing = false;
    const cache = new SessionCache(db, { ttlMs: 30_000, maxEntries: 10, usable: () => hearing });
    const c = await liveSession(3_600_000);
    expect((await cache.find(c.tokens.seller))?.id).toBe(c.seller.id);
    expect(cache.size).toBe(0);
    hearing = true;
    expect((await cache.find(c.tokens.seller))?.id).toBe(c.seller.id);
    expect(cache.size).toBe(1);
    hearing = false;
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(c.tokens.seller)));
    expect(await cache.find(c.tokens.seller)).toBeUndefined();
  });
});

describe('expiring entries', () => {
  it('never keeps what a read found when a drop came while it was reading', () => {
    const entries = new ExpiringEntries<string, number>(10, () => 0);
    const before = entries.ticket();
    entries.deleteWhere(() => true);
    entries.set(before, 'a', 1, 100);
    expect(entries.get('a')).toBeUndefined();
    entries.set(entries.ticket(), 'a', 1, 100);
    expect(entries.get('a')).toBe(1);
    const during = entries.ticket();
    entries.clear();
    entries.set(during, 'b', 2, 100);
    expect(entries.size).toBe(0);
  });

  it('drops the oldest entry past its bound, and each entry at its deadline', () => {
    let clock = 0;
    const entries = new ExpiringEntries<string, number>(2, () => clock);
    entries.set(entries.ticket(), 'a', 1, 10);
    entries.set(entries.ticket(), 'b', 2, 20);
    entries.set(entries.ticket(), 'c', 3, 20);
    expect([entries.get('a'), entries.get('b'), entries.get('c')]).toEqual([undefined, 2, 3]);
    clock = 20;
    expect(entries.get('b')).toBeUndefined();
  });
});

describe('stale notices between instances', () => {
  it('travel as compact JSON and come back as sent; anything malformed is dropped', () => {
    const id = '0b8f4a3e-6a41-4c3e-9d0e-2a7f5c1b9e11';
    const notices: StaleNotice[] = [
      { kind: 'stale', what: 'company-sessions', companyId: id },
      { kind: 'stale', what: 'user-sessions', userId: id },
      { kind: 'stale', what: 'categories' },
    ];
    for (const notice of notices) expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
    for (const bad of ['{"k":"x","w":"c","i":"nope"}', '{"k":"x","w":"z","i":"' + id + '"}'])
      expect(decodeNotice(bad)).toBeUndefined();
  });
});
