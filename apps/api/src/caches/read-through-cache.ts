import type { Db } from '../db/client.ts';
import { ExpiringEntries } from './expiring-entries.ts';

export interface CacheOptions {
  /** how long an entry may be kept without the database being asked again (the safety net) */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** false while invalidations may be lost (the event bus is reconnecting): read through */
  usable?: () => boolean;
}

/**
 * What each in-process cache shares: the database it reads through, its entries, and the rule
 * that nothing is kept past `ttlMs` (0: nothing is kept, every read asks the database).
 */
export abstract class ReadThroughCache<K, V> {
  protected readonly entries: ExpiringEntries<K, V>;
  protected readonly now: () => number;

  constructor(
    protected readonly db: Db,
    private readonly options: CacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.entries = new ExpiringEntries(options.maxEntries, this.now, options.usable);
  }

  /** When what is read now must be read again: `ttlMs` from now, or sooner (`notAfter`); null: never kept. */
  protected keptUntil(notAfter = Infinity): number | null {
    return this.options.ttlMs > 0 ? Math.min(notAfter, this.now() + this.options.ttlMs) : null;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
