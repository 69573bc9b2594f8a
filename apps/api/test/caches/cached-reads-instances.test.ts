import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { sessions } from '../../src/db/schema/index.ts';
import type { StaleNotice } from '../../src/events/notices.ts';
import { PgEventBus } from '../../src/events/pg-event-bus.ts';
import { RedisEventBus } from '../../src/events/redis-event-bus.ts';
import { testApp } from '../support/app.ts';
import {
  bearer,
  caller,
  closedCategory,
  createUser,
  openCategory,
  signedInCompany,
  signIn,
  unique,
} from '../support/factories.ts';
import { postgresForTest } from '../support/postgres.ts';
import { sell } from '../support/sales.ts';

/**
 * Two API instances on one PostgreSQL database, each keeping sessions and categories in memory:
 * a change made through one is seen by the other's next request once the fan-out's notice is
 * there (milliseconds), each way the fan-out can travel.
 */
describe('cached reads across two instances', async () => {
  // Its own database: cutting its instances' LISTEN connections must not touch other files'.
  const url = await postgresForTest();
  const viaPostgres = [await testApp({ DATABASE_URL: url }), await testApp({ DATABASE_URL: url })];
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const viaRedis = [
    await testApp({ DATABASE_URL: url, REDIS_URL: redisUrl }),
    await testApp({ DATABASE_URL: url, REDIS_URL: redisUrl }),
  ];
  const LINE = [{ gameCategory: 'BLT', number: '17', amount: 5 }];
  const me = (on: BuiltApp, token: string) =>
    on.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  /** Resolves when `on` has heard a stale notice matching `which` from the fan-out. */
  function heard(on: BuiltApp, which: (n: StaleNotice) => boolean) {
    return new Promise<void>((resolve) => {
      const stop = on.ctx.events.subscribe((notice) => {
        if (notice?.kind === 'stale' && which(notice)) {
          stop();
          resolve();
        }
      });
    });
  }

  it.each([
    ['PostgreSQL LISTEN/NOTIFY', viaPostgres, PgEventBus],
    ['Redis pub/sub', viaRedis, RedisEventBus],
  ] as const)(
    "a seller deactivated on one is refused by the other's next request (%s)",
    async (_, [one, two], kind) => {
      expect(two!.ctx.events).toBeInstanceOf(kind);
      const c = await signedInCompany(one!.app, one!.ctx.db);
      // Read, and so kept, by both instances.
      expect((await me(one!, c.tokens.seller)).statusCode).toBe(200);
      expect((await me(two!, c.tokens.seller)).statusCode).toBe(200);
      expect((await me(two!, c.tokens.seller)).statusCode).toBe(200);
      const notice = heard(
        two!,
        (n) => n.what === 'company-sessions' && n.companyId === c.company.id,
      );
      const off = await caller(one!.app, c.tokens.subadmin)(
        'PATCH',
        `/api/subadmin/updateseller/${c.seller.id}`,
        { isActive: false },
      );
      expect(off.statusCode, off.body).toBe(200);
      // The instance that made the change dropped it before answering.
      expect((await me(one!, c.tokens.seller)).statusCode).toBe(401);
      await notice;
      expect((await me(two!, c.tokens.seller)).statusCode).toBe(401);
      const sale = await sell(
        two!.app,
        c.tokens.seller,
        (await openCategory(one!.ctx.db)).id,
        LINE,
      );
      expect(sale.statusCode).toBe(401);
    },
  );

  it.each([
    ['PostgreSQL LISTEN/NOTIFY', viaPostgres],
    ['Redis pub/sub', viaRedis],
  ] as const)(
    "a category renamed and closed on one is seen by the other's next sale (%s)",
    async (_, [one, two]) => {
      const admin = await createUser(one!.ctx.db, 'admin', null);
      const asAdmin = caller(one!.app, await signIn(one!.app, admin));
      const c = await signedInCompany(one!.app, one!.ctx.db);
      const category = await openCategory(one!.ctx.db);
      expect((await sell(two!.app, c.tokens.seller, category.name, LINE)).statusCode).toBe(200);
      const closed = await closedCategory(one!.ctx.db);
      const renamed = unique('Renamed Draw');
      const notice = heard(two!, (n) => n.what === 'categories');
      const changed = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${category.id}`, {
        lotteryName: renamed,
        startTime: closed.startTime,
        endTime: closed.endTime,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await notice;
      expect((await sell(two!.app, c.tokens.seller, category.name, LINE)).statusCode).toBe(404);
      const late = await sell(two!.app, c.tokens.seller, renamed, LINE);
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().details.lines[0].reason).toBe('closed');
    },
  );

  it('reads through while its LISTEN connection is lost, and forgets everything when back', async () => {
    const [one, two] = viaPostgres;
    const c = await signedInCompany(one!.app, one!.ctx.db);
    expect((await me(two!, c.tokens.seller)).statusCode).toBe(200);
    // Gone behind the caches' back (no writer does this, so no notice): still answered from memory.
    await one!.ctx.db.delete(sessions).where(eq(sessions.userId, c.seller.id));
    expect((await me(two!, c.tokens.seller)).statusCode).toBe(200);
    await two!.ctx.database.rows(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tiraj-event-listener' and datname = current_database()`,
    );
    await expect.poll(() => two!.ctx.events.hearsOthers(), { timeout: 10_000 }).toBe(false);
    // What is in memory may have missed a notice: nothing is answered from it meanwhile.
    expect((await me(two!, c.tokens.seller)).statusCode).toBe(401);

    await expect.poll(() => two!.ctx.events.hearsOthers(), { timeout: 10_000 }).toBe(true);
    const d = await signedInCompany(one!.app, one!.ctx.db);
    expect((await me(two!, d.tokens.seller)).statusCode).toBe(200);
    const notice = heard(
      two!,
      (n) => n.what === 'company-sessions' && n.companyId === d.company.id,
    );
    const off = await caller(one!.app, d.tokens.subadmin)(
      'PATCH',
      `/api/subadmin/updateseller/${d.seller.id}`,
      { isActive: false },
    );
    expect(off.statusCode).toBe(200);
    await notice;
    expect((await me(two!, d.tokens.seller)).statusCode).toBe(401);
  });
});
