import {
  addWinningNumberBody,
  CORRECTED_PAYOUT_PATHS,
  correctionImpactAnswer,
  correctionImpactBody,
  dayResults as dayResultsAnswer,
  dayResultsQuery,
  idParam,
  updateWinningNumberBody,
  winningNumberAnswer,
  winningNumberDeleted,
  winningNumberList,
  winningNumberSearch,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { searchWinningNumbers } from '../../ticketing/winning-number-search.ts';
import { dayResults } from './day-results.ts';
import {
  addWinningNumber,
  deleteWinningNumber,
  previewCorrection,
  updateWinningNumber,
} from './service.ts';

const tags = ['winning numbers'];

export function winningNumberRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['admin'], tags, errors: [400, 404, 409, 422] }, (admin) => {
    admin.post(
      '/admin/getwiningnumber',
      {
        config: { capability: 'read' },
        schema: {
          summary: 'Results between two dates, for one category or all',
          body: winningNumberSearch,
          response: { 200: winningNumberList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await searchWinningNumbers(ctx.db, request.body),
      }),
    );
    admin.get(
      '/admin/getdayresults',
      {
        schema: {
          summary:
            'Every draw of a date: its closing time, state (upcoming, on sale, due, posted, corrected) and result',
          querystring: dayResultsQuery,
          response: { 200: dayResultsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await dayResults(ctx.db, request.query.date, ctx.config.timeZone),
      }),
    );
    admin.post(
      '/admin/addwiningnumber',
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Post a draw's result (1st, 2nd, 3rd, L3C; the rest is derived) and settle its tickets; " +
            '422 `winning_number.not_closed` (params.closesAt, operator time) before its sales window closed',
          body: addWinningNumberBody,
          response: { 200: winningNumberAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Winning number created',
        ...(await addWinningNumber(ctx.db, userOf(request), request.body, ctx.config.timeZone)),
      }),
    );
    admin.patch(
      '/admin/updatewiningnumber/:id',
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Correct a draw's result (SPEC's body, as the add; a `reason` is optional: audited with the before and after, `no reason given` without one) and settle its tickets again",
          params: idParam,
          body: updateWinningNumberBody,
          response: { 200: winningNumberAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Winning number updated',
        ...(await updateWinningNumber(
          ctx.db,
          userOf(request),
          request.params.id,
          request.body,
          ctx.config.timeZone,
        )),
      }),
    );
    admin.post(
      `${CORRECTED_PAYOUT_PATHS.preview}/:id`,
      {
        config: { capability: 'read' },
        schema: {
          summary:
            'Before a correction is saved: per company, the paid tickets it would turn into losers or make pay less (count, cash paid out, paid beyond what they win now); nothing is saved',
          params: idParam,
          body: correctionImpactBody,
          response: { 200: correctionImpactAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await previewCorrection(ctx.db, request.params.id, request.body, ctx.config.timeZone),
      }),
    );
    admin.delete(
      '/admin/deletewiningnumber/:id',
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Delete a draw's result (LotterySoft's dashboard's call): its tickets pay nothing",
          description:
            'Its draw has no result any more: every line of it is settled to no payout at once, and the draw is open for sale again while its window is. Cash already paid out stays recorded on its ticket, and each company whose paid winners now win less gets an alert and a Journal record, as after a correction.',
          params: idParam,
          response: { 200: winningNumberDeleted },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Winning number deleted',
        settledTickets: await deleteWinningNumber(
          ctx.db,
          userOf(request),
          request.params.id,
          ctx.config.timeZone,
        ),
      }),
    );
  });
}
