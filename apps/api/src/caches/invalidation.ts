import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { StaleRead } from '../events/notices.ts';
import { LotteryCategoryCache } from './lottery-category-cache.ts';
import type { CacheOptions } from './read-through-cache.ts';
import { SessionCache } from './session-cache.ts';

/**
 * This instance's cached reads (sessions, lottery categories) and how they are kept true
 * (issue 16). A writer wraps its change in `changing`: once the change is over (committed, or
 * failed: dropping too much is harmless), this instance drops the stale entries before the answer
 * leaves, and the notice goes through the event bus to every other instance, which drops them within
 * milliseconds. While the bus's connection is lost the caches read through (notices may be
 * going by unheard), and its return clears everything; each entry also dies after the cache's ttl,
 * so a notice lost some other way cannot keep a revoked session alive long.
 */
export class Caches {
  readonly sessions: SessionCache;
  readonly categories: LotteryCategoryCache;
  private readonly unsubscribe: () => void;

  constructor(
    db: Db,
    private readonly events: EventBus,
    private readonly log: FastifyBaseLogger,
    options: CacheOptions,
  ) {
    const usable = () => events.hearsOthers();
    this.sessions = new SessionCache(db, { usable, ...options });
    this.categories = new LotteryCategoryCache(db, { usable, ...options, maxEntries: 1000 });
    this.unsubscribe = events.subscribe((notice) => {
      if (!notice) return this.clear();
      if (notice.kind === 'stale') this.drop(notice);
    });
  }

  /**
   * Runs a change to what the caches hold, then makes every instance forget `stale`. Only after
   * the change: dropped earlier, a request in between could read the old row back in.
   */
  async changing<T>(stale: StaleRead[], change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      await this.invalidate(stale);
    }
  }

  /** Forgets `stale` here at once, then tells the other instances. */
  async invalidate(stale: StaleRead[]) {
    for (const s of stale) this.drop(s);
    // Committed already: a failed notice cannot undo the change; the other instances' ttl bounds it.
    await this.events
      .publish(stale.map((s) => ({ kind: 'stale' as const, ...s })))
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'cache invalidation not published'),
      );
  }

  clear() {
    this.sessions.clear();
    this.categories.clear();
  }

  close() {
    this.unsubscribe();
    this.clear();
  }

  private drop(stale: StaleRead) {
    if (stale.what === 'categories') this.categories.clear();
    else this.sessions.forget(stale);
  }
}

/** Every cached session of a company's people: coarse (one person changed, the company's go). */
export const companySessions = (companyId: string): StaleRead[] => [
  { what: 'company-sessions', companyId },
];

/** Every cached lottery category. */
export const CATEGORIES: StaleRead[] = [{ what: 'categories' }];
