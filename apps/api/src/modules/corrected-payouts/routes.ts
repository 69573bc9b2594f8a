import {
  CORRECTED_PAYOUT_PATHS,
  correctedPayoutAnswer,
  correctedPayoutList,
  errorBody,
  recoverPayoutBody,
  returnPayoutBody,
  writeOffPayoutBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { correctedPayouts, settleCorrectedPayout } from './service.ts';

const tags = ['tickets'];
const REFUSALS =
  '404: not a paid-out ticket of the company. 422: `payout.nothing_outstanding`, or `payout.over_outstanding` (`details.outstanding`, HTG).';
const RETURN_REFUSALS =
  '404: not a paid-out ticket of the company. 422: `payout.nothing_owed`, or `payout.over_owed` (`details.owed`, HTG).';

/**
 * Issue 38: winners paid under a result since corrected, and how the company accounts for the
 * cash (a recovery from the customer or a write-off). The company (its owner) only: it pays
 * winners at the office and answers for its cash; a supervisor or a seller gets 403.
 */
export function correctedPayoutRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 422] }, (owner) => {
    owner.get(
      CORRECTED_PAYOUT_PATHS.list,
      {
        schema: {
          summary:
            'The company’s winners paid under a result since corrected: cash paid out, won now, recovered, written off, outstanding',
          response: { 200: correctedPayoutList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await correctedPayouts(ctx.db, companyUserOf(request)),
      }),
    );
    owner.post(
      CORRECTED_PAYOUT_PATHS.recover,
      {
        config: { capability: 'cash' },
        schema: {
          summary: 'Record cash recovered from the customer of a corrected payout (audited)',
          description: REFUSALS,
          body: recoverPayoutBody,
          response: { 200: correctedPayoutAnswer, 422: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Recovery recorded',
        data: await settleCorrectedPayout(
          ctx.db,
          companyUserOf(request),
          {
            ticketCode: request.body.ticketId,
            kind: 'recovery',
            amount: request.body.amount,
            day: request.body.date,
            note: request.body.note,
          },
          ctx.config.timeZone,
        ),
      }),
    );
    owner.post(
      CORRECTED_PAYOUT_PATHS.writeOff,
      {
        config: { capability: 'cash' },
        schema: {
          summary: 'Write off what is outstanding on a corrected payout, with a reason (audited)',
          description: REFUSALS,
          body: writeOffPayoutBody,
          response: { 200: correctedPayoutAnswer, 422: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Written off',
        data: await settleCorrectedPayout(
          ctx.db,
          companyUserOf(request),
          {
            ticketCode: request.body.ticketId,
            kind: 'write-off',
            shown: request.body.amount,
            note: request.body.reason,
          },
          ctx.config.timeZone,
        ),
      }),
    );
    owner.post(
      CORRECTED_PAYOUT_PATHS.giveBack,
      {
        config: { capability: 'cash' },
        schema: {
          summary:
            'Record cash handed back to the customer: recovered before a later correction gave the win back (audited)',
          description: RETURN_REFUSALS,
          body: returnPayoutBody,
          response: { 200: correctedPayoutAnswer, 422: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Return recorded',
        data: await settleCorrectedPayout(
          ctx.db,
          companyUserOf(request),
          {
            ticketCode: request.body.ticketId,
            kind: 'return',
            amount: request.body.amount,
            day: request.body.date,
            note: request.body.note,
          },
          ctx.config.timeZone,
        ),
      }),
    );
  });
}
