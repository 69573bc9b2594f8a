import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '@tiraj/domain';
import { LastSeen } from '../../../src/auth/last-seen.ts';
import { sessions, users } from '../../../src/db/schema/index.ts';
import { bearer, imeiOf, PASSWORD, signedInSeller } from '../../support/factories.ts';
import { twoCompaniesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, mine, theirs } = await twoCompaniesApp();
const today = localDateOf(new Date(), TZ);
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';

interface Kept {
  actor: { _id: string | null; userName: string };
  action: string;
  reason: string | null;
  address: string | null;
  device: string | null;
  after: unknown;
}
const journal = async (role: 'admin' | 'subadmin', action: string, token = tokens[role]) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/${role}/getauditlog?fromDate=${today}&toDate=${today}&pageSize=500&action=${action}`,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Kept[]; total: number }>();
};
const signIn = (
  payload: { userName: string; password: string; imei?: string },
  remoteAddress: string,
  userAgent?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload,
    remoteAddress,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

describe('the journal keeps where each action came from', () => {
  it("the request's address and the session's device: a browser summary, a seller's device ID", async () => {
    const signedIn = await signIn(mine.subadmin, '198.51.100.7', ANDROID_CHROME);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatebonus',
      payload: { bonusFlag: true },
      remoteAddress: '198.51.100.8',
      headers: bearer(signedIn.json().token),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [record] = (await journal('subadmin', 'company.update')).data;
    expect(record).toMatchObject({ address: '198.51.100.8', device: 'Chrome 120 · Android' });

    // A seller's session is its device's: the device ID it signed in with.
    const imei = await imeiOf(db, mine.seller.id);
    expect((await signIn({ ...mine.seller, imei }, '198.51.100.9')).statusCode).toBe(200);
    const activity = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getselleractivity',
      headers: bearer(tokens.subadmin),
    });
    const seller = activity.json().data.find((s: { _id: string }) => s._id === mine.seller.id);
    expect(seller.sessions.map((s: { device: string | null }) => s.device)).toContain(imei);
  });
});

describe('sign-ins that failed or were throttled are journal records', () => {
  it("a wrong password is the company's record, an unknown name the platform's; both answers are the same", async () => {
    const wrong = await signIn(
      { userName: mine.seller.userName, password: 'not-it' },
      '203.0.113.5',
    );
    const unknown = await signIn({ userName: 'nobody-at-all', password: 'not-it' }, '203.0.113.5');
    expect(wrong.statusCode).toBe(401);
    // Nothing in the answer tells a user name that exists from one that does not.
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);

    const company = await journal('subadmin', 'sign-in.fail');
    expect(company.data).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ _id: mine.seller.id, userName: mine.seller.userName }),
        action: 'sign-in.fail',
        reason: 'bad_credentials',
        address: '203.0.113.5',
        after: { userName: mine.seller.userName },
      }),
    );
    expect(JSON.stringify(company.data)).not.toContain('not-it');
    expect(company.data.map((r) => r.actor.userName)).not.toContain('nobody-at-all');
    // Another company never reads it.
    const other = await journal('subadmin', 'sign-in.fail', theirs.tokens.subadmin);
    expect(other.data.map((r) => r.actor._id)).not.toContain(mine.seller.id);
    // The unknown name is the platform's.
    const platform = await journal('admin', 'sign-in.fail');
    expect(platform.data).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ _id: null, userName: 'nobody-at-all' }),
        reason: 'bad_credentials',
      }),
    );
  });

  it('a locked user, once past its password, is a failed sign-in with its reason', async () => {
    const extra = await signedInSeller(app, db, mine.company.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, extra.id));
    const refused = await signIn(
      { userName: extra.userName, password: PASSWORD, imei: await imeiOf(db, extra.id) },
      '203.0.113.9',
    );
    expect(refused.statusCode).toBe(403);
    const company = await journal('subadmin', 'sign-in.fail');
    expect(company.data).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ _id: extra.id }),
        reason: 'user_inactive',
      }),
    );
  });

  it('a throttled sign-in is recorded once a minute per address and name, in the company of the name', async () => {
    const name = mine.supervisor.userName;
    const before = (await journal('subadmin', 'sign-in.throttle')).total;
    const failed = (await journal('subadmin', 'sign-in.fail')).total;
    for (let i = 0; i < 5; i += 1)
      expect((await signIn({ userName: name, password: 'wrong' }, '203.0.113.6')).statusCode).toBe(
        401,
      );
    for (let i = 0; i < 3; i += 1)
      expect((await signIn({ userName: name, password: 'wrong' }, '203.0.113.6')).statusCode).toBe(
        429,
      );
    expect((await journal('subadmin', 'sign-in.fail')).total).toBe(failed + 5);
    const throttled = await journal('subadmin', 'sign-in.throttle');
    expect(throttled.total).toBe(before + 1);
    expect(throttled.data[0]).toMatchObject({
      actor: { _id: mine.supervisor.id },
      reason: 'throttled',
      address: '203.0.113.6',
    });
  });
});

describe('who is active: a seller is last seen at its last call, written at most once a minute', () => {
  it('shows the last call of the seller and of each session; a call within the minute writes nothing', async () => {
    const seller = await signedInSeller(app, db, mine.company.id);
    const me = () =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(seller.token) });
    expect((await me()).statusCode).toBe(200);
    const seen = async () => {
      const [row] = await db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, seller.id));
      return row!.at;
    };
    const first = await seen();
    expect(first).toBeInstanceOf(Date);
    expect((await me()).statusCode).toBe(200);
    expect(await seen()).toEqual(first);

    const activity = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getselleractivity',
      headers: bearer(tokens.subadmin),
    });
    const row = activity.json().data.find((s: { _id: string }) => s._id === seller.id);
    expect(row.lastSeenAt).toBe(first!.toISOString());
    expect(row.sessions[0].lastSeenAt).toBe(first!.toISOString());

    // A minute later (the stored call made older, this instance's clock moved on): written again.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(first!.getTime() - 120_000) })
      .where(eq(sessions.userId, seller.id));
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, seller.id));
    const lastSeen = new LastSeen(db);
    await lastSeen.touch({
      id: seller.id,
      role: 'seller',
      userName: seller.userName,
      companyId: mine.company.id,
      companyName: null,
      supervisorId: null,
      language: null,
      sessionId: session!.id,
    });
    expect((await seen())!.getTime()).toBeGreaterThan(first!.getTime() - 120_000);
    // The platform's users and a company's owner are not tracked: no write for them.
    const [owner] = await db
      .select({ at: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, mine.subadmin.id));
    expect(owner!.at).toBeNull();
  });
});
