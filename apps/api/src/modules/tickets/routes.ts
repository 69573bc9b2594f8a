import {
  companyTicketQuery,
  deleteTicketBody,
  errorBody,
  idParam,
  ticketDeleted,
  ticketList,
  ticketOne,
  ticketPage,
  winTicketQuery,
} from '@tiraj/domain/contracts';
import { z } from 'zod';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  companyTicket,
  companyTickets,
  companyTicketsWhere,
  type TicketListKind,
  wantsWholeList,
} from './company-tickets.ts';
import { sendWholeTicketList } from './ticket-list-stream.ts';
import { deleteAndAnnounceTicket } from '../../ticketing/delete-ticket.ts';
import { deleteTicketForever } from './delete-ticket-forever.ts';

const tags = ['tickets'];

/** A page when `page` or `pageSize` is asked (first, so its `total` is kept), else the whole list as SPEC.md has it. */
const listAnswer = z.union([ticketPage, ticketList]);

/** What every list says of its length (issue 36: SPEC's clients ask without paging). */
const WHOLE =
  ' Without `page`, `pageSize` or `limit` (as SPEC.md asks) the answer is every ticket of the search, newest sale first, with its lines, and `more` false: ' +
  'it is streamed as the database is read (no ceiling; a whole day of a large bank is tens of megabytes before compression, so narrow the search or page where you can). ' +
  '`limit` (1–2000) answers only the newest `limit` tickets, and `more` says whether the search matched others.';

const PAGING =
  ' Paging (optional): `page` (from 1) and `pageSize` (1–500, default 50) answer one page of tickets without their lines (`GET …/getticket/{id}` has them; `withLines=yes` adds them, for an export) and `total`, the count over the whole search; without them, see above. ' +
  '`ticketId` keeps only that ticket (with or without the dash, any case). `sort` (soldAt, ticketId, date, lottery, seller, ticketPrice, paidAmount) and `order` (asc, desc) order the list; by default newest sale first.';

/** A GET that lists one kind of ticket for the caller, filtered by the shared search form. */
function listRoute(scope: App, ctx: Context, path: string, kind: TicketListKind, summary: string) {
  scope.get(
    path,
    {
      schema: {
        summary,
        description:
          'Filters: `seller` (id; empty = all), `lotteryCategoryName` (id or name; empty = all), `fromDate`–`toDate` (draw dates).' +
          WHOLE +
          PAGING,
        querystring: companyTicketQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
      if (wantsWholeList(request.query)) {
        const where = await companyTicketsWhere(ctx.db, actor, request.query, kind);
        return sendWholeTicketList(ctx, request, reply, where, request.query);
      }
      return {
        success: true as const,
        ...(await companyTickets(ctx.db, actor, request.query, kind)),
      };
    },
  );
}

/** A GET of the caller's winning tickets: the shared search, and paid out or not. */
function winRoute(scope: App, ctx: Context, path: string, summary: string) {
  scope.get(
    path,
    {
      schema: {
        summary,
        description:
          'Not deleted, and paying more than 0 or paid out (a winner paid under a result since corrected stays listed). Filters: `seller`, `lotteryCategoryName`, `fromDate`–`toDate` (draw dates), `paidOut` ' +
          '(yes: paid out to the customer; no: not yet; corrected: paid under a result since corrected; empty: all). Each ticket says `paidOutAt`, `paidOutBy`, `paidOutAmount` (the cash handed over) and `paidOutDifference` (paid out − won now, when a correction changed it). ' +
          WHOLE +
          PAGING,
        querystring: winTicketQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
      if (wantsWholeList(request.query)) {
        const where = await companyTicketsWhere(ctx.db, actor, request.query, 'won');
        return sendWholeTicketList(ctx, request, reply, where, request.query);
      }
      return {
        success: true as const,
        ...(await companyTickets(ctx.db, actor, request.query, 'won')),
      };
    },
  );
}

/** GET …/getticket/:id: one ticket with its lines, for the Game Numbers modal of a paged list. */
function oneRoute(scope: App, ctx: Context, path: string, summary: string) {
  scope.get(
    path,
    { schema: { summary, params: idParam, response: { 200: ticketOne } } },
    async (request) => ({
      success: true as const,
      data: await companyTicket(ctx.db, companyUserOf(request), request.params.id),
    }),
  );
}

/** DELETE …/deleteticket/:id: a soft delete that gives the ticket's amounts back to the limits. */
function softDeleteRoute(scope: App, ctx: Context, path: string, summary: string) {
  scope.delete(
    path,
    {
      config: { capability: 'tickets' },
      schema: {
        summary,
        description:
          'While the draw is open the supervisor and the company delete without a reason. Once the draw closed, only the company ' +
          '(its `reason` is kept in the audit record; SPEC.md sends no body: recorded as `no reason given`; the supervisor: 422 `ticket.delete_closed`); ' +
          "once the draw's result is posted, no one (422 `ticket.delete_drawn`). A paid-out ticket: 422 `ticket.paid_cannot_delete`.",
        params: idParam,
        // No body at all (a DELETE usually has none) reaches the validator as null.
        body: deleteTicketBody.nullish(),
        response: { 200: ticketDeleted, 400: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await deleteAndAnnounceTicket(
        ctx,
        request.log,
        companyUserOf(request),
        request.params.id,
        request.body?.reason || undefined,
      );
      return { success: true as const, message: 'Ticket deleted' };
    },
  );
}

/** The shared ticket calls as each role sees them: its whole company's, or its own sellers'. */
const summaries = {
  subadmin: {
    sold: "The company's sold tickets",
    won: "The company's winning tickets, paid out or not",
    one: "One of the company's tickets (deleted or not) with its lines; 404 for another company's",
    delete:
      "Delete one of the company's tickets until its draw's result is posted (after the close, with a reason if given); its amounts return to the limits",
  },
  supervisor: {
    sold: 'Sold tickets of the sellers the supervisor supervises',
    won: 'Winning tickets of the sellers the supervisor supervises, paid out or not',
    one: "One ticket of the supervisor's sellers with its lines; 404 for any other",
    delete:
      "Delete a ticket of one of the supervisor's sellers while its draw is open; its amounts return to the limits",
  },
} as const;

/** Sold, deleted and winning tickets for subadmins (their company) and supervisors (their sellers). */
export function ticketRoutes(app: App, ctx: Context) {
  // Routing is case-insensitive: /supervisor/… answers /superVisor/… as SPEC.md §7 spells it.
  guardedPair(app, ctx, { tags }, (scope, role) => {
    listRoute(scope, ctx, `/${role}/gettickets`, 'sold', summaries[role].sold);
    winRoute(scope, ctx, `/${role}/getwintickets`, summaries[role].won);
    oneRoute(scope, ctx, `/${role}/getticket/:id`, summaries[role].one);
    softDeleteRoute(scope, ctx, `/${role}/deleteticket/:id`, summaries[role].delete);
  });

  // Only the subadmin sees deleted tickets and erases them for good.
  guarded(app, ctx, { roles: ['subadmin'], tags }, (subadmin) => {
    listRoute(
      subadmin,
      ctx,
      '/subadmin/getdeletedtickets',
      'deleted',
      "The company's deleted tickets (not yet deleted forever)",
    );
    subadmin.delete(
      '/subadmin/deleteticketforever/:id',
      {
        config: { capability: 'tickets' },
        schema: {
          summary: 'Erase a deleted ticket for good; an audit record keeps its ID and amounts',
          description:
            '404 for an unknown id or another company’s ticket; 422 for a ticket that is not deleted yet.',
          params: idParam,
          response: { 200: ticketDeleted, 422: errorBody },
        },
      },
      async (request) => {
        await deleteTicketForever(ctx.db, companyUserOf(request), request.params.id);
        return { success: true as const, message: 'Ticket deleted forever' };
      },
    );
  });
}
