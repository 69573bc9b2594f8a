import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { chatCompany, postForm, type ChatCompany, type WireMessage } from '../../support/chat.ts';
import { caller, createCompany, signIn } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
let a: ChatCompany;
let b: ChatCompany;
beforeAll(async () => {
  tokens = (await tokensByRole(app, ctx.db)).tokens;
  a = await chatCompany(app, ctx.db);
  b = await chatCompany(app, ctx.db);
});

const get = (token: string, url: string) => caller(app, token)('GET', url);
const thread = async (token: string, url: string) => {
  const response = await get(token, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: WireMessage[]; hasMore: boolean }>();
};
const toSeller = (c: ChatCompany, receiverId: string, content: string) =>
  postForm(app, c.tokens.subadmin, '/api/subadmin/sendmessage', {
    content,
    type: 'text',
    receiverId,
  });
const toCompany = (token: string, content: string) =>
  postForm(app, token, '/api/seller/sendmessage', { content, type: 'text' });
const rowsOfThread = (sellerId: string) =>
  ctx.db.select().from(messages).where(eq(messages.sellerId, sellerId));

describe('chat: who may call', () => {
  it('answers 401 without a token and 403 to the other roles', async () => {
    const id = randomUUID();
    const subadminOnly = [
      { method: 'POST' as const, url: '/api/subadmin/sendmessage', payload: {} },
      { method: 'POST' as const, url: '/api/subadmin/broadcastMessage', payload: {} },
      { method: 'GET' as const, url: `/api/subadmin/getMessages?senderId=${id}` },
      { method: 'GET' as const, url: '/api/subadmin/getchatsellers' },
    ];
    for (const call of subadminOnly) await expectOnlyRoles(app, tokens, call, ['subadmin']);
    for (const call of [
      { method: 'GET' as const, url: '/api/seller/getMessages' },
      { method: 'POST' as const, url: '/api/seller/sendmessage', payload: {} },
    ])
      await expectOnlyRoles(app, tokens, call, ['seller']);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/chat/stream' }, [
      'subadmin',
      'seller',
    ]);
  });
});

describe('chat: a thread between the company and one seller', () => {
  it('carries text both ways, oldest first, with the fields of SPEC.md §3', async () => {
    const sent = await toSeller(a, a.seller.id, '  Bonjou, tout bagay anfòm?  ');
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = sent.json<{ data: WireMessage }>().data;
    expect(mine).toMatchObject({
      senderId: a.subadmin.id,
      receiverId: a.seller.id,
      sellerId: a.seller.id,
      content: 'Bonjou, tout bagay anfòm?',
      message: 'Bonjou, tout bagay anfòm?',
      type: 'text',
      fileUrl: null,
      voiceUrl: null,
    });
    expect(Date.parse(mine.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    const reply = await toCompany(a.tokens.seller, 'Wi, mèsi');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      senderId: a.seller.id,
      receiverId: a.subadmin.id,
      sellerId: a.seller.id,
    });

    const seen = await thread(
      a.tokens.subadmin,
      `/api/subadmin/getMessages?senderId=${a.seller.id}`,
    );
    expect(seen.data.map((m) => m.content)).toEqual(['Bonjou, tout bagay anfòm?', 'Wi, mèsi']);
    expect(seen.hasMore).toBe(false);
    const device = await thread(a.tokens.seller, '/api/seller/getMessages');
    expect(device.data.map((m) => m._id)).toEqual(seen.data.map((m) => m._id));
    // The other seller's thread is its own.
    expect((await thread(a.tokens.second, '/api/seller/getMessages')).data).toEqual([]);
    const stored = await rowsOfThread(a.seller.id);
    expect(stored.every((r) => r.companyId === a.company.id)).toBe(true);
  });

  it('counts unread messages per seller until the thread is opened, and survives in the database', async () => {
    const c = await chatCompany(app, ctx.db);
    await toCompany(c.tokens.second, 'first');
    await toCompany(c.tokens.second, 'second');
    await toSeller(c, c.seller.id, 'from the company');
    const list = await get(c.tokens.subadmin, '/api/subadmin/getchatsellers');
    expect(list.statusCode).toBe(200);
    const rows = list.json<{
      data: { _id: string; unreadCount: number; lastMessageAt: string | null }[];
    }>().data;
    expect(rows.map((r) => r._id).sort()).toEqual([c.seller.id, c.second.id].sort());
    expect(rows.find((r) => r._id === c.second.id)?.unreadCount).toBe(2);
    // The company's own message is not unread for the company.
    expect(rows.find((r) => r._id === c.seller.id)?.unreadCount).toBe(0);
    expect(rows.every((r) => r.lastMessageAt)).toBe(true);

    const opened = await thread(
      c.tokens.subadmin,
      `/api/subadmin/getMessages?senderId=${c.second.id}`,
    );
    expect(opened.data.every((m) => m.readAt)).toBe(true);
    const after = (await get(c.tokens.subadmin, '/api/subadmin/getchatsellers')).json<{
      data: { _id: string; unreadCount: number }[];
    }>().data;
    expect(after.find((r) => r._id === c.second.id)?.unreadCount).toBe(0);

    // The seller reading its thread marks the company's message read, not its own.
    const before = await rowsOfThread(c.seller.id);
    expect(before[0]?.readAt).toBeNull();
    await thread(c.tokens.seller, '/api/seller/getMessages');
    expect((await rowsOfThread(c.seller.id))[0]?.readAt).toBeInstanceOf(Date);
  });

  it('pages long threads from the newest, oldest first within a page, with no gap or repeat', async () => {
    const c = await chatCompany(app, ctx.db);
    for (let i = 1; i <= 7; i++) await toSeller(c, c.seller.id, `m${i}`);
    const url = `/api/subadmin/getMessages?senderId=${c.seller.id}&limit=3`;
    const first = await thread(c.tokens.subadmin, url);
    expect(first.data.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(first.hasMore).toBe(true);
    const second = await thread(c.tokens.subadmin, `${url}&before=${first.data[0]!._id}`);
    expect(second.data.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const last = await thread(c.tokens.subadmin, `${url}&before=${second.data[0]!._id}`);
    expect(last.data.map((m) => m.content)).toEqual(['m1']);
    expect(last.hasMore).toBe(false);
    // The seller pages the same way.
    const device = await thread(c.tokens.seller, '/api/seller/getMessages?limit=2');
    expect(device.data.map((m) => m.content)).toEqual(['m6', 'm7']);
    // Bad pages.
    expect((await get(c.tokens.subadmin, `${url}&before=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(c.tokens.subadmin, `${url.replace('limit=3', 'limit=0')}`)).statusCode).toBe(
      400,
    );
    expect((await get(c.tokens.subadmin, '/api/subadmin/getMessages')).statusCode).toBe(400);
  });

  it('keeps messages sent in the same instant apart by id', async () => {
    const c = await chatCompany(app, ctx.db);
    const at = new Date('2026-03-01T12:00:00Z');
    await ctx.db.insert(messages).values(
      ['w', 'x', 'y', 'z'].map((content) => ({
        companyId: c.company.id,
        senderId: c.subadmin.id,
        receiverId: c.seller.id,
        sellerId: c.seller.id,
        content,
        type: 'text' as const,
        createdAt: at,
      })),
    );
    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 5; page++) {
      const got = await thread(
        c.tokens.seller,
        `/api/seller/getMessages?limit=1${before ? `&before=${before}` : ''}`,
      );
      seen.unshift(...got.data.map((m) => m._id));
      if (!got.hasMore) break;
      before = got.data[0]!._id;
    }
    expect(new Set(seen).size).toBe(4);
  });
});

describe('chat: tenancy and refusals', () => {
  it("answers 404 for another company's seller, and stores nothing", async () => {
    const sent = await toSeller(a, b.seller.id, 'wrong company');
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toMatchObject({ success: false, message: 'Seller not found.' });
    expect(await rowsOfThread(b.seller.id)).toEqual([]);
    expect(
      (await get(a.tokens.subadmin, `/api/subadmin/getMessages?senderId=${b.seller.id}`))
        .statusCode,
    ).toBe(404);
    // Not a seller at all: the company's own supervisor.
    expect((await toSeller(a, a.supervisor.id, 'hi')).statusCode).toBe(404);
    const listed = (await get(a.tokens.subadmin, '/api/subadmin/getchatsellers')).json<{
      data: { _id: string }[];
    }>().data;
    expect(listed.map((s) => s._id)).not.toContain(b.seller.id);
  });

  it('refuses an empty message: no text, no file, no voice', async () => {
    for (const content of [undefined, '', '   ']) {
      const sent = await postForm(app, a.tokens.subadmin, '/api/subadmin/sendmessage', {
        content,
        receiverId: a.second.id,
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json().errors?.[0]?.field).toBe('content');
      expect((await toCompany(a.tokens.second, content ?? '')).statusCode).toBe(400);
      const cast = await postForm(app, a.tokens.subadmin, '/api/subadmin/broadcastMessage', {
        content,
      });
      expect(cast.statusCode).toBe(400);
    }
    const voiceless = await postForm(app, a.tokens.seller, '/api/seller/sendmessage', {
      type: 'voice',
    });
    expect(voiceless.statusCode).toBe(400);
    expect(voiceless.json().errors?.[0]?.field).toBe('file');
    expect(await rowsOfThread(a.second.id)).toEqual([]);
    const badType = await postForm(app, a.tokens.seller, '/api/seller/sendmessage', {
      content: 'x',
      type: 'sms',
    });
    expect(badType.statusCode).toBe(400);
    const noReceiver = await postForm(app, a.tokens.subadmin, '/api/subadmin/sendmessage', {
      content: 'x',
    });
    expect(noReceiver.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/seller/sendmessage',
      payload: { content: 'x' },
      headers: { authorization: `Bearer ${a.tokens.seller}` },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('chat: broadcast', () => {
  it("reaches every seller of the company, each in its own thread, and no other company's", async () => {
    const c = await chatCompany(app, ctx.db);
    const cast = await postForm(app, c.tokens.subadmin, '/api/subadmin/broadcastMessage', {
      content: 'Tiraj la fèmen a 6è',
      type: 'text',
    });
    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.json()).toMatchObject({ success: true, data: { count: 2 } });
    for (const [token, id] of [
      [c.tokens.seller, c.seller.id],
      [c.tokens.second, c.second.id],
    ] as const) {
      const got = await thread(token, '/api/seller/getMessages');
      expect(got.data).toHaveLength(1);
      expect(got.data[0]).toMatchObject({
        content: 'Tiraj la fèmen a 6è',
        sellerId: id,
        receiverId: id,
        senderId: c.subadmin.id,
      });
    }
    expect(
      await rowsOfThread(a.seller.id).then((r) =>
        r.some((m) => m.content === 'Tiraj la fèmen a 6è'),
      ),
    ).toBe(false);
    expect(
      (await thread(b.tokens.seller, '/api/seller/getMessages')).data.some(
        (m) => m.content === 'Tiraj la fèmen a 6è',
      ),
    ).toBe(false);
  });

  it('refuses a broadcast when the company has no seller (a deleted one does not count)', async () => {
    const lonely = await createCompany(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, lonely.seller.id));
    const token = await signIn(app, lonely.subadmin);
    const cast = await postForm(app, token, '/api/subadmin/broadcastMessage', {
      content: 'anyone?',
    });
    expect(cast.statusCode).toBe(422);
    expect(await rowsOfThread(lonely.seller.id)).toEqual([]);
  });
});
