import { findTicketQuery, foundTicketAnswer } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { findTicket } from './service.ts';

/** The dashboard header's search: a ticket by the ID a customer reads out (issue 13). */
export function findTicketRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['tickets'] }, (scope, role) => {
    scope.get(
      `/${role}/findticket`,
      {
        schema: {
          summary:
            role === 'subadmin'
              ? "One of the company's tickets by its ticket ID"
              : "One ticket of the supervisor's sellers by its ticket ID",
          description:
            '`ticketId` as printed, with or without the dash, in any case (`k7m42qxp`). Answers the ticket in the ticket lists’ shape, deleted or not; 404 when the caller has no such ticket.',
          querystring: findTicketQuery,
          response: { 200: foundTicketAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await findTicket(ctx.db, companyUserOf(request), request.query.ticketId),
      }),
    );
  });
}
