import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';

/**
 * A built web app with prerendered landing pages (apps/web/build/prerender-landing.ts writes
 * them with these placeholders): the server sends `/` in the visitor's language, the operator's
 * contact and the year written in.
 */
function builtWeb(withLanding: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'tiraj-landing-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>dashboard</title>');
  writeFileSync(join(dir, 'pos.html'), '<!doctype html><title>pos</title>');
  if (withLanding) {
    mkdirSync(join(dir, 'landing'));
    for (const language of ['ht', 'fr', 'en']) {
      writeFileSync(
        join(dir, 'landing', `${language}.html`),
        `<!doctype html><html data-language="${language}"><title>landing ${language}</title>` +
          '<a href="%TIRAJ_CONTACT_PHONE_HREF%">%TIRAJ_CONTACT_PHONE%</a>' +
          '<a href="mailto:%TIRAJ_CONTACT_EMAIL%">%TIRAJ_CONTACT_EMAIL%</a>' +
          '<p>© %TIRAJ_YEAR% Tiraj</p></html>',
      );
    }
  }
  return dir;
}

const { app } = await testApp({
  WEB_DIST: builtWeb(true),
  CONTACT_PHONE: '+509 3700 <0000>',
  CONTACT_EMAIL: 'bonjou"&@tiraj.test',
});

const landing = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/', headers });
const languageOf = (body: string) => /data-language="(\w+)"/.exec(body)?.[1];

describe('the landing page', () => {
  it('is sent in French when the browser names none of our languages', async () => {
    const answer = await landing({ 'accept-language': 'de-DE,es;q=0.8' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(languageOf(answer.body)).toBe('fr');
    expect(languageOf((await landing()).body)).toBe('fr');
    // The language depends on these headers: no cache may hand one visitor's page to another.
    expect(answer.headers.vary).toBe('Accept-Language, Cookie');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-language']).toBe('fr');
    // The pages' security headers are on it too: no inline script may run.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("follows the browser's languages, by weight", async () => {
    const kreyol = await landing({ 'accept-language': 'de;q=0.9, ht-HT;q=0.8, fr;q=0.5' });
    expect(languageOf(kreyol.body)).toBe('ht');
    expect(kreyol.headers['content-language']).toBe('ht');
    expect(languageOf((await landing({ 'accept-language': 'en-US,en;q=0.9' })).body)).toBe('en');
  });

  it("takes the device's choice (the cookie) over the browser's", async () => {
    const answer = await landing({
      'accept-language': 'en-US',
      cookie: 'other=1; tiraj.language=ht; tiraj.other=fr',
    });
    expect(languageOf(answer.body)).toBe('ht');
    // A cookie naming no language of ours leaves the browser's.
    const unknown = await landing({ 'accept-language': 'en-US', cookie: 'tiraj.language=es' });
    expect(languageOf(unknown.body)).toBe('en');
  });

  it("writes in the operator's contact, escaped, and this year", async () => {
    const { body } = await landing();
    expect(body).toContain('<a href="tel:+5093700&lt;0000&gt;">+509 3700 &lt;0000&gt;</a>');
    expect(body).toContain(
      '<a href="mailto:bonjou&quot;&amp;@tiraj.test">bonjou&quot;&amp;@tiraj.test</a>',
    );
    expect(body).toContain(`© ${new Date().getFullYear()} Tiraj`);
    expect(body).not.toContain('%TIRAJ');
  });

  it('answers HEAD, and only `/`: the pages are not files of their own', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: '/landing/fr.html' });
    expect(file.body).not.toContain('%TIRAJ');
    expect(file.body).toContain('<title>dashboard</title>');
    const signIn = await app.inject({ method: 'GET', url: '/auth/signin' });
    expect(signIn.body).toContain('<title>dashboard</title>');
    const pos = await app.inject({ method: 'GET', url: '/pos/signin' });
    expect(pos.body).toContain('<title>pos</title>');
  });
});

describe('a build without prerendered landing pages', () => {
  it("sends the dashboard's page for `/`, which draws the landing itself", async () => {
    const { app: bare } = await testApp({ WEB_DIST: builtWeb(false) });
    const answer = await bare.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'tiraj.language=ht' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>dashboard</title>');
  });
});
