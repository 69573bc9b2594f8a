import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { testApp } from './support/app.ts';
import { chatCompany, openStream, postForm, type ChatCompany } from './support/chat.ts';

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

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

/**
 * Two API instances on one PostgreSQL database: a message sent through one
 * reaches a stream held by the other. On TEST_DATABASE_URL when set, else on
 * a fresh database created here (PostgreSQL is at 127.0.0.1:5432 on every
 * machine this project runs on), dropped afterwards.
 */
describe('chat push channel, across two instances on PostgreSQL', async () => {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const name = `tiraj_chat_live_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    // Registered first, so it runs after both servers have closed.
    afterAll(async () => {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      // pg's pool.end() resolves before its sockets are gone: wait for them rather than kill them.
      for (let attempt = 0; ; attempt++) {
        try {
          await drop.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await drop.end();
    });
  }
  const one = await testApp({ DATABASE_URL: url });
  const two = await testApp({ DATABASE_URL: url });

  it('delivers a message sent through one instance to a stream on the other', async () => {
    expect(one.ctx.database.kind).toBe('postgres');
    const base = await listen(two.app);
    const c = await chatCompany(one.app, one.ctx.db);
    const company = await openStream(base, c.tokens.subadmin);
    const seller = await openStream(base, c.tokens.seller);
    try {
      await Promise.all([company.ready(), seller.ready()]);
      const sent = await say(one.app, c, 'seller', 'soti sou lòt sèvè a');
      expect(sent.statusCode).toBe(200);
      const id = sent.json<{ data: { _id: string } }>().data._id;
      await company.next((e) => e.event === 'message' && e.data.includes(id));
      const back = await say(one.app, c, 'subadmin', 'resevwa');
      await seller.next((e) => e.data.includes(back.json<{ data: { _id: string } }>().data._id));
      // The thread itself is shared: the other instance reads it from the same database.
      const thread = await two.app.inject({
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
  });
});
