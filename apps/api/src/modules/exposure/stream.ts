import { EXPOSURE_STREAM_PATHS, type ExposureEvent } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';

/**
 * The risk board's live feed: Server-Sent Events, one `sale` event per ticket of
 * the caller's company sold or deleted, carrying ids only (the chat's fan-out
 * carries them between instances); the board refetches its draw. Read with a
 * streaming fetch and the Authorization header, as the chat stream is.
 */
export function exposureStreamRoutes(app: App, ctx: Context) {
  const stream = eventStreams(app, ctx);

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
        stream(request, reply, (send, end) =>
          ctx.chat.subscribe((notice) => {
            if (!notice) return end(); // notices may have been missed: the client reconnects and refetches
            if (notice.kind !== 'sale' || notice.companyId !== user.companyId) return;
            const event: ExposureEvent = {
              lotteryCategoryId: notice.lotteryCategoryId,
              date: notice.drawDate,
              ticketId: notice.ticketId,
            };
            send('sale', event);
          }),
        );
      },
    );
  });
}
