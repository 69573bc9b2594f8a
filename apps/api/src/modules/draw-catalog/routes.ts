import {
  addDrawCatalogBody,
  DRAW_CATALOG_PATHS,
  drawCatalogAnswer,
  drawCatalogList,
  idParam,
  updateDrawCatalogBody,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { CATEGORIES } from '../../caches/invalidation.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addDrawCatalog, listDrawCatalog, updateDrawCatalog } from './service.ts';

const tags = ['draw catalog'];

/** Issue 40: the draw catalog, the platform admin's (capability 'results', as the draws). */
export function drawCatalogRoutes(app: App, ctx: Context) {
  const tz = () => ctx.config.timeZone;
  guarded(app, ctx, { roles: ['admin'], tags, errors: [400, 404, 409, 422] }, (admin) => {
    admin.get(
      DRAW_CATALOG_PATHS.list,
      {
        schema: {
          summary:
            "The draw catalog: official times in each lottery's zone, days, holidays, sources, and the draw of the operator's day",
          response: { 200: drawCatalogList },
        },
      },
      async () => ({ success: true as const, data: await listDrawCatalog(ctx.db, tz()) }),
    );
    admin.post(
      DRAW_CATALOG_PATHS.add,
      {
        config: { capability: 'results' },
        schema: {
          summary: 'Add a draw to the catalog (its state and draw name unique, times HH:mm)',
          body: addDrawCatalogBody,
          response: { 200: drawCatalogAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Draw added to the catalog.',
        data: await addDrawCatalog(ctx.db, userOf(request), request.body, tz()),
      }),
    );
    admin.patch(
      `${DRAW_CATALOG_PATHS.update}/:id`,
      {
        config: { capability: 'results' },
        schema: {
          summary:
            'Change a catalog entry (only the fields sent); the categories made from it follow at once',
          params: idParam,
          body: updateDrawCatalogBody,
          response: { 200: drawCatalogAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Catalog entry updated.',
        data: await ctx.caches.changing(CATEGORIES, () =>
          updateDrawCatalog(ctx.db, userOf(request), request.params.id, request.body, tz()),
        ),
      }),
    );
  });
}
