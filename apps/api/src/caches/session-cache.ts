import type { SessionUser } from '../auth/session-user.ts';
import { LastSeen } from '../auth/last-seen.ts';
import { findSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import type { StaleRead } from '../events/notices.ts';
import { ExpiringEntries } from './expiring-entries.ts';
import { ReadThroughCache } from './read-through-cache.ts';

/** How long a token the database does not know is answered as unknown from memory. */
const UNKNOWN_MS = 60_000;

/**
 * The user behind a bearer token, asked of the database once per token and kept in memory, so a
 * request (a sale above all) costs no session lookup. Whatever ends or changes a session drops it
 * here at once (caches/invalidation.ts, on every instance through the event bus); an entry also
 * dies at its session's own expiry and, whatever happens to the notices, after `ttlMs`. A revoked
 * token is never remembered as a session.
 */
export class SessionCache extends ReadThroughCache<string, SessionUser> {
  /** each seller session's last call, written at most once a minute (issue 29) */
  readonly lastSeen = new LastSeen(this.db);

  /**
   * Tokens the database does not know, kept a short while: a client sending made-up tokens (each
   * asked twice, by the rate limit and by the route) costs one read per token and minute, not
   * one per call. Safe because a token is random and known only once issued: a hash never asked
   * before its session exists cannot be remembered as unknown.
   */
  private readonly unknown = new ExpiringEntries<string, true>(10_000, this.now);

  async find(token: string): Promise<SessionUser | undefined> {
    // Keyed by the hash, as the database keys it: no live token sits in the process's memory.
    const tokenHash = hashToken(token);
    const kept = this.entries.get(tokenHash);
    if (kept) return kept;
    if (this.unknown.get(tokenHash)) return undefined;
    const ticket = this.entries.ticket();
    const session = await findSession(this.db, tokenHash);
    if (!session) {
      const until = this.keptUntil(this.now() + UNKNOWN_MS);
      if (until !== null) this.unknown.set(this.unknown.ticket(), tokenHash, true, until);
      return undefined;
    }
    // Shared by concurrent requests: frozen, so none can change another's caller.
    const user = Object.freeze(session.user);
    const until = this.keptUntil(session.expiresAt.getTime());
    if (until !== null) this.entries.set(ticket, tokenHash, user, until);
    return user;
  }

  override clear() {
    super.clear();
    this.unknown.clear();
  }

  forget(stale: StaleRead) {
    if (stale.what === 'company-sessions')
      this.entries.deleteWhere((user) => user.companyId === stale.companyId);
    else if (stale.what === 'user-sessions')
      this.entries.deleteWhere((user) => user.id === stale.userId);
  }
}
