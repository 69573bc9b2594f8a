import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { coded } from '@tiraj/domain';
import type { App } from './types.ts';

const readHtml = (webDist: string | undefined, name: string) => {
  const file = webDist ? join(webDist, name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * Serves the built SPA: its assets with long caching, pos.html (the sellers'
 * point of sale) for /pos and below, and index.html for any other GET that is
 * not under /api or /files (client-side routes).
 */
export async function registerWeb(app: App, webDist: string | undefined) {
  const html = readHtml(webDist, 'index.html');
  const posHtml = readHtml(webDist, 'pos.html') ?? html;
  if (webDist && html) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
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
    const page = /^\/pos(\/|$)/i.test(path) ? posHtml : html;
    if (!isApi && page && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply.status(404).send({ success: false, ...coded('request.no_route') }); // never echo what was asked
  });
}
