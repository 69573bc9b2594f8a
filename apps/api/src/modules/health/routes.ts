import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, Context } from '../../http/types.ts';

export function healthRoutes(app: App, ctx: Context) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a real database round trip',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/public/settings',
    {
      schema: {
        tags: ['health'],
        summary: 'What the public landing page shows: the operator contact',
        response: {
          200: z.object({ contact: z.object({ phone: z.string(), email: z.string() }) }),
        },
      },
    },
    async () => ({ contact: ctx.config.contact }),
  );
}
