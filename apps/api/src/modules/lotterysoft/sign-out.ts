import type { FastifyRequest } from 'fastify';
import { bearerOf } from '../../auth/guards.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { Context } from '../../http/types.ts';
import { DEVICE_MESSAGES } from './device-answers.ts';

/**
 * D2. The app signs out with no token and an empty form (ApiClient.logout; PROTOCOL §5), and the
 * original backend checked none: the answer is always the app's toast. With no token nothing
 * names a session, so none ends here (it ends at its expiry, or when the office ends it); a
 * LotterySoft device's token, when one is sent, is revoked. Any other token is left alone: this
 * path never ends a session of Tiraj's own clients.
 */
export async function signOutDevice(ctx: Context, request: FastifyRequest) {
  const token = bearerOf(request);
  const user = token ? await ctx.caches.sessions.find(token) : undefined;
  if (user?.lotterySoft && user.role === 'seller') {
    await ctx.caches.changing([{ what: 'user-sessions', userId: user.id }], () =>
      revokeSession(ctx.db, user.sessionId),
    );
  }
  return { success: true as const, message: DEVICE_MESSAGES.signedOut };
}
