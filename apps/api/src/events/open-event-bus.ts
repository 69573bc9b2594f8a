import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { LocalEventBus, type EventBus } from './event-bus.ts';
import { PgEventBus } from './pg-event-bus.ts';
import { RedisEventBus } from './redis-event-bus.ts';

/**
 * REDIS_URL: Redis pub/sub. Else PostgreSQL: LISTEN/NOTIFY, so every
 * instance hears every notice. PGlite: one process, handed over in memory.
 */
export async function openEventBus(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (config.redisUrl) {
    const bus = new RedisEventBus(config.redisUrl, log);
    await bus.start();
    return bus;
  }
  if (database.kind === 'postgres' && config.databaseUrl) {
    const bus = new PgEventBus(config.databaseUrl, database, log);
    await bus.start();
    return bus;
  }
  return new LocalEventBus();
}
