import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/http/types.ts';
import { PgEventBus } from '../../../src/events/pg-event-bus.ts';
import { RedisEventBus } from '../../../src/events/redis-event-bus.ts';
import { testApp } from '../../support/app.ts';
import { listen } from '../../support/listen.ts';
import { chatCompany, openStream, postForm, type ChatCompany } from '../../support/chat.ts';
import { postgresForTest } from '../../support/postgres.ts';

const say = (app: App, c: ChatCompany, from: 'subadmin' | 'seller' | 'second', content: string) =>
  from === 'subadmin'
    ? postForm(app, c.tokens.subadmin, '/api/subadmin/sendmessage', {
        content,
        receiverId: c.seller.id,
      })
    : postForm(app, c.tokens[from], '/api/seller/sendmessage', { content });

describe('chat push channel, one instance', async () => {
  const { app, ctx } = await testApp();
  let base: string;
  let a: ChatCompany;
  let b: ChatCompany;
  beforeAll(async () => {
    base = await listen(app);
    a = await chatCompany(app, ctx.db);
    b = await chatCompany(app, ctx.db);
  });

  it('hands each new message to the streams that may see it, ids only', async () => {
    const company = await openStream(base, a.tokens.subadmin);
    const seller = await openStream(base, a.tokens.seller);
    const second = await openStream(base, a.tokens.second);
    const stranger = await openStream(base, b.tokens.subadmin);
    try {
      expect(company.status).toBe(200);
      expect(company.contentType).toMatch(/^text\/event-stream/);
      await Promise.all([company, seller, second, stranger].map((s) => s.ready()));

      const reply = await say(app, a, 'seller', 'Mwen bezwen plis papye');
      const id = reply.json<{ data: { _id: string } }>().data._id;
      const got = await company.next((e) => e.event === 'message');
      expect(JSON.parse(got.data)).toEqual({
        _id: id,
        sellerId: a.seller.id,
        senderId: a.seller.id,
      });
      expect(got.data).not.toContain('papye');
      await seller.next((e) => e.event === 'message' && e.data.includes(id));

      const answer = await say(app, a, 'subadmin', 'M ap voye yo');
      const answerId = answer.json<{ data: { _id: string } }>().data._id;
      await seller.next((e) => e.data.includes(answerId));
      // A later message of the other seller's own thread arrives; the first two never did.
      const other = await say(app, a, 'second', 'mwen menm tou');
      const otherId = other.json<{ data: { _id: string } }>().data._id;
      await second.next((e) => e.data.includes(otherId));
      expect(second.messages().map((m) => m._id)).toEqual([otherId]);
      await company.next((e) => e.data.includes(otherId));
      expect(company.messages().map((m) => m._id)).toEqual([id, answerId, otherId]);
      // Another company hears nothing: send it one of its own and check it is the only one.
      const own = await say(app, b, 'seller', 'lòt konpayi');
      const ownId = own.json<{ data: { _id: string } }>().data._id;
      await stranger.next((e) => e.data.includes(ownId));
      expect(stranger.messages().map((m) => m._id)).toEqual([ownId]);
    } finally {
      for (const s of [company, seller, second, stranger]) s.close();
    }
  });

  it('announces a broadcast to every seller and once per thread to the company', async () => {
    const c = await chatCompany(app, ctx.db);
    const company = await openStream(base, c.tokens.subadmin);
    const sellers = [
      await openStream(base, c.tokens.seller),
      await openStream(base, c.tokens.second),
    ];
    try {
      await Promise.all([company, ...sellers].map((s) => s.ready()));
      const cast = await postForm(app, c.tokens.subadmin, '/api/subadmin/broadcastMessage', {
        content: 'Bon fèt!',
      });
      expect(cast.statusCode).toBe(200);
      const [one, two] = await Promise.all(
        sellers.map((s) => s.next((e) => e.event === 'message')),
      );
      expect(JSON.parse(one!.data).sellerId).toBe(c.seller.id);
      expect(JSON.parse(two!.data).sellerId).toBe(c.second.id);
      await company.next(() => company.messages().length === 2);
      expect(new Set(company.messages().map((m) => m.sellerId))).toEqual(
        new Set([c.seller.id, c.second.id]),
      );
    } finally {
      for (const s of [company, ...sellers]) s.close();
    }
  });
});

/** Two API instances on one PostgreSQL database, with the fan-out each way it can travel. */
describe('chat push channel, across two instances', async () => {
  // A database of its own: the lost-connection test ends every chat listener of the database, and
  // on the shared one (the PostgreSQL run of the suite) that ended other files' live streams too.
  const url = await postgresForTest();
  const viaPostgres = [await testApp({ DATABASE_URL: url }), await testApp({ DATABASE_URL: url })];
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const viaRedis = [
    await testApp({ DATABASE_URL: url, REDIS_URL: redisUrl }),
    await testApp({ DATABASE_URL: url, REDIS_URL: redisUrl }),
  ];

  it.each([
    ['PostgreSQL LISTEN/NOTIFY', viaPostgres, PgEventBus],
    ['Redis pub/sub', viaRedis, RedisEventBus],
  ] as const)(
    'delivers a message sent through one instance to a stream on the other (%s)',
    async (_, [one, two], kind) => {
      expect(one!.ctx.events).toBeInstanceOf(kind);
      expect(two!.ctx.events).toBeInstanceOf(kind);
      const base = await listen(two!.app);
      const c = await chatCompany(one!.app, one!.ctx.db);
      const company = await openStream(base, c.tokens.subadmin);
      const seller = await openStream(base, c.tokens.seller);
      try {
        await Promise.all([company.ready(), seller.ready()]);
        const sent = await say(one!.app, c, 'seller', 'soti sou lòt sèvè a');
        expect(sent.statusCode).toBe(200);
        const id = sent.json<{ data: { _id: string } }>().data._id;
        await company.next((e) => e.event === 'message' && e.data.includes(id));
        const back = await say(one!.app, c, 'subadmin', 'resevwa');
        await seller.next((e) => e.data.includes(back.json<{ data: { _id: string } }>().data._id));
        // The thread itself is shared: the other instance reads it from the same database.
        const thread = await two!.app.inject({
          method: 'GET',
          url: `/api/subadmin/getMessages?senderId=${c.seller.id}`,
          headers: { authorization: `Bearer ${c.tokens.subadmin}` },
        });
        expect(thread.json<{ data: { content: string }[] }>().data.map((m) => m.content)).toEqual([
          'soti sou lòt sèvè a',
          'resevwa',
        ]);
      } finally {
        company.close();
        seller.close();
      }
    },
  );

  it('recovers from a lost LISTEN connection: open streams are told to resync, new ones hear again', async () => {
    const [one, two] = viaPostgres;
    const base = await listen(two!.app);
    const c = await chatCompany(one!.app, one!.ctx.db);
    const before = await openStream(base, c.tokens.subadmin);
    await before.ready();
    await two!.ctx.database.rows(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tiraj-event-listener' and datname = current_database()`,
    );
    // The stream ends so that its client reconnects and fetches what it may have missed.
    await expect.poll(() => before.ended, { timeout: 10_000 }).toBe(true);
    const after = await openStream(base, c.tokens.subadmin);
    try {
      await after.ready();
      const sent = await say(one!.app, c, 'seller', 'apre koupi a');
      const id = sent.json<{ data: { _id: string } }>().data._id;
      await after.next((e) => e.data.includes(id), 10_000);
    } finally {
      before.close();
      after.close();
    }
  });
});
