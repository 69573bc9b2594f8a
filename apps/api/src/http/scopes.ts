import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@tiraj/domain/contracts';
import { authenticate, requireRole } from '../auth/guards.ts';
import type { App, Context } from './types.ts';

/**
 * Registers routes behind the one `authenticate` hook and, when roles are
 * given, the one role check. Both run before the body is validated, so a
 * caller without the right token learns nothing about the route.
 */
export function guarded(
  app: App,
  ctx: Context,
  roles: Role[] | 'any',
  register: (scope: App) => void,
) {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', authenticate(ctx.db));
    if (roles !== 'any') scope.addHook('onRequest', requireRole(...roles));
    register(scope);
  });
}

/** Error answers every guarded route can give, for the OpenAPI document. */
export const SECURED = [{ bearerAuth: [] }];
