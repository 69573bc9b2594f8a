import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
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
