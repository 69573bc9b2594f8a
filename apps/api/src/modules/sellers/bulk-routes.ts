import { updateSellersActiveAnswer, updateSellersActiveBody } from '@tiraj/domain/contracts';
import { companySessions } from '../../caches/invalidation.ts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { updateSellersActive } from './bulk-active.ts';

const paths = {
  subadmin: '/subadmin/updatesellersactive',
  supervisor: '/supervisor/updatesellersactive',
} as const;

/** Several sellers activated or deactivated in one action: a subadmin's, or a supervisor's own. */
export function sellerBulkRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['sellers'], errors: [400, 404] }, (scope, role) => {
    scope.patch(
      paths[role],
      {
        config: { capability: 'people' },
        schema: {
          summary:
            role === 'subadmin'
              ? "Activate or deactivate several of the company's sellers at once"
              : 'Activate or deactivate several of its own sellers at once',
          description:
            "All or none: an id that is not one of the caller's sellers answers 404 and changes nothing. Each seller whose state changes is audited; a deactivated seller's sessions end at once.",
          body: updateSellersActiveBody,
          response: { 200: updateSellersActiveAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const data = await ctx.caches.changing(companySessions(actor.companyId), () =>
          updateSellersActive(ctx.db, actor, request.body),
        );
        return {
          success: true as const,
          message: request.body.isActive ? 'Sellers activated.' : 'Sellers deactivated.',
          data,
        };
      },
    );
  });
}
