import { errorBody, payTicketBody, ticketPaidAnswer } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { PAY_ANSWERS, payTicket } from '../../ticketing/pay-ticket.ts';

/** The company paying out a winning ticket (ARCHITECTURE.md §8 "Paying out"); the seller device's check and pay are in seller-device/. */
export function payoutRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags: ['tickets'] }, (subadmin) => {
    subadmin.post(
      '/subadmin/payticket',
      {
        schema: {
          summary: "Pay one of the company's winning tickets out to its customer, once",
          description: PAY_ANSWERS,
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
  });
}
