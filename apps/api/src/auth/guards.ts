import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@tiraj/domain/contracts';
import { coded, staffCan, type Capability } from '@tiraj/domain';
import type { SessionCache } from '../caches/session-cache.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { CompanyUser, SessionUser } from './session-user.ts';

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one `authenticate` hook: a valid bearer token or 401. The caller carries this request's
 * address (kept by the journal with its actions), and a seller's last call is noted.
 */
export function authenticate(sessions: SessionCache) {
  return async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized(coded('auth.sign_in'));
    const user = await sessions.find(token);
    if (!user) throw unauthorized(coded('auth.session_ended'));
    request.sessionUser = { ...user, address: request.ip };
    await sessions.lastSeen.touch(user);
  };
}

/** The one role check: 403 for any other role. Use after `authenticate`. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = request.sessionUser;
    if (!user) throw unauthorized(coded('auth.sign_in'));
    if (!roles.includes(user.role)) throw forbidden();
  };
}

/**
 * What a route asks of a staff account (issue 39): its `config.capability`; a read (GET) without
 * one asks `read`; any other route without one is refused to every staff account.
 */
export function capabilityOf(
  method: string,
  config: { capability?: Capability } | undefined,
): Capability | undefined {
  return config?.capability ?? (method === 'GET' || method === 'HEAD' ? 'read' : undefined);
}

/**
 * The one staff check, after `authenticate` and the role check: an account without a staff role
 * (the owner, the first admin, supervisors and sellers) passes; a staff account needs the route's
 * capability, else 403 `auth.staff_role`.
 */
export async function requireCapability(request: FastifyRequest) {
  const role = request.sessionUser?.staffRole;
  if (!role) return;
  const capability = capabilityOf(request.method, request.routeOptions.config);
  if (!capability || !staffCan(role, capability)) throw forbidden(coded('auth.staff_role'));
}

/** The signed-in user; routes behind `authenticate` always have one. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized(coded('auth.sign_in'));
  return request.sessionUser;
}

/**
 * The caller as someone of a company, the one way routes get the tenant every
 * company-scoped query filters on; 403 for a user of no company (the platform admin).
 */
export function companyUserOf(request: FastifyRequest): CompanyUser {
  const user = userOf(request);
  const { companyId } = user;
  if (!companyId) throw forbidden();
  return { ...user, companyId };
}
