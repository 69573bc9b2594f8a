import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AlertInboxAnswer, AlertReadAnswer } from '@tiraj/domain/contracts';
import { exposureAlertReads } from '../../../src/db/schema/index.ts';
import { blt, exposureApp } from '../../support/exposure.ts';
import { bearer, createUser, insertLimit, signIn } from '../../support/factories.ts';

const { app, db, sold, stored, limitedShop } = await exposureApp();

const INBOX = {
  subadmin: '/api/subadmin/getalertinbox',
  supervisor: '/api/supervisor/getalertinbox',
};
const READ = { subadmin: '/api/subadmin/readalert', supervisor: '/api/supervisor/readalert' };
const READ_ALL = {
  subadmin: '/api/subadmin/readallalerts',
  supervisor: '/api/supervisor/readallalerts',
};
type Role = keyof typeof INBOX;

async function inbox(token: string, role: Role = 'subadmin') {
  const answer = await app.inject({ method: 'GET', url: INBOX[role], headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AlertInboxAnswer>().data;
}
const read = (token: string, id: string, role: Role = 'subadmin') =>
  app.inject({ method: 'PATCH', url: `${READ[role]}/${id}`, headers: bearer(token) });
const readAll = (token: string, role: Role = 'subadmin') =>
  app.inject({ method: 'PATCH', url: READ_ALL[role], headers: bearer(token) });
const marks = (userId: string) =>
  db.select().from(exposureAlertReads).where(eq(exposureAlertReads.userId, userId));

describe('alert inbox', () => {
  it('a sale crossing 80 % puts the alert in the owner’s and the supervisor’s inboxes, unread', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [blt('27', 79)]);
    expect(await inbox(s.tokens.subadmin)).toEqual({ unread: 0, alerts: [] });
    await sold(s.tokens.seller, c.id, [blt('27', 1)]);
    const [row] = await stored(s.company.id);
    const expected = {
      _id: row!.id,
      lotteryCategoryId: c.id,
      lotteryCategoryName: c.name,
      date: c.drawDate,
      gameCategory: 'BLT',
      number: '27',
      scope: 'all',
      usedPercent: 80,
      createdAt: row!.createdAt.toISOString(),
      read: false,
    };
    expect(await inbox(s.tokens.subadmin)).toEqual({ unread: 1, alerts: [expected] });
    // All binds every seller: the supervisor sees it too.
    expect(await inbox(s.tokens.supervisor, 'supervisor')).toEqual({
      unread: 1,
      alerts: [expected],
    });
  });

  it('read marks are each user’s own: one, again, then all; newest first', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [blt('10', 85)]);
    await sold(s.tokens.seller, c.id, [blt('11', 90)]);
    const before = await inbox(s.tokens.subadmin);
    expect(before.unread).toBe(2);
    expect(before.alerts.map((a) => a.number)).toEqual(['11', '10']);
    const first = before.alerts[1]!;

    const done = await read(s.tokens.subadmin, first._id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AlertReadAnswer>()).toEqual({
      success: true,
      message: 'Alert read.',
      data: { unread: 1 },
    });
    // Again: no change, no second mark.
    expect((await read(s.tokens.subadmin, first._id)).json<AlertReadAnswer>().data.unread).toBe(1);
    expect(await marks(s.subadmin.id)).toHaveLength(1);
    const after = await inbox(s.tokens.subadmin);
    expect(after.unread).toBe(1);
    expect(after.alerts.map((a) => [a.number, a.read])).toEqual([
      ['11', false],
      ['10', true],
    ]);
    // The supervisor's marks are its own: both still unread for it.
    expect((await inbox(s.tokens.supervisor, 'supervisor')).unread).toBe(2);

    const all = await readAll(s.tokens.supervisor, 'supervisor');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<AlertReadAnswer>().data).toEqual({ unread: 0 });
    expect((await inbox(s.tokens.supervisor, 'supervisor')).alerts.every((a) => a.read)).toBe(true);
    expect(await marks(s.supervisor.id)).toHaveLength(2);
    expect((await inbox(s.tokens.subadmin)).unread).toBe(1);
  });

  it('another company never sees nor marks it; a supervisor never another group’s', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [blt('27', 80)]);
    const [alert] = await stored(s.company.id);
    const other = await limitedShop(100);
    expect(await inbox(other.tokens.subadmin)).toEqual({ unread: 0, alerts: [] });
    expect(await inbox(other.tokens.supervisor, 'supervisor')).toEqual({ unread: 0, alerts: [] });
    const foreign = await read(other.tokens.subadmin, alert!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'alert.not_found' });
    expect((await readAll(other.tokens.subadmin)).json<AlertReadAnswer>().data.unread).toBe(0);
    expect(
      await db
        .select()
        .from(exposureAlertReads)
        .where(and(eq(exposureAlertReads.alertId, alert!.id))),
    ).toEqual([]);

    // A limit of the seller's own supervisor group: another supervisor of the company sees nothing.
    await insertLimit(db, s.company.id, c.id, `supervisor:${s.supervisor.id}`, [
      { gameCategory: 'BLT', limitsButs: 10 },
    ]);
    await sold(s.tokens.seller, c.id, [blt('55', 9)]);
    const stranger = await createUser(db, 'supervisor', s.company.id);
    const strangerToken = await signIn(app, stranger);
    expect((await inbox(strangerToken, 'supervisor')).alerts.map((a) => a.number)).toEqual(['27']);
    expect((await inbox(s.tokens.supervisor, 'supervisor')).alerts.map((a) => a.number)).toEqual([
      '55',
      '27',
    ]);
    const [group] = (await stored(s.company.id)).filter((a) => a.number === '55');
    expect((await read(strangerToken, group!.id, 'supervisor')).statusCode).toBe(404);
  });

  it('401 without a token, 403 for another role, 400 for a bad id', async () => {
    const s = await limitedShop(100);
    expect((await app.inject({ method: 'GET', url: INBOX.subadmin })).statusCode).toBe(401);
    for (const [token, url] of [
      [s.tokens.seller, INBOX.subadmin],
      [s.tokens.supervisor, INBOX.subadmin],
      [s.tokens.subadmin, INBOX.supervisor],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode).toBe(403);
    }
    expect((await readAll(s.tokens.seller)).statusCode).toBe(403);
    expect((await read(s.tokens.subadmin, 'nope')).statusCode).toBe(400);
  });
});
