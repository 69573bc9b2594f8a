import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';

export interface ThrottleLimits {
  maxFailuresPerUser: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins counted per user name and per IP, in the database so every
 * API instance sees the same counts. Returns the minutes left when blocked.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(userName: string, ip: string) {
    return [
      { key: `user:${userName.toLowerCase()}`, max: this.limits.maxFailuresPerUser },
      { key: `ip:${ip}`, max: this.limits.maxFailuresPerIp },
    ];
  }

  async blockedFor(userName: string, ip: string): Promise<number | undefined> {
    const window = this.limits.windowMinutes;
    for (const { key, max } of this.keys(userName, ip)) {
      const [row] = await this.db
        .select({
          failures: signInFailures.failures,
          minutesLeft: sql<number>`ceil(extract(epoch from (${signInFailures.windowStartedAt} + make_interval(mins => ${window}) - now())) / 60)::int`,
        })
        .from(signInFailures)
        .where(sql`${signInFailures.key} = ${key}`);
      if (row && row.failures >= max && row.minutesLeft > 0) return row.minutesLeft;
    }
    return undefined;
  }

  async recordFailure(userName: string, ip: string) {
    const window = this.limits.windowMinutes;
    for (const { key } of this.keys(userName, ip)) {
      const expired = sql`${signInFailures.windowStartedAt} < now() - make_interval(mins => ${window})`;
      await this.db
        .insert(signInFailures)
        .values({ key, failures: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
          },
        });
    }
  }

  async clearUser(userName: string) {
    await this.db
      .delete(signInFailures)
      .where(sql`${signInFailures.key} = ${`user:${userName.toLowerCase()}`}`);
  }
}
