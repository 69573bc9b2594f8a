import {
  companyTicketQuery,
  errorBody,
  idParam,
  ticketDeleted,
  ticketList,
  winTicketQuery,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { companyTickets, type TicketListKind } from './company-tickets.ts';
import { deleteTicket } from './delete-ticket.ts';
import { deleteTicketForever } from './delete-ticket-forever.ts';

const tags = ['tickets'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** A GET that lists one kind of ticket for the caller, filtered by the shared search form. */
function listRoute(scope: App, ctx: Context, path: string, kind: TicketListKind, summary: string) {
  scope.get(
    path,
    {
      schema: {
        tags,
        summary,
        description:
          'Filters: `seller` (id; empty = all), `lotteryCategoryName` (id or name; empty = all), `fromDate`–`toDate` (draw dates). Newest sale first, at most `limit` (default and most 2000); `more` is true when the search matched more.',
        security: SECURED,
        querystring: companyTicketQuery,
        response: { 200: ticketList, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await companyTickets(ctx.db, userOf(request), request.query, kind)),
    }),
  );
}

/** A GET of the caller's winning tickets: the shared search, and paid out or not. */
function winRoute(scope: App, ctx: Context, path: string, summary: string) {
  scope.get(
    path,
    {
      schema: {
        tags,
        summary,
        description:
          'Not deleted, paying more than 0. Filters: `seller`, `lotteryCategoryName`, `fromDate`–`toDate` (draw dates), `paidOut` ' +
          '(yes: paid out to the customer; no: not yet; empty: both). Each ticket says `paidOutAt` and `paidOutBy`. Newest sale first, at most `limit`.',
        security: SECURED,
        querystring: winTicketQuery,
        response: { 200: ticketList, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await companyTickets(ctx.db, userOf(request), request.query, 'won')),
    }),
  );
}

/** DELETE …/deleteticket/:id: a soft delete that gives the ticket's amounts back to the limits. */
function softDeleteRoute(scope: App, ctx: Context, path: string, summary: string) {
  scope.delete(
    path,
    {
      schema: {
        tags,
        summary,
        security: SECURED,
        params: idParam,
        response: { 200: ticketDeleted, 422: errorBody, ...errors },
      },
    },
    async (request) => {
      await deleteTicket(ctx.db, userOf(request), request.params.id, ctx.config.timeZone);
      return { success: true as const, message: 'Ticket deleted' };
    },
  );
}

/** Sold, deleted and winning tickets for subadmins (their company) and supervisors (their sellers). */
export function ticketRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    listRoute(subadmin, ctx, '/subadmin/gettickets', 'sold', "The company's sold tickets");
    listRoute(
      subadmin,
      ctx,
      '/subadmin/getdeletedtickets',
      'deleted',
      "The company's deleted tickets (not yet deleted forever)",
    );
    winRoute(
      subadmin,
      ctx,
      '/subadmin/getwintickets',
      "The company's winning tickets, paid out or not",
    );
    softDeleteRoute(
      subadmin,
      ctx,
      '/subadmin/deleteticket/:id',
      "Delete one of the company's tickets (at any time); its amounts return to the limits",
    );
    subadmin.delete(
      '/subadmin/deleteticketforever/:id',
      {
        schema: {
          tags,
          summary: 'Erase a deleted ticket for good; an audit record keeps its ID and amounts',
          description:
            '404 for an unknown id or another company’s ticket; 422 for a ticket that is not deleted yet.',
          security: SECURED,
          params: idParam,
          response: { 200: ticketDeleted, 422: errorBody, ...errors },
        },
      },
      async (request) => {
        await deleteTicketForever(ctx.db, userOf(request), request.params.id);
        return { success: true as const, message: 'Ticket deleted forever' };
      },
    );
  });

  // Routing is case-insensitive: these answer /superVisor/… as SPEC.md §7 spells it.
  guarded(app, ctx, ['supervisor'], (supervisor) => {
    listRoute(
      supervisor,
      ctx,
      '/supervisor/gettickets',
      'sold',
      'Sold tickets of the sellers the supervisor supervises',
    );
    winRoute(
      supervisor,
      ctx,
      '/supervisor/getwintickets',
      'Winning tickets of the sellers the supervisor supervises, paid out or not',
    );
    softDeleteRoute(
      supervisor,
      ctx,
      '/supervisor/deleteticket/:id',
      "Delete a ticket of one of the supervisor's sellers (at any time); its amounts return to the limits",
    );
  });
}
