import {
  LOTTERYSOFT_SEARCH_DAYS,
  findLotterySoftQuery,
  findTicketQuery,
  foundLotterySoftAnswer,
  foundTicketAnswer,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { findLotterySoftTickets, findTicket } from './service.ts';

/** The dashboard header's search: a ticket by the ID a customer reads out (issue 13), or by its LotterySoft number (issue 27). */
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
    scope.get(
      `/${role}/findticket/lotterysoft`,
      {
        schema: {
          summary:
            role === 'subadmin'
              ? "The company's tickets printed with a LotterySoft number"
              : "The supervisor's sellers' tickets printed with a LotterySoft number",
          description: `\`number\` as a LotterySoft device printed it. The number restarts at 1 per seller, draw and day, so several tickets may carry it: answers those of draws from the last ${LOTTERYSOFT_SEARCH_DAYS} operator days on (today included), newest sale first, deleted or not, in the ticket lists' shape (each says its seller, lottery and date), at most 100; an empty list when none.`,
          querystring: findLotterySoftQuery,
          response: { 200: foundLotterySoftAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await findLotterySoftTickets(
          ctx.db,
          companyUserOf(request),
          request.query.number,
          ctx.config.timeZone,
        ),
      }),
    );
  });
}
