import { coded } from '@tiraj/domain';
import { publicTicket, publicTicketParams } from '@tiraj/domain/contracts';
import { addressOf } from '../../auth/sign-in-throttle.ts';
import { tooMany } from '../../errors.ts';
import type { App, Context } from '../../http/types.ts';
import { publicTicketOf } from './service.ts';

/**
 * The public page's one call (issue 29): no sign-in, counted per client address on top of the
 * anonymous budget of every call (http/rate-limit.ts), so a reference cannot be guessed by volume.
 */
export function publicTicketRoutes(app: App, ctx: Context) {
  const perMinute = ctx.config.rateLimit.publicTicket;
  // Its own count: the global hook's run on this call must not stand for this one (createRateLimit
  // checks without that once-per-call mark); every instance shares it through Redis when set.
  const limiter =
    perMinute > 0 && app.hasDecorator('createRateLimit')
      ? app.createRateLimit({
          max: perMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `public-ticket:${addressOf(request.ip)}`,
          allowList: () => false,
        })
      : undefined;
  app.get(
    '/public/ticket/:reference',
    {
      onRequest: async (request) => {
        const count = await limiter?.(request);
        if (count && !count.isAllowed && count.isExceeded)
          throw tooMany(
            coded('rate_limit.too_many', { seconds: count.ttlInSeconds }),
            Math.max(1, count.ttlInSeconds),
          );
      },
      schema: {
        tags: ['public'],
        summary:
          'A ticket as anyone holding it may check it, by its publicRef; 404 alike for a bad signature, an unknown code or another format',
        params: publicTicketParams,
        response: { 200: publicTicket },
      },
    },
    async (request, reply) => {
      // Nobody's session: never kept by a shared cache beyond the call.
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        // The page has no session to learn the operator's zone from: the answer says it.
        data: {
          ...(await publicTicketOf(ctx.db, ctx.publicRefs, request.params.reference)),
          timeZone: ctx.config.timeZone,
        },
      };
    },
  );
}
