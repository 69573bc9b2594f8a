import rateLimit from '@fastify/rate-limit';
import { coded } from '@tiraj/domain';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { bearerOf } from '../auth/guards.ts';
import { addressOf } from '../auth/sign-in-throttle.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import { tooMany } from '../errors.ts';
import type { App } from './types.ts';

/** What is counted: calls under /api, but not the load balancers' health check nor the docs. */
const limited = (request: FastifyRequest) => {
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  return path.startsWith('/api/') && !/^\/api\/(health|docs)(\/|$)/.test(path);
};

/**
 * Calls a minute per session token, and per client address for calls without one, so that one
 * client cannot starve the others. Counted before the token is checked (no database work for a
 * refused call). The web app's pages and files are not counted. With REDIS_URL the counts are
 * shared by every instance; without it each instance counts its own.
 */
export async function registerRateLimit(app: App, config: Config) {
  const { perToken, anonymous } = config.rateLimit;
  if (perToken === 0 && anonymous === 0) return;
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
    // A token is keyed by its hash, so no live token sits in memory or in Redis.
    keyGenerator: (request) => {
      const token = bearerOf(request);
      return token ? `token:${hashToken(token)}` : `address:${addressOf(request.ip)}`;
    },
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
  // A root hook runs before every route's own hooks, so before the token is looked up.
  app.addHook('onRequest', app.rateLimit());
}
