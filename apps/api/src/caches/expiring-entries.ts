/**
 * The store under each in-process cache: entries that die at their own deadline, a bound on how
 * many are kept, and a guard against the one race a cache in front of a database has. A read that
 * started before an invalidation may finish after it with what was true before the change; storing
 * it would bring the stale value back. So a read takes a `ticket` first, and an invalidation voids
 * every ticket taken before it: what such a read found is answered once, never kept.
 */
export class ExpiringEntries<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** false: nothing is kept or answered from memory (its invalidations may not be arriving) */
    private readonly usable: () => boolean = () => true,
  ) {}

  get(key: K): V | undefined {
    if (!this.usable()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before reading the database; `set` keeps the value only if no invalidation came between. */
  ticket(): number {
    return this.generation;
  }

  set(ticket: number, key: K, value: V, until: number) {
    if (ticket !== this.generation || until <= this.now() || !this.usable()) return;
    // Oldest first: a Map iterates in insertion order, so the first key is the longest kept.
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  /** Drops the entries whose value matches; voids every read in flight (it may have seen the old row). */
  deleteWhere(stale: (value: V) => boolean) {
    this.generation++;
    for (const [key, entry] of this.entries) if (stale(entry.value)) this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
