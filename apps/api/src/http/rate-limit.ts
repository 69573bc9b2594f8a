import rateLimit from '@fastify/rate-limit';
import { coded } from '@tiraj/domain';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { bearerOf } from '../auth/guards.ts';
import { addressOf } from '../auth/sign-in-throttle.ts';
import { hashToken } from '../auth/tokens.ts';
import type { SessionCache } from '../caches/session-cache.ts';
import type { Config } from '../config.ts';
import { tooMany } from '../errors.ts';
import type { App } from './types.ts';

/** What is counted: calls under /api, but not the load balancers' health check nor the docs. */
const limited = (request: FastifyRequest) => {
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  return path.startsWith('/api/') && !/^\/api\/(health|docs)(\/|$)/.test(path);
};

/**
 * The budget a call is counted in: its session's when its bearer token is a live session, else
 * its address's. A made-up token must not open a fresh budget (each invented token would get its
 * own: issue 25). The session is looked up through the session cache the authentication uses,
 * so a live token costs no database work and the route's own check then finds it kept.
 */
async function budgetOf(request: FastifyRequest, sessions: SessionCache): Promise<string> {
  const token = bearerOf(request);
  const address = `address:${addressOf(request.ip)}`;
  if (!token || !limited(request)) return address; // not counted: no lookup either
  const user = await sessions.find(token).catch(() => undefined);
  // Keyed by the token's hash, so no live token sits in memory or in Redis.
  return user ? `token:${hashToken(token)}` : address;
}

/**
 * Calls a minute per session, and per client address for calls without a live session's token,
 * so that one client cannot starve the others. Counted before the route runs. The web app's
 * pages and files are not counted. With REDIS_URL the counts are shared by every instance;
 * without it each instance counts its own.
 */
export async function registerRateLimit(app: App, config: Config, sessions: SessionCache) {
  const { perToken, anonymous, publicTicket } = config.rateLimit;
  // The plugin stays for the public ticket's own limit (modules/public-ticket) when that is on.
  if (perToken === 0 && anonymous === 0 && publicTicket === 0) return;
  // Short timeouts and no queue while disconnected: a Redis outage must not hold up sales.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit Redis'));
    app.addHook('onClose', () => redis.disconnect());
    // Counting starts shared; if Redis is away now, calls pass uncounted until ioredis reconnects.
    await redis.connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'rate limit Redis unreachable; calls are not counted meanwhile');
    });
  }
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    keyGenerator: (request) => budgetOf(request, sessions),
    max: (_request, key) => (key.startsWith('token:') ? perToken : anonymous),
    // 0 turns a limit off.
    allowList: (request, key) =>
      !limited(request) || (key.startsWith('token:') ? perToken : anonymous) === 0,
    ...(redis ? { redis, nameSpace: 'tiraj:rate:' } : {}),
    // If Redis cannot answer, serve the call rather than refuse every seller.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooMany(coded('rate_limit.too_many', { seconds }), seconds);
    },
  });
  // A root hook runs before every route's own hooks: a refused call reaches no route.
  app.addHook('onRequest', app.rateLimit());
}
