import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, storedFiles } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { chatCompany, postForm, type ChatCompany, type WireMessage } from '../../support/chat.ts';
import { bearer, createUser, imeiOf, signIn, unique } from '../../support/factories.ts';
import { PNG_1PX } from '../../support/multipart.ts';

// A files directory of its own, so what is left on disk can be counted.
const filesDir = `/tmp/tiraj-test-chat-files-${randomUUID()}`;
const { app, ctx } = await testApp({ FILES_DIR: filesDir });
let a: ChatCompany;
let b: ChatCompany;
beforeAll(async () => {
  a = await chatCompany(app, ctx.db);
  b = await chatCompany(app, ctx.db);
});

const onDisk = () => {
  try {
    return readdirSync(filesDir).length;
  } catch {
    return 0;
  }
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
/** A tiny valid WAV: 44-byte header and two 16-bit samples. */
const WAV = (() => {
  const b = Buffer.alloc(48);
  b.write('RIFF', 0);
  b.writeUInt32LE(40, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16000, 24);
  b.writeUInt32LE(32000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(4, 40);
  return b;
})();

function sendFile(
  c: ChatCompany,
  receiverId: string,
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  return postForm(
    app,
    c.tokens.subadmin,
    '/api/subadmin/sendmessage',
    { type: 'file', receiverId, ...fields },
    { fileName, contentType: 'application/octet-stream', bytes },
  );
}
const fetchFile = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/${url}`, headers: token ? bearer(token) : {} });

describe('chat files', () => {
  it('sends an image that its two parties see inline, and nobody else', async () => {
    const sent = await sendFile(a, a.seller.id, 'Foto kay.PNG', PNG_1PX, { content: 'gade' });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<{ data: WireMessage }>().data;
    expect(message).toMatchObject({
      type: 'file',
      content: 'gade',
      fileName: 'Foto kay.PNG',
      voiceUrl: null,
    });
    // A signed link (chat-file-links.test.ts); the file's own path opens with a party's token.
    expect(message.fileUrl).toMatch(/^files\/\d+-[\w-]{22}\/[a-f0-9]{32}\.png$/);
    const path = `files/${message.fileUrl!.split('/').pop()!}`;
    const [record] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, path.slice(6)));
    expect(record).toMatchObject({
      kind: 'chat',
      companyId: a.company.id,
      contentType: 'image/png',
    });

    for (const token of [a.tokens.subadmin, a.tokens.seller]) {
      const got = await fetchFile(path, token);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['content-disposition']).toBe('inline');
      expect(got.rawPayload.equals(PNG_1PX)).toBe(true);
    }
    // The company's other seller, its supervisor, another company, no token: as if it did not exist.
    for (const token of [
      a.tokens.second,
      a.tokens.supervisor,
      b.tokens.subadmin,
      b.tokens.seller,
      undefined,
    ]) {
      const got = await fetchFile(path, token);
      expect(got.statusCode).toBe(404);
      expect(got.rawPayload.includes(PNG_1PX)).toBe(false);
    }
  });

  it('serves a PDF with its type, as a download', async () => {
    const sent = await sendFile(a, a.seller.id, 'rapò semèn.pdf', PDF);
    const message = sent.json<{ data: WireMessage }>().data;
    expect(message.fileUrl).toMatch(/\.pdf$/);
    const got = await fetchFile(message.fileUrl!, a.tokens.seller);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; filename="rap_ sem_n\.pdf"; filename\*=UTF-8''rap%C3%B2%20sem%C3%A8n\.pdf$/,
    );
  });

  it('never lets an uploaded HTML page render: a download of bytes, sandboxed, never named as an image', async () => {
    for (const name of ['page.html', 'trap.png', 'vector.svg']) {
      const sent = await postForm(
        app,
        a.tokens.seller,
        '/api/seller/sendmessage',
        { type: 'file' },
        {
          fileName: name,
          contentType: name.endsWith('.png') ? 'image/png' : 'text/html',
          bytes: HTML,
        },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const url = sent.json<{ data: WireMessage }>().data.fileUrl!;
      expect(url).not.toMatch(/\.(png|jpe?g|gif|webp)$/);
      const got = await fetchFile(url, a.tokens.subadmin);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/octet-stream');
      expect(got.headers['content-disposition']).toMatch(/^attachment;/);
      expect(got.headers['content-security-policy']).toContain('sandbox');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a voice message: a recording, played back from voiceUrl', async () => {
    const sent = await postForm(
      app,
      a.tokens.subadmin,
      '/api/subadmin/sendmessage',
      { type: 'voice', receiverId: a.seller.id },
      { fileName: 'recording.wav', contentType: 'audio/wav', bytes: WAV },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<{ data: WireMessage }>().data;
    expect(message).toMatchObject({ type: 'voice', fileUrl: null, fileName: 'recording.wav' });
    expect(message.voiceUrl).toMatch(/\.wav$/);
    const got = await fetchFile(message.voiceUrl!, a.tokens.seller);
    expect(got.headers['content-type']).toBe('audio/wav');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses an oversize file, a voice message that is not audio, and a wrong seller, leaving no file behind', async () => {
    const before = onDisk();
    const big = await sendFile(a, a.seller.id, 'big.bin', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file must be at most 10 MB.');
    const notAudio = await postForm(
      app,
      a.tokens.seller,
      '/api/seller/sendmessage',
      { type: 'voice' },
      { fileName: 'recording.wav', contentType: 'audio/wav', bytes: PNG_1PX },
    );
    expect(notAudio.statusCode).toBe(400);
    const elsewhere = await sendFile(a, b.seller.id, 'photo.png', PNG_1PX);
    expect(elsewhere.statusCode).toBe(404);
    expect(onDisk()).toBe(before);
    // Exactly 10 MB is allowed.
    const full = await sendFile(a, a.seller.id, 'full.bin', Buffer.alloc(10 * 1024 * 1024, 1));
    expect(full.statusCode).toBe(200);
    expect(onDisk()).toBe(before + 1);
  });

  it('broadcasts one stored file that every receiving seller may fetch, and no one else', async () => {
    const c = await chatCompany(app, ctx.db);
    const cast = await postForm(
      app,
      c.tokens.subadmin,
      '/api/subadmin/broadcastMessage',
      { type: 'file', content: 'Nouvo pri yo' },
      { fileName: 'pri.pdf', contentType: 'application/pdf', bytes: PDF },
    );
    expect(cast.statusCode, cast.body).toBe(200);
    const rows = await ctx.db.select().from(messages).where(eq(messages.companyId, c.company.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.fileKey)).size).toBe(1);
    const url = `files/${rows[0]!.fileKey}`;
    const records = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, rows[0]!.fileKey!));
    expect(records).toHaveLength(1);
    for (const token of [c.tokens.seller, c.tokens.second, c.tokens.subadmin])
      expect((await fetchFile(url, token)).statusCode).toBe(200);
    // A seller who joined after the broadcast did not receive it.
    const late = await createUser(ctx.db, 'seller', c.company.id, { imei: unique('imei') });
    const lateToken = await signIn(app, late, await imeiOf(ctx.db, late.id));
    for (const token of [lateToken, a.tokens.seller, a.tokens.subadmin])
      expect((await fetchFile(url, token)).statusCode).toBe(404);
  });
});
