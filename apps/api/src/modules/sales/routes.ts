import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  addTicketBody,
  dateRangeQuery,
  errorBody,
  idParam,
  saleRefusal,
  saleTotalsAnswer,
  sellerCategoryList,
  ticketAnswer,
  ticketList,
  winningNumberList,
  ticketDeleted,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { tickets } from '../../db/schema/index.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { deleteTicket } from '../tickets/delete-ticket.ts';
import { searchWinningNumbers } from '../winning-numbers/service.ts';
import {
  paidOutBy,
  rangeFilter,
  saleTotals,
  sellerCategories,
  sellerTickets,
} from './seller-queries.ts';
import { sellTicket } from './sell-ticket.ts';

const tags = ['seller device'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The seller device API (ARCHITECTURE.md §6): sell, list, cancel, results, own totals. */
export function sellerDeviceRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['seller'], (seller) => {
    seller.get(
      '/seller/getlotterycategory',
      {
        schema: {
          tags,
          summary:
            'Lottery categories, each open or closed for sale now, for which draw and until when',
          security: SECURED,
          response: { 200: sellerCategoryList, ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: await sellerCategories(ctx.db, ctx.config.timeZone),
      }),
    );

    seller.post(
      '/seller/addticket',
      {
        schema: {
          tags,
          summary: 'Sell one ticket: all lines or none',
          description:
            'Numbers: BLT 2 digits, L3C 3, L4C 1-3 4, L5C 1-3 5, MRG two 2-digit numbers (12×34, 12x34, 12*34, 12 34 or 1234; stored ascending). ' +
            'A refused ticket answers 422 with `details.lines`: per refused line its `reason` (closed, inactive, blocked, percentage, limit) and, ' +
            'for limits and percentages, the `available` amount in HTG. Nothing is stored for a refused ticket. ' +
            'With a `saleKey`, a repeat by the same seller answers 200 with the ticket already sold (message `Ticket already sold`) and sells nothing, ' +
            'even after its draw has closed; the same key with another ticket answers 409.',
          security: SECURED,
          body: addTicketBody,
          response: { 200: ticketAnswer, 409: errorBody, 422: saleRefusal, ...errors },
        },
      },
      async (request) => {
        const sold = await sellTicket(ctx.db, userOf(request), request.body, ctx.config.timeZone);
        return {
          success: true as const,
          message: sold.repeat ? 'Ticket already sold' : 'Ticket sold',
          data: sold.ticket,
        };
      },
    );

    seller.get(
      '/seller/gettickets',
      {
        schema: {
          tags,
          summary: "The seller's own tickets by draw date",
          security: SECURED,
          querystring: dateRangeQuery,
          response: { 200: ticketList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await sellerTickets(ctx.db, userOf(request), request.query)),
      }),
    );

    seller.delete(
      '/seller/deleteticket/:id',
      {
        schema: {
          tags,
          summary:
            "Cancel one's own ticket within the company's cancel window (10 minutes by default) while its draw is open",
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

    seller.get(
      '/seller/getwiningnumber',
      {
        schema: {
          tags,
          summary: 'Results between two dates',
          security: SECURED,
          querystring: z.object({
            fromDate: dateRangeQuery.shape.fromDate,
            toDate: dateRangeQuery.shape.toDate,
          }),
          response: { 200: winningNumberList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await searchWinningNumbers(ctx.db, request.query),
      }),
    );

    seller.get(
      '/seller/getsalereport',
      {
        schema: {
          tags,
          summary:
            "The seller's own Total, Paid and Profit between two draw dates, and the winnings it paid out in cash on those days",
          security: SECURED,
          querystring: dateRangeQuery,
          response: { 200: saleTotalsAnswer, ...errors },
        },
      },
      async (request) => {
        const me = userOf(request);
        const where = and(await rangeFilter(ctx.db, request.query), eq(tickets.sellerId, me.id));
        const [totals, paidOut] = await Promise.all([
          saleTotals(ctx.db, where),
          paidOutBy(ctx.db, me.id, request.query, ctx.config.timeZone),
        ]);
        return { success: true as const, data: { ...totals, paidOut } };
      },
    );
  });
}
