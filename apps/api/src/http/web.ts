import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  coded,
  firstSpoken,
  isLanguage,
  LANGUAGES,
  preferredTags,
  telHref,
  type Language,
} from '@tiraj/domain';
import type { App } from './types.ts';

const readHtml = (webDist: string | undefined, name: string) => {
  const file = webDist ? join(webDist, name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The language the landing page is sent in when neither the device nor the browser names one of ours. */
const LANDING_DEFAULT: Language = 'fr';

/** The device's choice, which the landing page's script keeps in this cookie (landing-script.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)tiraj\.language=([a-z]+)/;

/**
 * The landing page's language for a request: the device's choice (cookie), else the first of the
 * browser's languages we speak (Accept-Language), else French (SPEC.md §1).
 */
export function landingLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  const chosen = LANGUAGE_COOKIE.exec(headers.cookie ?? '')?.[1];
  if (isLanguage(chosen)) return chosen;
  return firstSpoken(preferredTags(headers['accept-language'])) ?? LANDING_DEFAULT;
}

/**
 * The prerendered landing pages (dist/landing/<language>.html, apps/web/build/prerender-landing.ts)
 * with the operator's contact written in; the year is written per answer. None when the build has
 * none: the dashboard's page then draws the landing itself.
 */
function landingPages(webDist: string | undefined, contact: { phone: string; email: string }) {
  const pages = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const page = readHtml(webDist, join('landing', `${language}.html`));
    if (!page) return undefined;
    pages.set(
      language,
      page
        .replaceAll('%TIRAJ_CONTACT_PHONE_HREF%', escapeHtml(telHref(contact.phone)))
        .replaceAll('%TIRAJ_CONTACT_PHONE%', escapeHtml(contact.phone))
        .replaceAll('%TIRAJ_CONTACT_EMAIL%', escapeHtml(contact.email)),
    );
  }
  return pages;
}

/**
 * Serves the built web app: its assets with long caching; `/` the prerendered landing page in
 * the visitor's language; pos.html (the sellers' point of sale) for /pos and below; and
 * index.html (sign-in and the dashboard) for any other GET that is not under /api or /files
 * (client-side routes).
 */
export async function registerWeb(
  app: App,
  webDist: string | undefined,
  contact: { phone: string; email: string },
) {
  const html = readHtml(webDist, 'index.html');
  const posHtml = readHtml(webDist, 'pos.html') ?? html;
  const landing = landingPages(webDist, contact);
  if (webDist && html) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      // The landing pages are sent by `/` only, their contact written in.
      allowedPath: (path) => !path.startsWith('/landing/'),
      setHeaders: (res, sent) => {
        // A compressed copy (x.js.br) keeps the rule of the file it stands for.
        const path = sent.replace(/\.(br|gz)$/, '');
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The point of sale's service worker must be re-checked on every visit to update.
        else if (path.endsWith('sw.js')) res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|files)(\/|$)/i.test(path);
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/' && landing && readable) {
      const language = landingLanguage(request.headers);
      const page = landing
        .get(language)!
        .replaceAll('%TIRAJ_YEAR%', String(new Date().getFullYear()));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .header('content-language', language)
        .send(page);
    }
    const page = /^\/pos(\/|$)/i.test(path) ? posHtml : html;
    if (!isApi && page && readable) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply.status(404).send({ success: false, ...coded('request.no_route') }); // never echo what was asked
  });
}
