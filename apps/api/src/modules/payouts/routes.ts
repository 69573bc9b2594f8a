import {
  checkTicketQuery,
  errorBody,
  payTicketBody,
  sellerCompanyAnswer,
  ticketCheckAnswer,
  ticketPaidAnswer,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { checkTicket } from './check-ticket.ts';
import { payTicket } from './pay-ticket.ts';
import { sellerCompany } from './seller-company.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const PAY_ANSWERS =
  '404: not a ticket of the company. 409: already paid out (`details`: paidOutAt, paidOutBy; the message says when, operator-local, and by whom). ' +
  '422: not payable (`details.state`: waiting for its result, lost, or deleted). Two payments at once: exactly one is paid.';

/** Checking and paying out winning tickets (ARCHITECTURE.md §8 "Paying out"), and what the point of sale needs of its company. */
export function payoutRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['seller'], (seller) => {
    const tags = ['seller device'];
    seller.get(
      '/seller/checkticket',
      {
        schema: {
          tags,
          summary: "A ticket of the seller's company by its printed ID: its state and what it pays",
          description:
            'The ID as printed (`K7M4-2QXP`), with or without the dash, in any case. `state`: waiting, lost, won, paid (see `ticket.paidOutAt`/`paidOutBy`), deleted. ' +
            '`canPay`: won, and the seller sold it or the company lets sellers pay any ticket. Another company’s ticket answers 404.',
          security: SECURED,
          querystring: checkTicketQuery,
          response: { 200: ticketCheckAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await checkTicket(ctx.db, userOf(request), request.query.ticketId),
      }),
    );
    seller.post(
      '/seller/payticket',
      {
        schema: {
          tags,
          summary: 'Pay a winning ticket out to its customer, once',
          description:
            'A seller pays the tickets it sold, or any of the company’s when the company allows it (403 otherwise). ' +
            PAY_ANSWERS,
          security: SECURED,
          body: payTicketBody,
          response: { 200: ticketPaidAnswer, 409: errorBody, 422: errorBody, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Ticket paid out',
        data: await payTicket(ctx.db, userOf(request), request.body.ticketId, ctx.config.timeZone),
      }),
    );
    seller.get(
      '/seller/company',
      {
        schema: {
          tags,
          summary:
            "The seller's company: name and logo (printed on tickets), whether sellers pay any ticket, the cancel window",
          security: SECURED,
          response: { 200: sellerCompanyAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerCompany(ctx.db, companyOf(request)),
      }),
    );
  });

  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.post(
      '/subadmin/payticket',
      {
        schema: {
          tags: ['tickets'],
          summary: "Pay one of the company's winning tickets out to its customer, once",
          description: PAY_ANSWERS,
          security: SECURED,
          body: payTicketBody,
          response: { 200: ticketPaidAnswer, 409: errorBody, 422: errorBody, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Ticket paid out',
        data: await payTicket(ctx.db, userOf(request), request.body.ticketId, ctx.config.timeZone),
      }),
    );
  });
}
