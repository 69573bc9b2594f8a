import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/** Why a sign-in was refused, as its journal record says (the answer itself says no more than before). */
export type SignInRefusal =
  'bad_credentials' | 'wrong_device' | 'user_inactive' | 'company_inactive' | 'throttled';

/** Where a sign-in came from. */
export interface SignInOrigin {
  address: string;
  device: string | null;
}

/** What signing in needs besides the database: its throttle and its journal of refusals. */
export interface SignInGuards {
  throttle: SignInThrottle;
  signInAudit: SignInAudit;
}

/** The user a sign-in named, when there is one. */
export interface NamedUser {
  id: string;
  userName: string;
  companyId: string | null;
}

/** A throttled address and user name is recorded at most once a minute by one instance. */
const THROTTLED_EVERY_MS = 60_000;

/**
 * Sign-ins that failed or were throttled, in the journal (issue 29): `sign-in.fail` and
 * `sign-in.throttle`. A user name of a company puts the record in that company's journal, with
 * the user as its person; any other name (unknown, mistyped, the platform's) in the platform's.
 * The password is never kept.
 */
export class SignInAudit {
  private readonly throttled = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** The user a typed name belongs to (not deleted), found the way the sign-in finds it. */
  async userNamed(userName: string): Promise<NamedUser | undefined> {
    const [user] = await this.db
      .select({ id: users.id, userName: users.userName, companyId: users.companyId })
      .from(users)
      .where(
        and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, isNull(users.deletedAt)),
      )
      .limit(1);
    return user;
  }

  /** A refused sign-in of `userName` (typed), by `user` when the name is one's. */
  async refused(
    typedName: string,
    user: NamedUser | undefined,
    origin: SignInOrigin,
    refusal: Exclude<SignInRefusal, 'throttled'>,
  ) {
    await this.write(typedName, user, origin, 'fail', refusal);
  }

  /** A sign-in refused by the throttle: looked up and recorded at most once a minute per pair. */
  async throttledOnce(
    typedName: string,
    origin: SignInOrigin,
    findUser = this.userNamed.bind(this),
  ) {
    const key = `${origin.address}|${typedName.trim().toLowerCase()}`;
    const now = Date.now();
    const last = this.throttled.get(key);
    if (last !== undefined && now - last < THROTTLED_EVERY_MS) return;
    this.throttled.set(key, now);
    if (this.throttled.size > 10_000)
      for (const [k, at] of this.throttled)
        if (now - at >= THROTTLED_EVERY_MS) this.throttled.delete(k);
    await this.write(typedName, await findUser(typedName), origin, 'throttle', 'throttled');
  }

  private async write(
    typedName: string,
    user: NamedUser | undefined,
    origin: SignInOrigin,
    action: 'fail' | 'throttle',
    refusal: SignInRefusal,
  ) {
    await this.db.insert(auditLog).values({
      companyId: user?.companyId ?? null,
      actorId: user?.id ?? null,
      actorName: user?.userName ?? typedName.trim().slice(0, 100),
      action,
      entity: 'sign-in',
      entityId: user?.id ?? null,
      details: { after: { userName: typedName.trim().slice(0, 100) }, reason: refusal },
      address: origin.address,
      device: origin.device,
    });
  }
}
