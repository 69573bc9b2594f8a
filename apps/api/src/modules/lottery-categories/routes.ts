import {
  addLotteryCategoryBody,
  errorBody,
  gameCategoryList,
  idParam,
  lotteryCategoryAnswer,
  lotteryCategoryList,
  okBody,
  updateLotteryCategoryBody,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addLotteryCategory,
  deleteLotteryCategory,
  listGameCategories,
  listLotteryCategories,
  updateLotteryCategory,
} from './service.ts';

const tags = ['lottery categories'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function lotteryCategoryRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['admin'], (admin) => {
    admin.get(
      '/admin/getlotterycategory',
      {
        schema: {
          tags,
          summary: 'All lottery categories',
          security: SECURED,
          response: { 200: lotteryCategoryList, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listLotteryCategories(ctx.db) }),
    );
    admin.post(
      '/admin/addlotterycategory',
      {
        schema: {
          tags,
          summary: 'Create a lottery category (name unique, times HH:mm)',
          security: SECURED,
          body: addLotteryCategoryBody,
          response: { 200: lotteryCategoryAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Lottery category created.',
        data: await addLotteryCategory(ctx.db, userOf(request), request.body),
      }),
    );
    admin.patch(
      '/admin/updatelotterycategory/:id',
      {
        schema: {
          tags,
          summary: 'Change a lottery category (only the fields sent non-empty)',
          security: SECURED,
          params: idParam,
          body: updateLotteryCategoryBody,
          response: { 200: lotteryCategoryAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Lottery category updated.',
        data: await updateLotteryCategory(ctx.db, userOf(request), request.params.id, request.body),
      }),
    );
    admin.delete(
      '/admin/deletelotterycategory/:id',
      {
        schema: {
          tags,
          summary:
            "Delete an unused lottery category (409 while tickets, results or companies' settings use it)",
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deleteLotteryCategory(ctx.db, userOf(request), request.params.id);
        return { success: true as const, message: 'Lottery category deleted.' };
      },
    );
  });

  // Companies' screens need the categories too (selects of terms, limits, searches).
  // Each path serves its own role only, like every other route.
  for (const role of ['subadmin', 'supervisor'] as const) {
    guarded(app, ctx, [role], (company) => {
      company.get(
        `/${role}/getlotterycategory`,
        {
          schema: {
            tags,
            summary: 'All lottery categories, for company screens',
            security: SECURED,
            response: { 200: lotteryCategoryList, ...errors },
          },
        },
        async () => ({ success: true as const, data: await listLotteryCategories(ctx.db) }),
      );
    });
  }

  guarded(app, ctx, 'any', (anyone) => {
    anyone.get(
      '/admin/getgamecategory',
      {
        schema: {
          tags: ['game categories'],
          summary: 'The nine game categories in SPEC order (every signed-in role)',
          security: SECURED,
          response: { 200: gameCategoryList, 401: errorBody },
        },
      },
      async () => ({ success: true as const, data: await listGameCategories(ctx.db) }),
    );
  });
}
