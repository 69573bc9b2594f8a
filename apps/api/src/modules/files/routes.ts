import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { FILE_KEY, fileRecord } from '../../files/storage.ts';
import type { App, Context } from '../../http/types.ts';

/** Image types that may be shown inline; anything else is only ever a download. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Serves stored files at /files/<key>. Logos are public; chat files arrive with the chat. */
export function fileRoutes(app: App, ctx: Context) {
  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (company logos are public)',
        params: z.object({ key: z.string().regex(FILE_KEY, 'Not a file key') }),
      },
    },
    async (request, reply) => {
      const record = await fileRecord(ctx.db, request.params.key);
      if (!record || record.kind !== 'logo') throw notFound('File');
      const file = await ctx.files.open(record.key);
      if (!file) throw notFound('File');
      const inline = INLINE.has(record.contentType);
      return reply
        .type(inline ? record.contentType : 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', inline ? 'inline' : `attachment; filename="${encodeURIComponent(record.originalName)}"`)
        .send(file.stream());
    },
  );
}
