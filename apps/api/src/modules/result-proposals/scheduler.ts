import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ResultSource } from '../result-sources/source.ts';
import { fetchDue } from './fetch.ts';

/** The scheduler looks every minute; the domain's schedule decides which draws are due. */
export const TICK_MS = 60_000;

/**
 * Starts fetching the results in this process (RESULTS_FETCH=on): a tick a minute, never two
 * at once; several instances share the work through the database lock of `fetchDue`. Answers the
 * stop, which waits for a tick in flight.
 */
export function startResultFetching(
  db: Db,
  sources: readonly ResultSource[],
  timeZone: string,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = fetchDue(db, sources, timeZone, clock(), log)
      .then(() => undefined)
      .catch((error: unknown) => log.error(error, 'results fetch failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
