import {
  EXPOSURE_ALERT_PATHS,
  EXPOSURE_STREAM_PATHS,
  type ExposureEvent,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { alertOf, alertVisibleTo } from './alerts.ts';

/**
 * The risk board's live feed: Server-Sent Events, one `sale` event per ticket of
 * the caller's company sold or deleted, carrying ids only (the event bus
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
            'Risk board and risk alerts live: Server-Sent Events, one `sale` event per ticket sold or deleted, one `alert` per number reaching the alert share',
          description:
            'Send `Authorization: Bearer <token>`. Events: `ready` once subscribed (refetch then); ' +
            '`sale` with `{ lotteryCategoryId, date, ticketId }` when a ticket of the company is sold or deleted; ' +
            '`alert` with an ExposureAlert (as GET ' +
            EXPOSURE_ALERT_PATHS[role] +
            ' lists them) when a sale brings a number to the company’s alert share of a limit, once per number and draw' +
            (role === 'supervisor'
              ? ' (a supervisor hears those of the All limit, of its own group’s and of its sellers’)'
              : '') +
            '. ' +
            'The stream ends when the session ends or the server restarts: reconnect, then refetch.',
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const user = companyUserOf(request);
        stream(request, reply, (send, end) =>
          ctx.events.subscribe((notice) => {
            if (!notice) return end(); // notices may have been missed: the client reconnects and refetches
            if (notice.kind === 'alert') {
              if (alertVisibleTo(user, notice)) send('alert', alertOf(notice));
              return;
            }
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
