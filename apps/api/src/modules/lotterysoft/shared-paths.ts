import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf, companyUserOf } from '../../auth/guards.ts';
import { isLotterySoftSession } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { App, Context } from '../../http/types.ts';
import { DEVICE_MESSAGES, deviceAnswerOf, deviceRefusal } from './device-answers.ts';
import { deviceDeleteTicket, deviceDraws, deviceTicketList, ticketParam } from './device-reads.ts';

type DeviceAnswer = (request: FastifyRequest) => Promise<unknown>;

/**
 * The paths LotterySoft's app shares with Tiraj's own clients (D3, D6, D12). The session's mark,
 * set at the device's sign-in (never a guess from the request), decides: a device's session gets
 * the app's shape, every other caller Tiraj's route, untouched.
 */
function answers(ctx: Context): Map<string, DeviceAnswer> {
  return new Map<string, DeviceAnswer>([
    ['GET /api/admin/getlotterycategory', () => deviceDraws(ctx)],
    ['GET /api/seller/gettickets', (r) => deviceTicketList(ctx, companyUserOf(r), r.query)],
    [
      'DELETE /api/seller/deleteticket/:id',
      (r) => deviceDeleteTicket(ctx, r.log, companyUserOf(r), ticketParam.parse(r.params).id),
    ],
  ]);
}

/**
 * The hand-over, first of every /api request's hooks (register it before the routes' own scopes,
 * whose role checks would refuse a seller on the draws' admin path): on a shared route, for a
 * device's session, it answers at once, before Tiraj's guards, validation or handler (the app sends
 * a JSON type with no body, and ticket numbers where Tiraj takes ids); anyone else goes on.
 */
export function sharedPaths(app: App, ctx: Context) {
  const byRoute = answers(ctx);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = byRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!answer) return;
    const token = bearerOf(request);
    if (!token) return;
    const user = await ctx.caches.sessions.find(token);
    if (!user) {
      // A device's session that ended (expired, devices switched off) must say `Unauthorized!`:
      // the app's only way back to its sign-in. Every other unknown token keeps Tiraj's 401.
      if (!(await isLotterySoftSession(ctx.db, hashToken(token)))) return;
      return sendDeviceAnswer(reply, 200, deviceRefusal(DEVICE_MESSAGES.unauthorized));
    }
    if (!user.lotterySoft || user.role !== 'seller') return;
    request.sessionUser = user;
    let status = 200;
    let body: unknown;
    try {
      body = await answer(request);
    } catch (error) {
      ({ status, body } = deviceAnswerOf(error));
      if (status >= 500) request.log.error({ err: error }, 'LotterySoft device call failed');
    }
    return sendDeviceAnswer(reply, status, body);
  });
}

/** Already the app's JSON: Tiraj's response schema of the route must not read it. */
const sendDeviceAnswer = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
