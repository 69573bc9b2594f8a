import { errorBody, payTicketBody, ticketPaidAnswer } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { PAY_ANSWERS, payTicket } from '../../ticketing/pay-ticket.ts';

/** Who pays what: the company any of its winners, a supervisor those of its own sellers. */
const summaries = {
  subadmin: "Pay one of the company's winning tickets out to its customer, once",
  supervisor:
    "Pay a winning ticket of one of the supervisor's sellers out to its customer, once (above the seller payout limit too)",
} as const;

/**
 * The company and a supervisor paying out a winning ticket (ARCHITECTURE.md §8 "Paying out");
 * the seller device's check and pay are in seller-device/. Neither moves a seller's cash:
 * only a seller's own payout leaves its drawer (issue 26).
 */
export function payoutRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['tickets'] }, (scope, role) => {
    scope.post(
      `/${role}/payticket`,
      {
        config: { capability: 'pay' },
        schema: {
          summary: summaries[role],
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
