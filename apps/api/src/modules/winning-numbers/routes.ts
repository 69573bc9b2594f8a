import {
  addWinningNumberBody,
  errorBody,
  idParam,
  winningNumberAnswer,
  winningNumberList,
  winningNumberSearch,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addWinningNumber, searchWinningNumbers, updateWinningNumber } from './service.ts';

const tags = ['winning numbers'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function winningNumberRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['admin'], (admin) => {
    admin.post(
      '/admin/getwiningnumber',
      {
        schema: {
          tags,
          summary: 'Results between two dates, for one category or all',
          security: SECURED,
          body: winningNumberSearch,
          response: { 200: winningNumberList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await searchWinningNumbers(ctx.db, request.body),
      }),
    );
    admin.post(
      '/admin/addwiningnumber',
      {
        schema: {
          tags,
          summary:
            "Post a draw's result (1st, 2nd, 3rd, L3C; the rest is derived) and settle its tickets",
          security: SECURED,
          body: addWinningNumberBody,
          response: { 200: winningNumberAnswer, ...errors },
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
        schema: {
          tags,
          summary: "Correct a draw's result and settle its tickets again",
          security: SECURED,
          params: idParam,
          body: addWinningNumberBody,
          response: { 200: winningNumberAnswer, ...errors },
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
  });
}
