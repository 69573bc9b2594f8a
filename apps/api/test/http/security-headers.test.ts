import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';
import { chatCompany, postForm, type WireMessage } from '../support/chat.ts';
import { bearer } from '../support/factories.ts';
import { PNG_1PX } from '../support/multipart.ts';

const webDist = mkdtempSync(join(tmpdir(), 'tiraj-headers-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tiraj</title>');
writeFileSync(join(webDist, 'pos.html'), '<!doctype html><title>Tiraj POS</title>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};');
writeFileSync(join(webDist, 'pos-sw.js'), 'self.addEventListener("fetch", () => {});');

const { app, ctx } = await testApp({ WEB_DIST: webDist });

/** The policy as a map of directive → sources, so a test does not depend on their order. */
function directives(header: string | string[] | number | undefined) {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.sort()]),
  );
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectEveryAnswerHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  const permissions = String(headers['permissions-policy']);
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toContain('microphone=(self)');
  // The point of sale prints through WebUSB, from its own origin only; Web Bluetooth is left at
  // its default (the top-level page), since Chromium names no such feature in the policy.
  expect(permissions).toContain('usb=(self)');
  expect(permissions).not.toContain('bluetooth');
  for (const denied of ['geolocation=()', 'payment=()', 'serial=()', 'midi=()', 'hid=()']) {
    expect(permissions).toContain(denied);
  }
  // Nothing but the app's own origin is ever allowed a feature.
  expect(permissions).not.toMatch(/\*|https?:/);
}

function expectAppPolicy(headers: Headers) {
  expectEveryAnswerHeaders(headers);
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
  expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'data:']);
  expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
  // blob: for the .xlsx writer's zip worker (issue 38); no other origin.
  expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // The RawBT print job is a top-level navigation to an intent: URL: no directive may restrict it.
  expect(csp.has('navigate-to')).toBe(false);
  // Plain http on a shop's network must keep working.
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('security headers', () => {
  it.each(['/', '/sellers', '/pos', '/pos/sell'])('on the web page %s', async (url) => {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectAppPolicy(page.headers);
  });

  it.each(['/assets/app.js', '/pos-sw.js'])('on the web app file %s', async (url) => {
    const file = await app.inject({ url });
    expect(file.statusCode).toBe(200);
    expectAppPolicy(file.headers);
  });

  it('on API answers, good and bad', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectAppPolicy(health.headers);
    const refused = await app.inject({ url: '/api/auth/me' });
    expect(refused.statusCode).toBe(401);
    expectAppPolicy(refused.headers);
    const unknown = await app.inject({ url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expectAppPolicy(unknown.headers);
  });

  it('on the API docs', async () => {
    const docs = await app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expectEveryAnswerHeaders(docs.headers);
    expect(directives(docs.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  describe('on an uploaded chat file', () => {
    let url: string;
    let token: string;
    beforeAll(async () => {
      const c = await chatCompany(app, ctx.db);
      token = c.tokens.seller;
      const sent = await postForm(
        app,
        token,
        '/api/seller/sendmessage',
        { type: 'file' },
        { fileName: 'foto.png', contentType: 'image/png', bytes: PNG_1PX },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      url = `/${sent.json<{ data: WireMessage }>().data.fileUrl!}`;
    });

    it('keeps its own sandboxing policy, with the headers of every answer', async () => {
      const file = await app.inject({ url, headers: bearer(token) });
      expect(file.statusCode).toBe(200);
      expectEveryAnswerHeaders(file.headers);
      const csp = directives(file.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
    });
  });
});
