import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { addressOf } from '../../src/auth/sign-in-throttle.ts';
import { configFrom } from '../../src/config.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from '../support/app.ts';
import { createCompany, createUser, PASSWORD, unique } from '../support/factories.ts';

// Three wrong passwords per user name and address, five per address, in a 15-minute window.
const limits = { SIGNIN_MAX_FAILURES_PER_USER: '3', SIGNIN_MAX_FAILURES_PER_IP: '5' };
const { app, ctx } = await testApp(limits);
const db = ctx.db;
// Addresses of this run only: on PostgreSQL the counts of earlier runs are still stored.
const run = randomInt(0x10000).toString(16);
const address = (n: number) => `2001:db8:${run}:${n}::1`;

const attempt = (
  userName: string,
  password: string,
  remoteAddress: string,
  server: Pick<App, 'inject'> = app,
) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { userName, password },
    remoteAddress,
  });

const failuresStored = async (like: string) =>
  (
    await ctx.database.rows<{ key: string; failures: number }>(
      sql`select key, failures from sign_in_failures where key like ${like} order by key`,
    )
  ).map((r) => ({ key: r.key, failures: Number(r.failures) }));

/** A second server on the same database, as a second instance behind a load balancer. */
async function anotherInstance() {
  const config = configFrom({
    DATABASE_URL: ctx.config.databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/tiraj-test-data',
    ...limits,
  });
  return (await buildApp(config, ctx.database)).app;
}

let fixture: Awaited<ReturnType<typeof createCompany>>;
beforeAll(async () => {
  fixture = await createCompany(db);
});

describe('sign-in throttle: per user name and address', () => {
  it('lets one address try only the allowed passwords for a user name; then refuses even the right one with 429 and Retry-After', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    for (let i = 0; i < 3; i++) {
      expect((await attempt(user.userName, 'bad', address(1))).statusCode).toBe(401);
    }
    // The user name's case does not give a fresh count.
    const blocked = await attempt(user.userName.toUpperCase(), PASSWORD, address(1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
      ),
      code: 'signin.throttled',
      params: { minutes: Math.ceil(Number(blocked.headers['retry-after']) / 60) },
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Nothing more counted while blocked, and the counts are in the database.
    expect(await failuresStored(`%${addressOf(address(1))}%`)).toEqual([
      { key: `ip:${addressOf(address(1))}`, failures: 3 },
      { key: `user-ip:${addressOf(address(1))}|${user.userName.toLowerCase()}`, failures: 3 },
    ]);
  });

  it("does not let a stranger's failures stop the owner signing in from another address", async () => {
    const user = await createUser(db, 'seller', fixture.company.id);
    for (let i = 0; i < 3; i++) await attempt(user.userName, 'bad', address(66));
    expect((await attempt(user.userName, PASSWORD, address(66))).statusCode).toBe(429);
    const owner = await attempt(user.userName, PASSWORD, address(2));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  });

  it('starts a fresh count after a right password from that address', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    for (let i = 0; i < 2; i++) await attempt(user.userName, 'bad', address(3));
    expect((await attempt(user.userName, PASSWORD, address(3))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await attempt(user.userName, 'bad', address(3));
    expect((await attempt(user.userName, PASSWORD, address(3))).statusCode).toBe(200);
  });
});

describe('sign-in throttle: per address', () => {
  it('lets one address try only the allowed passwords across user names; others behind other addresses still sign in', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(unique('guess'), 'bad', address(9))).statusCode).toBe(401);
    }
    const blocked = await attempt(user.userName, PASSWORD, address(9));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(user.userName, PASSWORD, address(10))).statusCode).toBe(200);
  });

  it('forgets the failures once the window has passed', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    for (let i = 0; i < 5; i++) await attempt(user.userName, 'bad', address(20));
    expect((await attempt(user.userName, PASSWORD, address(20))).statusCode).toBe(429);
    await db.execute(
      sql`update sign_in_failures set window_started_at = now() - interval '16 minutes' where key like ${`%${addressOf(address(20))}%`}`,
    );
    expect((await attempt(user.userName, PASSWORD, address(20))).statusCode).toBe(200);
    // A new window counts from one again.
    await attempt(unique('guess'), 'bad', address(20));
    expect(await failuresStored(`ip:${addressOf(address(20))}`)).toEqual([
      { key: `ip:${addressOf(address(20))}`, failures: 1 },
    ]);
  });
});

describe('sign-in throttle: old counts', () => {
  it('removes the counts of windows that have ended as failures come in', async () => {
    const stale = `ip:${address(900)}`;
    const live = `ip:${address(901)}`;
    await db.execute(
      sql`insert into sign_in_failures (key, failures, window_started_at) values (${stale}, 3, now() - interval '16 minutes'), (${live}, 2, now() - interval '14 minutes')`,
    );
    // A fresh instance on the same database sweeps at its first failure.
    const fresh = await anotherInstance();
    try {
      await attempt(unique('guess'), 'bad', address(902), fresh);
    } finally {
      await fresh.close();
    }
    expect(await failuresStored(`ip:${address(900)}`)).toEqual([]);
    expect(await failuresStored(`ip:${address(901)}`)).toEqual([{ key: live, failures: 2 }]);
  });
});

describe('sign-in throttle: the address counted', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
  ])('%s is counted as %s', (ip, counted) => {
    expect(addressOf(ip)).toBe(counted);
  });

  it('counts every address of one IPv6 /64 together', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    const net = `2001:db8:${run}:77`;
    for (let i = 1; i <= 5; i++) await attempt(unique('guess'), 'bad', `${net}::${i}`);
    expect((await attempt(user.userName, PASSWORD, `${net}::99`)).statusCode).toBe(429);
  });
});

describe('sign-in throttle: shared by instances', () => {
  let second: App;
  beforeAll(async () => {
    second = await anotherInstance();
  });
  afterAll(() => second.close());

  it('refuses on one instance the failures counted by another', async () => {
    const user = await createUser(db, 'supervisor', fixture.company.id);
    for (let i = 0; i < 3; i++) await attempt(user.userName, 'bad', address(7));
    expect((await attempt(user.userName, PASSWORD, address(7), second)).statusCode).toBe(429);
    expect((await attempt(user.userName, PASSWORD, address(8), second)).statusCode).toBe(200);
  });
});
