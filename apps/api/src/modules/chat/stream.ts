import type { ChatEvent } from '@tiraj/domain/contracts';
import { bearerOf, companyUserOf } from '../../auth/guards.ts';
import { findSessionUser } from '../../auth/sessions.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import type { ChatNotice } from './fanout.ts';

/** A comment line often enough that proxies keep the stream open; the session is checked again each time. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /chat/stream: Server-Sent Events, one `message` event per new message
 * the caller may see (a subadmin: its company's threads; a seller: its own),
 * carrying ids only; the client fetches the thread through the usual calls.
 * Authenticated like every call, with the Authorization header: clients read
 * it with a streaming fetch (EventSource cannot send headers), so the token
 * never appears in a URL or a log.
 */
export function chatStreamRoutes(app: App, ctx: Context) {
  const open = new Set<() => void>();
  // Open streams would hold the server's close forever; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  guarded(app, ctx, { roles: ['subadmin', 'seller'], tags: ['chat'], errors: [] }, (scope) => {
    scope.get(
      '/chat/stream',
      {
        schema: {
          summary: 'Live chat: Server-Sent Events, one `message` event per new message',
          description:
            'Send `Authorization: Bearer <token>` (read the stream with a streaming HTTP client). Events: `ready` once subscribed; ' +
            '`message` with `{ _id, sellerId, senderId }` for each new message of a thread the caller may read. ' +
            'The stream ends when the session ends or the server restarts: reconnect, then fetch the thread again.',
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const user = companyUserOf(request);
        const companyId = user.companyId;
        const token = bearerOf(request) ?? '';
        const mine = (n: ChatNotice) =>
          n.companyId === companyId && (user.role === 'subadmin' || n.sellerId === user.id);

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
          if (notice.kind === 'sale' || !mine(notice)) return; // sales are the risk board's
          const event: ChatEvent = {
            _id: notice.messageId,
            sellerId: notice.sellerId,
            senderId: notice.senderId,
          };
          res.write(`event: message\ndata: ${JSON.stringify(event)}\n\n`);
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
