import { idParam, okBody, sellerActivity as sellerActivityAnswer } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { companySessions } from '../../caches/invalidation.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { endSellerSession, sellerActivity } from './service.ts';

const tags = ['sellers'];

/** Who is active (issue 29): the company's sellers' last sale and open sessions; end one. */
export function sellerActivityRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getselleractivity',
      {
        schema: {
          summary: "Each seller's last sale and the sessions still open",
          response: { 200: sellerActivityAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerActivity(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.delete(
      '/subadmin/endsession/:id',
      {
        config: { capability: 'people' },
        schema: {
          summary: "End one of a seller's sessions (audited); the device must sign in again",
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        // The server's cached session goes with the row, on every instance.
        await ctx.caches.changing(companySessions(actor.companyId), () =>
          endSellerSession(ctx.db, actor, request.params.id),
        );
        return { success: true as const, message: 'Session ended' };
      },
    );
  });
}
