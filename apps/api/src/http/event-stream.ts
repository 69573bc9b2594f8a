import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../auth/guards.ts';
import type { App, Context } from './types.ts';

/** A comment line often enough that proxies keep the stream open; the session is checked again each time. */
const HEARTBEAT_MS = 25_000;

/** Writes one event to the stream; ends it (the client reconnects and refetches). */
export type Send = (event: string, data: unknown) => void;
type Listen = (send: Send, end: () => void) => () => void;

/**
 * The one shape of a live feed (chat, risk board): Server-Sent Events read with a streaming fetch
 * and the Authorization header, a `ready` event once subscribed, a heartbeat that also checks the
 * session is still alive, and every open stream ended before the server closes (open streams would
 * hold its close forever). `listen` subscribes to the event bus and answers how to unsubscribe.
 */
export function eventStreams(app: App, ctx: Context) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return function stream(request: FastifyRequest, reply: FastifyReply, listen: Listen) {
    const token = bearerOf(request) ?? '';
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');

    let ended = false;
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => {
      ctx.caches.sessions
        .find(token)
        .then((still) => (still ? res.write(': ping\n\n') : end()))
        .catch(() => end());
    }, HEARTBEAT_MS);
    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    }
    unsubscribe = listen(
      (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end,
    );
    if (ended) unsubscribe();
    open.add(end);
    request.raw.on('close', end);
    res.on('error', end);
  };
}
