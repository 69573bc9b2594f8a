import type { FastifyReply, FastifyRequest } from 'fastify';
import { coded } from '@tiraj/domain';
import { authenticate } from '../../auth/guards.ts';
import type { App, Context } from '../../http/types.ts';
import { listGameCategories, listLotteryCategories } from '../lottery-categories/service.ts';
import { shapeStreamedTickets } from '../../http/streamed-tickets.ts';
import { dashboardShape, dashboardTicket } from './dashboard-shapes.ts';

const API = /^\/api/i;

/** The draws and games every signed-in role of the dashboard reads (Tiraj keeps them the admin's). */
const OPEN_READS: Record<string, (ctx: Context) => Promise<unknown>> = {
  '/admin/getlotterycategory': async (ctx) => ({
    success: true,
    data: await listLotteryCategories(ctx.db),
  }),
  '/admin/getgamecategory': async (ctx) => listGameCategories(ctx.db),
};

/**
 * LotterySoft's dashboard, served from its own origin (LOTTERYSOFT_DASHBOARD_ORIGINS): a request
 * carrying one of those origins gets CORS for that origin only and the dashboard's shapes
 * (dashboard-shapes.ts); any other request (another origin, none) is Tiraj's, unchanged.
 */
export function dashboardOrigin(app: App, ctx: Context) {
  const origins = new Set(ctx.config.lotterySoftDashboardOrigins);
  if (origins.size === 0) return;
  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && origins.has(origin) ? origin : undefined;
  };
  const signedIn = authenticate(ctx.caches.sessions);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = originOf(request);
    if (!origin) return;
    // Set first, so a refusal (401, 403…) reaches the dashboard's page too.
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    // The whole ticket lists are streamed past the hook below: each ticket is shaped as written.
    shapeStreamedTickets(request, dashboardTicket);
    const path = (request.routeOptions.url ?? '').replace(API, '').toLowerCase();
    const open = request.method === 'GET' ? OPEN_READS[path] : undefined;
    if (!open) return;
    await signedIn(request);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(await open(ctx)));
  });

  // The browser asks before a call with a bearer token or a JSON body: only its origins are told yes.
  app.options('/*', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    // Anyone else: the 404 of a path the API does not have, as before this route existed.
    if (!origin) return reply.status(404).send({ success: false, ...coded('request.no_route') });
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .send();
  });

  app.addHook(
    'preSerialization',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!originOf(request) || reply.statusCode >= 300) return payload;
      // Tiraj's own serializer first (its response schema drops what must not leave), then the shape.
      const serialized = reply.serialize(payload);
      const tiraj: unknown = JSON.parse(
        typeof serialized === 'string'
          ? serialized
          : Buffer.from(serialized as Buffer).toString('utf8'),
      );
      const path = (request.routeOptions.url ?? '').replace(API, '');
      const shaped = dashboardShape(request.method, path, tiraj);
      reply.serializer(() => JSON.stringify(shaped));
      return payload;
    },
  );
}
