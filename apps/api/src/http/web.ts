import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './types.ts';

/**
 * Serves the built SPA: its assets with long caching, and index.html for any
 * other GET that is not under /api or /files (client-side routes).
 */
export async function registerWeb(app: App, webDist: string | undefined) {
  const index = webDist ? join(webDist, 'index.html') : undefined;
  const html = index && existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  if (webDist && html) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|files)(\/|$)/i.test(path);
    if (!isApi && html && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply
      .status(404)
      .send({ success: false, message: `No such route: ${request.method} ${path}` });
  });
}
