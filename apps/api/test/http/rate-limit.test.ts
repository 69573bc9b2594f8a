import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../src/config.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from '../support/app.ts';
import { bearer, createCompany, signIn } from '../support/factories.ts';

// A built web app to serve, so its files can be shown not to count.
const webDist = mkdtempSync(join(tmpdir(), 'tiraj-rate-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tiraj</title>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};');

// Five calls a minute per session token, three per address without one.
const { app, ctx } = await testApp({
  RATE_LIMIT_PER_MINUTE: '5',
  RATE_LIMIT_ANON_PER_MINUTE: '3',
  WEB_DIST: webDist,
});

// Counts shared through Redis outlive a run by a minute: each run starts at its own address.
let n = Math.floor(Math.random() * 60_000);
const newAddress = () => `198.18.${Math.floor(++n / 250)}.${n % 250}`;

const me = (token: string, remoteAddress: string, server: Pick<App, 'inject'> = app) =>
  server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token), remoteAddress });
const publicSettings = (remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/public/settings', remoteAddress });

function expectRefused(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
    code: 'rate_limit.too_many',
    params: { seconds: Number(response.headers['retry-after']) },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // A refusal is an answer like any other: the security headers are on it too.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

let tokens: { subadmin: string; supervisor: string; subadminAgain: string };
beforeAll(async () => {
  const fixture = await createCompany(ctx.db);
  // Three anonymous calls from 127.0.0.1, all its budget: no test uses that address.
  tokens = {
    subadmin: await signIn(app, fixture.subadmin),
    supervisor: await signIn(app, fixture.supervisor),
    subadminAgain: await signIn(app, fixture.subadmin),
  };
});

describe('rate limit per session token', () => {
  it('answers 429 with Retry-After once a token has spent its calls, wherever they come from', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await me(tokens.subadmin, newAddress())).statusCode).toBe(200);
    }
    expectRefused(await me(tokens.subadmin, newAddress()));
  });

  it('gives two tokens from one address separate budgets, apart from the address budget', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await me(tokens.supervisor, address)).statusCode).toBe(200);
    }
    expectRefused(await me(tokens.supervisor, address));
    // Another session's token from the same address still has all of its calls.
    for (let i = 0; i < 5; i++) {
      expect((await me(tokens.subadminAgain, address)).statusCode).toBe(200);
    }
    expectRefused(await me(tokens.subadminAgain, address));
    // And so do the callers without a token behind it.
    expect((await publicSettings(address)).statusCode).toBe(200);
  });
});

describe('rate limit per address without a token', () => {
  it('answers 429 after the anonymous budget, for that address only', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await publicSettings(address)).statusCode).toBe(200);
    expectRefused(await publicSettings(address));
    const signInRefused = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: 'nobody', password: 'whatever' },
      remoteAddress: address,
    });
    expect(signInRefused.statusCode).toBe(429);
    expect((await publicSettings(newAddress())).statusCode).toBe(200);
  });

  it('counts made-up bearer tokens by address: each invented token gets no budget of its own', async () => {
    const address = newAddress();
    const invented = () => bearer(randomBytes(32).toString('base64url'));
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/public/settings',
        headers: invented(),
        remoteAddress: address,
      });
      expect(answer.statusCode).toBe(200);
    }
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { userName: 'nobody', password: 'whatever' },
        headers: invented(),
        remoteAddress: address,
      }),
    );
    expectRefused(await me(randomBytes(32).toString('base64url'), address));
    expectRefused(await publicSettings(address));
    // A live session from that same address keeps its own budget.
    const fixture = await createCompany(ctx.db);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName: fixture.subadmin.userName, password: fixture.subadmin.password },
      remoteAddress: newAddress(), // 127.0.0.1 spent its budget in beforeAll
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    for (let i = 0; i < 5; i++) expect((await me(token, address)).statusCode).toBe(200);
    expectRefused(await me(token, address));
  });

  it('leaves the health check, the web app and its files out of the budget', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ url: '/api/health', remoteAddress: address })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/', remoteAddress: address })).statusCode).toBe(200);
      expect((await app.inject({ url: '/assets/app.js', remoteAddress: address })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/sellers', remoteAddress: address })).statusCode).toBe(200);
    }
    expect((await publicSettings(address)).statusCode).toBe(200);
  });
});

describe('rate limit across instances', async () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const limits = { RATE_LIMIT_ANON_PER_MINUTE: '4', REDIS_URL: redisUrl };
  const [one, two] = [(await testApp(limits)).app, (await testApp(limits)).app];

  it('shares one budget between instances through Redis', async () => {
    // Made-up tokens, a new one each call: all counted in their address's one shared budget.
    const token = () => randomBytes(32).toString('base64url');
    const address = newAddress();
    for (const server of [one, two, one, two]) {
      expect((await me(token(), address, server)).statusCode).toBe(401);
    }
    expectRefused(await me(token(), address, two));
    expectRefused(await me(token(), address, one));
  });
});

describe('rate limit configuration', () => {
  it('defaults to 12,000 calls a minute per token, 600 per address and 30 public ticket checks; 0 turns a limit off', () => {
    expect(configFrom({}).rateLimit).toEqual({ perToken: 12000, anonymous: 600, publicTicket: 30 });
    expect(
      configFrom({
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_ANON_PER_MINUTE: '30',
        PUBLIC_TICKET_PER_MINUTE: '0',
      }).rateLimit,
    ).toEqual({ perToken: 0, anonymous: 30, publicTicket: 0 });
  });

  it.each(['-1', '2.5', 'lots'])('RATE_LIMIT_PER_MINUTE=%s stops the start, naming it', (value) => {
    expect(() => configFrom({ RATE_LIMIT_PER_MINUTE: value })).toThrow(
      /^Invalid configuration:\n {2}RATE_LIMIT_PER_MINUTE: /,
    );
  });

  it('counts nothing when the limit is 0', async () => {
    const { app: unlimited } = await testApp({
      RATE_LIMIT_PER_MINUTE: '1',
      RATE_LIMIT_ANON_PER_MINUTE: '0',
    });
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const answer = await unlimited.inject({
        url: '/api/public/settings',
        remoteAddress: address,
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});
