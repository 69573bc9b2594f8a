import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { SessionUser } from './session-user.ts';

/** How often one session's last call is written, at most. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * A seller's last call from its device (issue 29: who is active), written to its session and to
 * the seller at most once a minute per session and instance, not on every request: a sale or a
 * list read costs no write, and "last seen" is right to the minute.
 */
export class LastSeen {
  /** when each session's last call was written by this instance (ms since epoch) */
  private readonly written = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async touch(user: SessionUser, now = Date.now()) {
    if (user.role !== 'seller') return;
    const last = this.written.get(user.sessionId);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    this.written.set(user.sessionId, now);
    if (this.written.size > 10_000) this.forgetOlderThan(now - LAST_SEEN_EVERY_MS);
    // One statement for both rows; another instance's write of the same minute is skipped.
    await this.db.execute(sql`
      with seen as (
        update ${sessions} set last_seen_at = now()
        where ${sessions.id} = ${user.sessionId}
          and (${sessions.lastSeenAt} is null or ${sessions.lastSeenAt} < now() - interval '1 minute')
        returning ${sessions.userId}
      )
      update ${users} set last_seen_at = now() where ${users.id} in (select user_id from seen)`);
  }

  private forgetOlderThan(limit: number) {
    for (const [id, at] of this.written) if (at < limit) this.written.delete(id);
  }
}
