import { EXPOSURE_STREAM_PATHS, type ExposureEvent } from '@tiraj/domain/contracts';
import { bearerOf, companyUserOf } from '../../auth/guards.ts';
import { findSessionUser } from '../../auth/sessions.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';

/** A comment line often enough that proxies keep the stream open; the session is checked again each time. */
const HEARTBEAT_MS = 25_000;

/**
 * The risk board's live feed: Server-Sent Events, one `sale` event per ticket of
 * the caller's company sold or deleted, carrying ids only (the chat's fan-out
 * carries them between instances); the board refetches its draw. Read with a
 * streaming fetch and the Authorization header, as the chat stream is.
 */
export function exposureStreamRoutes(app: App, ctx: Context) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  guardedPair(app, ctx, { tags: ['risk board'], errors: [] }, (scope, role) => {
    scope.get(
      EXPOSURE_STREAM_PATHS[role],
      {
        schema: {
          summary:
            'Risk board live: Server-Sent Events, one `sale` event per ticket sold or deleted',
          description:
            'Send `Authorization: Bearer <token>`. Events: `ready` once subscribed (refetch then); ' +
            '`sale` with `{ lotteryCategoryId, date, ticketId }` when a ticket of the company is sold or deleted. ' +
            'The stream ends when the session ends or the server restarts: reconnect, then refetch.',
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const user = companyUserOf(request);
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

        const unsubscribe = ctx.chat.subscribe((notice) => {
          if (!notice) return end(); // notices may have been missed: the client reconnects and refetches
          if (notice.kind !== 'sale' || notice.companyId !== user.companyId) return;
          const event: ExposureEvent = {
            lotteryCategoryId: notice.lotteryCategoryId,
            date: notice.drawDate,
            ticketId: notice.ticketId,
          };
          res.write(`event: sale\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => {
          findSessionUser(ctx.db, token)
            .then((still) => (still ? res.write(': ping\n\n') : end()))
            .catch(() => end());
        }, HEARTBEAT_MS);
        let ended = false;
        function end() {
          if (ended) return;
          ended = true;
          open.delete(end);
          clearInterval(heartbeat);
          unsubscribe();
          res.end();
        }
        open.add(end);
        request.raw.on('close', end);
        res.on('error', end);
      },
    );
  });
}
