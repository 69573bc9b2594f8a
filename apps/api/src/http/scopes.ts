import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, type Role } from '@tiraj/domain/contracts';
import { authenticate, requireCapability, requireRole } from '../auth/guards.ts';
import type { App, Context } from './types.ts';

/** Who may call a group of routes, and what the OpenAPI document says of them. */
export interface Guard {
  /** the roles let through (403 for any other); 'any': every signed-in user */
  roles: readonly Role[] | 'any';
  /** the routes' OpenAPI tags; a route naming its own keeps them */
  tags?: string[];
  /**
   * The error answers the routes give besides the guard's own (401, and 403 when
   * roles are named). Default: 400 (a bad request) and 404 (a record not found).
   * A route lists any other answer (409, 422…) in its own `response`.
   */
  errors?: readonly number[];
}

/** The bearer token every guarded route asks for, in the OpenAPI document. */
const SECURED = [{ bearerAuth: [] }];

function errorAnswers({ roles, errors = [400, 404] }: Guard) {
  const statuses = [401, ...(roles === 'any' ? [] : [403]), ...errors];
  return Object.fromEntries(statuses.map((status) => [status, errorBody]));
}

/**
 * Registers routes behind the one `authenticate` hook and, when roles are
 * given, the one role check. Both run before the body is validated, so a
 * caller without the right token learns nothing about the route. Each route
 * written inside gets the guard's security, tags and error answers, so a route
 * says only what is its own (summary, request, its 200 and any other answer).
 */
export function guarded(app: App, ctx: Context, guard: Guard, register: (scope: App) => void) {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', authenticate(ctx.caches.sessions));
    if (guard.roles !== 'any') scope.addHook('onRequest', requireRole(...guard.roles));
    // Issue 39: a staff account only where its role has the route's capability.
    scope.addHook('onRequest', requireCapability);
    // Runs as each route is added, before its schemas are compiled and before the
    // OpenAPI document reads them.
    scope.addHook('onRoute', (route) => {
      const { response, ...schema } = route.schema ?? {};
      route.schema = {
        ...(guard.tags ? { tags: guard.tags } : {}),
        ...schema,
        security: SECURED,
        response: { ...errorAnswers(guard), ...(response as object | undefined) },
      };
    });
    register(scope);
  });
}

/** The roles that share company screens: each has its own path, spelled as SPEC.md §7 does. */
export type PairRole = 'subadmin' | 'supervisor';

/**
 * The one way to write a route that a company's subadmin and its supervisors
 * both call: `register` runs once per role, each behind its own role check, and
 * picks the role's path (the same services keep a supervisor to its own sellers).
 */
export function guardedPair(
  app: App,
  ctx: Context,
  guard: Omit<Guard, 'roles'>,
  register: (scope: App, role: PairRole) => void,
) {
  for (const role of ['subadmin', 'supervisor'] as const)
    guarded(app, ctx, { ...guard, roles: [role] }, (scope) => register(scope, role));
}
