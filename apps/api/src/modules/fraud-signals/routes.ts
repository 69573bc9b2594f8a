import { FRAUD_RULES } from '@tiraj/domain';
import { fraudSignalsAnswer, fraudSignalsQuery } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { fraudSignals } from './service.ts';

const tags = ['fraud signals'];

const RULES =
  `Every figure counts the tickets whose draw date is From–To. A draw closes at its lottery's end time on the draw date, operator-local. ` +
  `A seller is flagged for a figure (a \`reason\`) when at least ${FRAUD_RULES.minSellers} sellers have enough tickets for it (20 tickets sold; 20 with a result for the win rate; 5 paid out for payouts by another seller), ` +
  `the seller is one of them with at least ${FRAUD_RULES.minEvents} of what it counts, and its figure is above their 95th percentile and at least ${FRAUD_RULES.factor}× their median.`;

const scopes = {
  subadmin:
    "The company's sellers; the medians and the 95th percentile are the company's, over all its sellers.",
  supervisor:
    "The sellers the supervisor supervises; the medians and the 95th percentile are over those same sellers (the scope the supervisor sees), not the whole company's.",
} as const;

/** Fraud signals: per seller figures beside the company's medians, the far ones flagged. */
export function fraudSignalRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags }, (scope, role) => {
    scope.get(
      `/${role}/getfraudsignals`,
      {
        schema: {
          summary:
            'Fraud signals per seller: deletions, late deletions and sales, win rate, payouts by another seller',
          description: `${scopes[role]} ${RULES}`,
          querystring: fraudSignalsQuery,
          response: { 200: fraudSignalsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await fraudSignals(
          ctx.db,
          companyUserOf(request),
          request.query,
          ctx.config.timeZone,
        ),
      }),
    );
  });
}
