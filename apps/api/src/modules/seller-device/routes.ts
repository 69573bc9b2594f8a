import { z } from 'zod';
import {
  addTicketBody,
  checkTicketQuery,
  dateRangeQuery,
  sellerTicketQuery,
  errorBody,
  idParam,
  payTicketBody,
  saleRefusal,
  creditRefusal,
  saleTotalsAnswer,
  sellerCategoryList,
  sellerCompanyAnswer,
  ticketAnswer,
  ticketCheckAnswer,
  ticketList,
  ticketPaidAnswer,
  winningNumberList,
  ticketDeleted,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { deleteAndAnnounceTicket } from '../../ticketing/delete-ticket.ts';
import { checkTicket } from '../../ticketing/check-ticket.ts';
import { PAY_ANSWERS, payTicket } from '../../ticketing/pay-ticket.ts';
import { searchWinningNumbers } from '../../ticketing/winning-number-search.ts';
import {
  sellerCategories,
  sellerSaleReport,
  sellerTickets,
  sellsOffline,
} from './seller-queries.ts';
import { sellerCompany } from './seller-company.ts';
import { sellTicket } from './sell-ticket.ts';

const tags = ['seller device'];

/** The seller device API (ARCHITECTURE.md §6): sell, list, cancel, results, own totals, check and pay a ticket, its company. Sign-in (auth) and chat (chat) keep their routes. */
export function sellerDeviceRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['seller'], tags }, (seller) => {
    seller.get(
      '/seller/getlotterycategory',
      {
        schema: {
          summary:
            'Lottery categories, each open or closed for sale now, for which draw and until when',
          response: { 200: sellerCategoryList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerCategories(ctx.db, ctx.config.timeZone),
        offlineSelling: await sellsOffline(ctx.db, companyUserOf(request).companyId),
      }),
    );

    seller.post(
      '/seller/addticket',
      {
        schema: {
          summary: 'Sell one ticket: all lines or none',
          description:
            'Numbers: BLT 2 digits, L3C 3, L4C 1-3 4, L5C 1-3 5, MRG two 2-digit numbers (12×34, 12x34, 12*34, 12 34 or 1234; stored ascending). ' +
            'A refused ticket answers 422 with `details.lines`: every refused line, once per `reason` (closed, inactive, blocked, percentage, limit), and, ' +
            "for limits and percentages, the `available` amount in HTG (a limit's room left now, less what the ticket's earlier lines on the same number take), " +
            'with its `code` (sale.<reason>) and `params` to word it in any language. ' +
            'Nothing is stored for a refused ticket. ' +
            "A ticket that would take the seller's balance past its credit limit answers 422 `sale.credit_limit` with `available`, the largest sale that still fits. " +
            'With a `saleKey`, a repeat by the same seller answers 200 with the ticket already sold (message `Ticket already sold`) and sells nothing, ' +
            'even after its draw has closed; the same key with another ticket answers 409 `sale.key_reused`; ' +
            'the key of a ticket cancelled (deleted) since answers 409 `sale.key_cancelled` with the ticket in `details.ticket`, never "sold". ' +
            'A draw of the catalog on a day it does not draw (a weekday or holiday it skips) answers 422 `draw_catalog.no_draw` with `name` and `date`.',
          body: addTicketBody,
          // Issue 26: a whole-ticket refusal by the seller's credit limit, beside the per-line one;
          // issue 40: a catalog draw's day without a draw.
          response: {
            200: ticketAnswer,
            409: errorBody,
            422: z.union([saleRefusal, creditRefusal, errorBody]),
          },
        },
      },
      async (request) => {
        const sold = await sellTicket(ctx, request.log, companyUserOf(request), request.body);
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
          summary: "The seller's own tickets by draw date (with its cancelled ones on request)",
          querystring: sellerTicketQuery,
          response: { 200: ticketList },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await sellerTickets(ctx.db, companyUserOf(request), request.query)),
      }),
    );

    seller.delete(
      '/seller/deleteticket/:id',
      {
        schema: {
          summary:
            "Cancel one's own ticket within the company's cancel window (10 minutes by default) while its draw is open",
          params: idParam,
          response: { 200: ticketDeleted, 422: errorBody },
        },
      },
      async (request) => {
        await deleteAndAnnounceTicket(ctx, request.log, companyUserOf(request), request.params.id);
        return { success: true as const, message: 'Ticket deleted' };
      },
    );

    seller.get(
      '/seller/getwiningnumber',
      {
        schema: {
          summary: 'Results between two dates',
          querystring: z.object({
            fromDate: dateRangeQuery.shape.fromDate,
            toDate: dateRangeQuery.shape.toDate,
          }),
          response: { 200: winningNumberList },
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
          summary:
            "The seller's own Total, Paid and Profit between two draw dates, and the winnings it paid out in cash on those days",
          querystring: dateRangeQuery,
          response: { 200: saleTotalsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerSaleReport(
          ctx.db,
          companyUserOf(request),
          request.query,
          ctx.config.timeZone,
        ),
      }),
    );

    seller.get(
      '/seller/checkticket',
      {
        schema: {
          summary: "A ticket of the seller's company by its printed ID: its state and what it pays",
          description:
            'The ID as printed (`K7M4-2QXP`), with or without the dash, in any case. `state`: waiting, lost, won, paid (see `ticket.paidOutAt`/`paidOutBy`), deleted. ' +
            '`canPay`: what paying it now would do (won, the seller sold it or the company lets sellers pay any ticket, within the seller payout limit); `reason` says why not (`over_seller_limit`: the office pays it, at `office`). Another company’s ticket answers 404.',
          querystring: checkTicketQuery,
          response: { 200: ticketCheckAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await checkTicket(ctx.db, companyUserOf(request), request.query.ticketId),
      }),
    );
    seller.post(
      '/seller/payticket',
      {
        schema: {
          summary: 'Pay a winning ticket out to its customer, once',
          description:
            'A seller pays the tickets it sold, or any of the company’s when the company allows it (403 otherwise). ' +
            PAY_ANSWERS,
          body: payTicketBody,
          response: { 200: ticketPaidAnswer, 409: errorBody, 422: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Ticket paid out',
        data: await payTicket(
          ctx.db,
          companyUserOf(request),
          request.body.ticketId,
          ctx.config.timeZone,
        ),
      }),
    );
    seller.get(
      '/seller/company',
      {
        schema: {
          summary:
            "The seller's company: name and logo (printed on tickets), whether sellers pay any ticket, the cancel window",
          response: { 200: sellerCompanyAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerCompany(ctx.db, companyUserOf(request).companyId),
      }),
    );
  });
}
