import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inputText } from '@tiraj/domain/contracts';
import { authenticate, companyUserOf } from '../../auth/guards.ts';
import { unauthorized } from '../../errors.ts';
import type { App, Context } from '../../http/types.ts';
import { dashboardOrigin } from './dashboard-origin.ts';
import { DEVICE_MESSAGES, deviceRefusal } from './device-answers.ts';
import { DEVICE_ROUTE, deviceConventions } from './device-conventions.ts';
import { deviceTimeCheck, ticketParam } from './device-reads.ts';
import {
  deviceRange,
  deviceResults,
  deviceSaleReport,
  deviceTicketLines,
  deviceTickets,
  deviceWinTickets,
  findSellerTicket,
} from './device-tickets.ts';
import { newTicketBody, sellFromDevice } from './new-ticket.ts';
import { replayBody, replayTicket } from './replay-ticket.ts';
import { sharedPaths } from './shared-paths.ts';
import { deviceSignInBody, signInDevice } from './sign-in.ts';
import { signOutDevice } from './sign-out.ts';

const tags = ['lotterysoft devices'];
const GZIP = { ...DEVICE_ROUTE, config: { lotterySoftGzip: true } };
// Out of the OpenAPI document: this is LotterySoft's protocol (its refusals are 200s, its bodies
// gzip bytes), not Tiraj's API; the README ("How a bank switches") and the tests describe it.
const DOC =
  "LotterySoft's seller app (issue 27): the session must be a LotterySoft device's; every refusal is a 200 `{success:false, message}`.";

/**
 * LotterySoft's seller app, translated onto Tiraj's services (ARCHITECTURE.md §9: one sale path).
 * One encapsulated plugin: the device's conventions (device-conventions.ts) hold on its own routes
 * only. The three paths Tiraj's clients share with the app answer in the app's shapes for a
 * device's session (shared-paths.ts).
 */
export function lotterySoftRoutes(app: App, ctx: Context) {
  sharedPaths(app, ctx);
  dashboardOrigin(app, ctx);
  app.register(async (plugin: FastifyInstance) => {
    deviceConventions(plugin);
    const scope = plugin.withTypeProvider<ZodTypeProvider>();

    scope.post(
      '/seller/signin',
      {
        ...GZIP,
        schema: {
          hide: true,
          tags,
          summary: 'D1: a LotterySoft device signs in by its device ID (gzip body and answer)',
          description: DOC,
          body: deviceSignInBody,
        },
      },
      async (request) =>
        signInDevice(
          ctx.db,
          ctx,
          request.body,
          { address: request.ip, device: request.body.imei },
          ctx.config.sessionTtlHours,
        ),
    );

    // Outside the session's scope: the app signs out with no token (sign-out.ts).
    scope.post(
      '/seller/signout',
      {
        ...DEVICE_ROUTE,
        schema: {
          hide: true,
          tags,
          summary: 'D2: sign out (no token needed: the app sends none)',
          description: DOC,
        },
      },
      async (request) => signOutDevice(ctx, request),
    );

    scope.register(async (deviceScope) => {
      const device = deviceScope.withTypeProvider<ZodTypeProvider>();
      device.addHook('onRequest', deviceSession(ctx));
      deviceRoutes(device, ctx);
    });
  });
}

/** A LotterySoft device's session of a seller, or `Unauthorized!` (the app's way back to sign-in). */
function deviceSession(ctx: Context) {
  const signedIn = authenticate(ctx.caches.sessions);
  return async (request: FastifyRequest) => {
    await signedIn(request);
    const user = request.sessionUser;
    if (user?.role !== 'seller' || !user.lotterySoft) throw unauthorized();
  };
}

function deviceRoutes(device: App, ctx: Context) {
  const doc = (summary: string) => ({ hide: true, tags, summary, description: DOC });

  device.get(
    '/seller/lotterytimecheck',
    {
      ...DEVICE_ROUTE,
      schema: {
        ...doc('D4: is a draw open for sale now'),
        querystring: z.object({ lotId: inputText('Lottery').max(100) }),
      },
    },
    async (request) => deviceTimeCheck(ctx, request.query.lotId),
  );

  device.post(
    '/seller/newticket',
    {
      ...GZIP,
      schema: {
        ...doc('D5: sell, accepting part of a ticket as the app expects (gzip)'),
        body: newTicketBody,
      },
    },
    async (request) => sellFromDevice(ctx, request.log, companyUserOf(request), request.body),
  );

  device.get(
    '/seller/getticketnumbers',
    {
      ...DEVICE_ROUTE,
      schema: { ...doc("D7: a ticket's lines, by `_id` or number"), querystring: ticketParam },
    },
    async (request) => {
      const id = await findSellerTicket(ctx.db, companyUserOf(request), request.query.id, true);
      if (!id) return deviceRefusal(DEVICE_MESSAGES.ticketNotFound);
      const lines = await deviceTicketLines(ctx.db, [id]);
      return {
        success: true as const,
        data: lines.map(({ _id, gameCategory, number, amount, bonus }) => ({
          _id,
          gameCategory,
          number,
          amount,
          bonus,
        })),
      };
    },
  );

  device.get(
    '/seller/getdeletedtickets',
    {
      ...DEVICE_ROUTE,
      schema: { ...doc("D8: the seller's deleted tickets"), querystring: deviceRange },
    },
    async (request) => ({
      success: true as const,
      data: await deviceTickets(ctx.db, companyUserOf(request), request.query, true),
    }),
  );

  device.get(
    '/seller/getwintickets',
    {
      ...DEVICE_ROUTE,
      schema: { ...doc("D9: the seller's winning tickets"), querystring: deviceRange },
    },
    async (request) => ({
      success: true as const,
      data: await deviceWinTickets(ctx.db, companyUserOf(request), request.query),
    }),
  );

  device.get(
    '/seller/getsalereports',
    {
      ...DEVICE_ROUTE,
      schema: { ...doc("D10: the seller's Total and Paid"), querystring: deviceRange },
    },
    async (request) => ({
      success: true as const,
      data: await deviceSaleReport(ctx.db, companyUserOf(request), request.query),
    }),
  );

  device.post(
    '/seller/getwiningnumber',
    { ...DEVICE_ROUTE, schema: { ...doc('D11: results (form body)'), body: deviceRange } },
    async (request) => {
      const data = await deviceResults(ctx.db, request.body);
      return data.length
        ? { success: true as const, data }
        : deviceRefusal(DEVICE_MESSAGES.resultNotFound);
    },
  );

  device.delete(
    '/seller/deleteticketforever/:id',
    {
      ...DEVICE_ROUTE,
      schema: {
        ...doc('D13: refused: a device never erases a ticket; nothing is written'),
        params: ticketParam,
      },
    },
    async () => deviceRefusal(DEVICE_MESSAGES.cancelTooLate),
  );

  device.post(
    '/seller/replayticket',
    {
      ...GZIP,
      schema: {
        ...doc("D14: one of the seller's tickets' lines, for a new sale (gzip)"),
        body: replayBody,
      },
    },
    async (request) => replayTicket(ctx, companyUserOf(request), request.body),
  );
}
