import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';

export interface ThrottleLimits {
  /** wrong passwords one address may try for one user name per window */
  maxFailuresPerUser: number;
  /** wrong passwords one address may try, all user names together, per window */
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins counted per (user name, address) and per address, in the database so every
 * API instance sees the same counts. Nothing is counted per user name alone: a stranger's
 * failures from elsewhere must never lock the owner out, so a correct password from an
 * address that has not failed is never refused. A guesser is still held to a few passwords
 * per user name and a few dozen in all per address and window.
 */
export class SignInThrottle {
  /** when this instance last removed the counts of windows long past (ms since epoch) */
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(userName: string, ip: string) {
    // The address first: it holds no '|', so no user name can forge another pair's key.
    const address = addressOf(ip);
    return [
      { key: this.pairKey(userName, address), max: this.limits.maxFailuresPerUser },
      { key: `ip:${address}`, max: this.limits.maxFailuresPerIp },
    ];
  }

  private pairKey(userName: string, address: string) {
    return `user-ip:${address}|${userName.trim().toLowerCase()}`;
  }

  /** Seconds until this address may try this user name again, or undefined when it may now. */
  async blockedFor(userName: string, ip: string): Promise<number | undefined> {
    const keys = this.keys(userName, ip);
    const rows = await this.db
      .select({
        key: signInFailures.key,
        failures: signInFailures.failures,
        secondsLeft: sql<number>`ceil(extract(epoch from (${signInFailures.windowStartedAt} + make_interval(mins => ${this.limits.windowMinutes}) - now())))::int`,
      })
      .from(signInFailures)
      .where(
        inArray(
          signInFailures.key,
          keys.map((k) => k.key),
        ),
      );
    let longest: number | undefined;
    for (const row of rows) {
      const max = keys.find((k) => k.key === row.key)?.max ?? Infinity;
      const seconds = Number(row.secondsLeft);
      if (row.failures >= max && seconds > 0) longest = Math.max(longest ?? 0, seconds);
    }
    return longest;
  }

  async recordFailure(userName: string, ip: string) {
    const window = this.limits.windowMinutes;
    const expired = sql`${signInFailures.windowStartedAt} < now() - make_interval(mins => ${window})`;
    await this.db
      .insert(signInFailures)
      .values(
        this.keys(userName, ip).map(({ key }) => ({
          key,
          failures: 1,
          windowStartedAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
        },
      });
    await this.sweep();
  }

  /**
   * Guessing from many addresses leaves a row per address and name: at most once a minute per
   * instance, the rows of windows that have ended are removed, so the table stays small.
   */
  private async sweep() {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.db
      .delete(signInFailures)
      .where(
        sql`${signInFailures.windowStartedAt} < now() - make_interval(mins => ${this.limits.windowMinutes})`,
      );
  }

  /**
   * A right password ends this pair's count. The address's count stays: one known account
   * must not buy an address more guesses at other user names.
   */
  async clearPair(userName: string, ip: string) {
    await this.db
      .delete(signInFailures)
      .where(sql`${signInFailures.key} = ${this.pairKey(userName, addressOf(ip))}`);
  }
}

/**
 * The address a guesser is counted by: an IPv4 address as it is (also when IPv6-mapped), an
 * IPv6 address by its /64 network, since one subscriber is handed a whole /64.
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip || 'unknown';
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}
