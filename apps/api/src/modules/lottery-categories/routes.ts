import { CATEGORIES } from '../../caches/invalidation.ts';
import {
  addCategoryFromCatalogBody,
  addLotteryCategoryBody,
  DRAW_CATALOG_PATHS,
  gameCategoryList,
  idParam,
  lotteryCategoryAnswer,
  lotteryCategoryList,
  lotteryCategoryUsesAnswer,
  lotteryCategorySalesAnswer,
  okBody,
  updateLotteryCategoryBody,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addLotteryCategory,
  deleteLotteryCategory,
  listGameCategories,
  listLotteryCategories,
  lotteryCategoryUses,
  updateLotteryCategory,
} from './service.ts';
import { lotteryCategorySales } from './sales.ts';
import { addLotteryCategoryFromCatalog } from './from-catalog.ts';

const tags = ['lottery categories'];

export function lotteryCategoryRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['admin'], tags, errors: [400, 404, 409, 422] }, (admin) => {
    admin.get(
      '/admin/getlotterycategory',
      {
        schema: {
          summary: 'All lottery categories',
          response: { 200: lotteryCategoryList },
        },
      },
      async () => ({ success: true as const, data: await listLotteryCategories(ctx.db) }),
    );
    admin.post(
      '/admin/addlotterycategory',
      {
        config: { capability: 'results' },
        schema: {
          summary: 'Create a lottery category (name unique, times HH:mm)',
          body: addLotteryCategoryBody,
          response: { 200: lotteryCategoryAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Lottery category created.',
        // A name once unknown is never cached; dropped anyway, so no writer can be forgotten.
        data: await ctx.caches.changing(CATEGORIES, () =>
          addLotteryCategory(ctx.db, userOf(request), request.body),
        ),
      }),
    );
    admin.patch(
      '/admin/updatelotterycategory/:id',
      {
        config: { capability: 'results' },
        schema: {
          summary: 'Change a lottery category (only the fields sent non-empty)',
          params: idParam,
          body: updateLotteryCategoryBody,
          response: { 200: lotteryCategoryAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Lottery category updated.',
        data: await ctx.caches.changing(CATEGORIES, () =>
          updateLotteryCategory(
            ctx.db,
            userOf(request),
            request.params.id,
            request.body,
            ctx.config.timeZone,
          ),
        ),
      }),
    );
    // Issue 40: a category made from the draw catalog (the catalog's own routes: draw-catalog).
    admin.post(
      DRAW_CATALOG_PATHS.addCategory,
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Create a lottery category from a catalog entry: its close 5 minutes (closeMinutesBefore) before the earlier game's draw, in the operator's zone for each day; 422 `draw_catalog.close_after_draw` for a close after the draw",
          body: addCategoryFromCatalogBody,
          response: { 200: lotteryCategoryAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Lottery category created.',
        data: await ctx.caches.changing(CATEGORIES, () =>
          addLotteryCategoryFromCatalog(ctx.db, userOf(request), request.body, ctx.config.timeZone),
        ),
      }),
    );
    admin.get(
      '/admin/getlotterycategoryuses/:id',
      {
        schema: {
          summary:
            'What still uses a lottery category (counts): a count above 0 refuses its delete',
          params: idParam,
          response: { 200: lotteryCategoryUsesAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await lotteryCategoryUses(ctx.db, request.params.id),
      }),
    );
    admin.get(
      '/admin/getlotterycategorysales/:id',
      {
        schema: {
          summary:
            "A draw's sales now, before its hours change: open or not, the companies selling it, the draws open",
          params: idParam,
          response: { 200: lotteryCategorySalesAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await lotteryCategorySales(ctx.db, request.params.id, ctx.config.timeZone),
      }),
    );
    admin.delete(
      '/admin/deletelotterycategory/:id',
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Delete an unused lottery category (409 while tickets, results or companies' settings use it)",
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await ctx.caches.changing(CATEGORIES, () =>
          deleteLotteryCategory(ctx.db, userOf(request), request.params.id),
        );
        return { success: true as const, message: 'Lottery category deleted.' };
      },
    );
  });

  // Companies' screens need the categories too (selects of terms, limits, searches).
  // Each path serves its own role only, like every other route.
  guardedPair(app, ctx, { tags, errors: [400, 404, 409] }, (company, role) => {
    company.get(
      `/${role}/getlotterycategory`,
      {
        schema: {
          summary: 'All lottery categories, for company screens',
          response: { 200: lotteryCategoryList },
        },
      },
      async () => ({ success: true as const, data: await listLotteryCategories(ctx.db) }),
    );
  });

  guarded(app, ctx, { roles: 'any', tags: ['game categories'], errors: [] }, (anyone) => {
    anyone.get(
      '/admin/getgamecategory',
      {
        schema: {
          summary: 'The nine game categories in SPEC order (every signed-in role)',
          response: { 200: gameCategoryList },
        },
      },
      async () => ({ success: true as const, data: await listGameCategories(ctx.db) }),
    );
  });
}
