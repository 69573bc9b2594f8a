import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { inputText } from '@tiraj/domain/contracts';
import { notFound } from '../../errors.ts';
import { FILE_KEY, fileRecord } from '../../files/storage.ts';
import type { App, Context } from '../../http/types.ts';
import { mayFetchChatFile } from '../../files/chat-file-access.ts';
import type { storedFiles } from '../../db/schema/index.ts';

/** Image types that may be shown inline; anything else is only ever a download. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `attachment` with the sent name: plain ASCII for old clients, UTF-8 (RFC 6266) for the rest. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const fileKey = inputText('File key').regex(FILE_KEY, 'Not a file key');

/**
 * Serves stored files at /files/<key>. Logos are public; a chat file only to
 * its parties, with their bearer token (anyone else: 404, as if it did not exist),
 * or by a signed link /files/<expires>-<signature>/<key> that the chat's answers carry.
 */
export function fileRoutes(app: App, ctx: Context) {
  /** The file's bytes; `cacheSeconds` for a chat file: how long the browser may keep it. */
  async function serve(
    reply: FastifyReply,
    record: typeof storedFiles.$inferSelect,
    cacheSeconds = 86400,
  ) {
    const file = await ctx.files.open(record.key);
    if (!file) throw notFound('file.not_found');
    const chat = record.kind === 'chat';
    // The type was found from the bytes when stored, never taken from the sender.
    const inline = INLINE.has(record.contentType);
    return reply
      .type(record.contentType)
      .header('content-length', file.size)
      .header('cache-control', chat ? `private, max-age=${cacheSeconds}` : 'public, max-age=86400')
      .header('vary', 'authorization')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', inline ? 'inline' : attachment(record.originalName))
      .send(file.stream());
  }

  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (company logos are public; chat files need a party’s bearer token)',
        description:
          'A chat file also opens without a token by the signed link its message carries (`files/<expires>-<signature>/<key>`, below).',
        params: z.object({ key: fileKey }),
      },
    },
    async (request, reply) => {
      const record = await fileRecord(ctx.db, request.params.key);
      if (!record) throw notFound('file.not_found');
      if (
        record.kind === 'chat' &&
        !(await mayFetchChatFile(ctx.db, ctx.caches.sessions, request, record))
      )
        throw notFound('file.not_found');
      return serve(reply, record);
    },
  );

  app.get(
    '/files/:link/:key',
    {
      schema: {
        tags: ['files'],
        summary:
          'A chat file by its signed link, without a token (for `<img>`, `<audio>`, a download link)',
        description:
          'The `fileUrl` and `voiceUrl` of a chat message are such links: signed by the server for that file of that company, ' +
          'valid at least 10 minutes (at most 15). An altered, expired or unknown link answers 404 like an unknown file, ' +
          'unless the call carries a party’s bearer token (then it is served as `files/<key>` would be): fetch the thread again for fresh links.',
        params: z.object({
          link: inputText('Link')
            .max(64)
            .describe('`<expires>-<signature>`, as the message’s URL has it'),
          key: fileKey,
        }),
      },
    },
    async (request, reply) => {
      const record = await fileRecord(ctx.db, request.params.key);
      if (!record || record.kind !== 'chat') throw notFound('file.not_found');
      const left = await ctx.fileLinks.secondsLeft(request.params.link, record);
      if (left !== undefined) return serve(reply, record, left);
      if (await mayFetchChatFile(ctx.db, ctx.caches.sessions, request, record))
        return serve(reply, record);
      throw notFound('file.not_found');
    },
  );
}
