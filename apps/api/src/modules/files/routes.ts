import { z } from 'zod';
import { inputText } from '@tiraj/domain/contracts';
import { notFound } from '../../errors.ts';
import { FILE_KEY, fileRecord } from '../../files/storage.ts';
import type { App, Context } from '../../http/types.ts';
import { mayFetchChatFile } from '../../files/chat-file-access.ts';

/** Image types that may be shown inline; anything else is only ever a download. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `attachment` with the sent name: plain ASCII for old clients, UTF-8 (RFC 6266) for the rest. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Serves stored files at /files/<key>. Logos are public; a chat file only to
 * its parties, with their bearer token (anyone else: 404, as if it did not exist).
 */
export function fileRoutes(app: App, ctx: Context) {
  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (company logos are public; chat files need a party’s bearer token)',
        params: z.object({ key: inputText('File key').regex(FILE_KEY, 'Not a file key') }),
      },
    },
    async (request, reply) => {
      const record = await fileRecord(ctx.db, request.params.key);
      if (!record) throw notFound('file.not_found');
      const chat = record.kind === 'chat';
      if (chat && !(await mayFetchChatFile(ctx.db, ctx.caches.sessions, request, record))) throw notFound('file.not_found');
      const file = await ctx.files.open(record.key);
      if (!file) throw notFound('file.not_found');
      // The type was found from the bytes when stored, never taken from the sender.
      const inline = INLINE.has(record.contentType);
      return reply
        .type(record.contentType)
        .header('content-length', file.size)
        .header('cache-control', chat ? 'private, max-age=86400' : 'public, max-age=86400')
        .header('vary', 'authorization')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', inline ? 'inline' : attachment(record.originalName))
        .send(file.stream());
    },
  );
}
