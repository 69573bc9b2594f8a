import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { LocalFanout, type ChatFanout } from './fanout.ts';
import { PgFanout } from './pg-fanout.ts';
import { RedisFanout } from './redis-fanout.ts';

/**
 * REDIS_URL: Redis pub/sub. Else PostgreSQL: LISTEN/NOTIFY, so every
 * instance hears every message. PGlite: one process, handed over in memory.
 */
export async function openChatFanout(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ChatFanout> {
  if (config.redisUrl) {
    const fanout = new RedisFanout(config.redisUrl, log);
    await fanout.start();
    return fanout;
  }
  if (database.kind === 'postgres' && config.databaseUrl) {
    const fanout = new PgFanout(config.databaseUrl, database, log);
    await fanout.start();
    return fanout;
  }
  return new LocalFanout();
}
