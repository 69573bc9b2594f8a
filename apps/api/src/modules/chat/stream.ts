import type { ChatEvent } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import type { ChatNotice } from '../../events/notices.ts';

/**
 * GET /chat/stream: Server-Sent Events, one `message` event per new message
 * the caller may see (a subadmin: its company's threads; a seller: its own),
 * carrying ids only; the client fetches the thread through the usual calls.
 * Authenticated like every call, with the Authorization header: clients read
 * it with a streaming fetch (EventSource cannot send headers), so the token
 * never appears in a URL or a log.
 */
export function chatStreamRoutes(app: App, ctx: Context) {
  const stream = eventStreams(app, ctx);

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
        const mine = (n: ChatNotice) =>
          n.companyId === user.companyId && (user.role === 'subadmin' || n.sellerId === user.id);
        stream(request, reply, (send, end) =>
          ctx.events.subscribe((notice) => {
            if (!notice) return end(); // notices may have been missed: the client reconnects and refetches
            // Sales and alerts are the risk board's; stale reads, the caches'.
            if (notice.kind !== 'chat' || !mine(notice)) return;
            const event: ChatEvent = {
              _id: notice.messageId,
              sellerId: notice.sellerId,
              senderId: notice.senderId,
            };
            send('message', event);
          }),
        );
      },
    );
  });
}
