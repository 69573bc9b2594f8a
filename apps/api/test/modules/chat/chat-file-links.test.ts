import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_LINK_MIN_SECONDS } from '../../../src/files/file-links.ts';
import { testApp } from '../../support/app.ts';
import { chatCompany, postForm, type ChatCompany, type WireMessage } from '../../support/chat.ts';
import { bearer } from '../../support/factories.ts';
import { PNG_1PX } from '../../support/multipart.ts';

// Issue 36: an `<img>`, an `<audio>` and the old dashboard cannot send the bearer token, so the
// chat's answers carry short-lived signed links to its files.
const { app, ctx } = await testApp({ FILES_DIR: `/tmp/tiraj-test-chat-links-${randomUUID()}` });
let a: ChatCompany;
let b: ChatCompany;
beforeAll(async () => {
  a = await chatCompany(app, ctx.db);
  b = await chatCompany(app, ctx.db);
});

const WAV = (() => {
  const w = Buffer.alloc(48);
  w.write('RIFF', 0);
  w.writeUInt32LE(40, 4);
  w.write('WAVEfmt ', 8);
  w.writeUInt32LE(16, 16);
  w.writeUInt16LE(1, 20);
  w.writeUInt16LE(1, 22);
  w.writeUInt32LE(16000, 24);
  w.writeUInt32LE(32000, 28);
  w.writeUInt16LE(2, 32);
  w.writeUInt16LE(16, 34);
  w.write('data', 36);
  w.writeUInt32LE(4, 40);
  return w;
})();

const fetchFile = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/${url}`, headers: token ? bearer(token) : {} });

async function sendImage(c: ChatCompany) {
  const sent = await postForm(
    app,
    c.tokens.subadmin,
    '/api/subadmin/sendmessage',
    { type: 'file', receiverId: c.seller.id },
    { fileName: 'foto.png', contentType: 'application/octet-stream', bytes: PNG_1PX },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<{ data: WireMessage }>().data.fileUrl!;
}

/** `files/<link>/<key>` → its parts. */
const partsOf = (url: string) => {
  const [, link, key] = url.split('/');
  return { link: link!, key: key! };
};

describe('signed links to chat files', () => {
  it('lists threads whose images and voice messages open without a token, for both parties', async () => {
    await sendImage(a);
    const voice = await postForm(
      app,
      a.tokens.seller,
      '/api/seller/sendmessage',
      { type: 'voice' },
      { fileName: 'recording.wav', contentType: 'audio/wav', bytes: WAV },
    );
    expect(voice.statusCode, voice.body).toBe(200);
    for (const url of [
      `/api/subadmin/getMessages?senderId=${a.seller.id}`,
      '/api/seller/getMessages',
    ]) {
      const token = url.startsWith('/api/seller') ? a.tokens.seller : a.tokens.subadmin;
      const thread = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(thread.statusCode, thread.body).toBe(200);
      const list = thread.json<{ data: WireMessage[] }>().data;
      const image = list.find((m) => m.fileUrl)!.fileUrl!;
      const recording = list.find((m) => m.voiceUrl)!.voiceUrl!;
      // The old dashboard tells an image by the URL's extension and prefixes the host.
      expect(image).toMatch(/^files\/[^/]+\/[a-f0-9]{32}\.png$/);
      const shown = await fetchFile(image);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.rawPayload.equals(PNG_1PX)).toBe(true);
      const cache = Number(/max-age=(\d+)/.exec(String(shown.headers['cache-control']))![1]);
      expect(cache).toBeGreaterThan(FILE_LINK_MIN_SECONDS - 60);
      expect(cache).toBeLessThanOrEqual(FILE_LINK_MIN_SECONDS + 5 * 60);
      const played = await fetchFile(recording);
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.equals(WAV)).toBe(true);
    }
  });

  it('answers 404, as for an unknown file, to an expired or altered link', async () => {
    const url = await sendImage(a);
    const { link, key } = partsOf(url);
    const unknown = await fetchFile(`files/${link}/${'0'.repeat(32)}.png`);
    expect(unknown.statusCode).toBe(404);
    // Signed 16 minutes ago: past even the longest life of a link.
    const old = (await ctx.fileLinks.signer(Date.now() - 16 * 60_000))({
      key,
      companyId: a.company.id,
    });
    const [expires, signature] = link.split('-') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [
      old,
      `files/${expires}-${flipped}/${key}`,
      // a later expiry under the same signature
      `files/${Number(expires) + 3600}-${signature}/${key}`,
      `files/${expires}/${key}`,
      `files/x-${signature}/${key}`,
    ]) {
      const got = await fetchFile(bad);
      expect(got.statusCode, bad).toBe(404);
      expect(got.body).toBe(unknown.body);
    }
    // A party's token still opens it (a thread left open past its links keeps working).
    expect((await fetchFile(old, a.tokens.subadmin)).statusCode).toBe(200);
  });

  it("never opens another company's file, nor with its token", async () => {
    const mine = partsOf(await sendImage(a));
    const theirs = partsOf(await sendImage(b));
    // A's link on B's file; a link signed as A's for B's file.
    const sign = await ctx.fileLinks.signer();
    for (const bad of [
      `files/${mine.link}/${theirs.key}`,
      sign({ key: theirs.key, companyId: a.company.id }),
    ]) {
      expect((await fetchFile(bad)).statusCode, bad).toBe(404);
      expect((await fetchFile(bad, a.tokens.subadmin)).statusCode, bad).toBe(404);
    }
    // B's own link opens B's file.
    expect((await fetchFile(`files/${theirs.link}/${theirs.key}`)).statusCode).toBe(200);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/files/{link}/{key}'].get.summary).toMatch(/signed link/);
    expect(doc.components.schemas.ChatMessage.properties.fileUrl.description).toMatch(
      /signed link/,
    );
  });
});
