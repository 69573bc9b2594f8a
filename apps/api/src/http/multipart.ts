import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { coded, type CodedMessage } from '@tiraj/domain';
import { AppError, badRequest, invalidFields } from '../errors.ts';
import type { FileStorage, SavedFile } from '../files/storage.ts';
import { fieldErrorOf } from './validation-errors.ts';

export interface UploadRule {
  field: string;
  maxBytes: number;
  /** what the file may be: decides the content type and extension, or refuses with a message */
  accept: (
    bytes: Buffer,
    fileName: string,
  ) => { contentType: string; extension: string } | CodedMessage;
  tooLarge: CodedMessage;
}

/** Path separators, parent steps or control characters: a name nobody types by accident. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\]|\.\.|[\u0000-\u001f]/;

/**
 * Reads a multipart form: text fields, validated by a zod schema, and at most
 * one file, checked from its bytes and saved under a random name. A refused
 * request leaves no file behind.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  storage: FileStorage,
  rule: UploadRule,
): Promise<{ fields: z.output<S>; file?: SavedFile }> {
  if (!request.isMultipart()) throw new AppError(415, coded('upload.send_as_multipart'));
  const raw: Record<string, string> = {};
  let file: SavedFile | undefined;
  try {
    // preservePath: see the name as sent, so a traversal attempt is refused rather than silently cut.
    const parts = await parserStep(() => {
      const iterable = request.parts({
        preservePath: true,
        limits: { fileSize: rule.maxBytes, files: 1, fields: 30, fieldSize: 100_000 },
      });
      return iterable[Symbol.asyncIterator]();
    });
    for (;;) {
      const next = await parserStep(() => parts.next());
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rule.field)
        // Name the field expected, never the one sent (it is whatever the client wrote).
        throw badRequest(coded('upload.unexpected_file', { field: rule.field }), rule.field);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, rule.tooLarge);
        throw formError(error);
      }
      if (bytes.length === 0) continue; // an empty file input means no file
      if (UNSAFE_NAME.test(part.filename))
        throw badRequest(coded('upload.bad_file_name'), rule.field);
      const verdict = rule.accept(bytes, part.filename);
      if ('code' in verdict) throw badRequest(verdict, rule.field);
      const key = await storage.write(bytes, verdict.extension);
      file = {
        key,
        contentType: verdict.contentType,
        originalName: part.filename.slice(0, 200),
        size: bytes.length,
      };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      const errors = parsed.error.issues
        .map((i) => fieldErrorOf({ ...i, details: { ...i } }, raw))
        .filter((e) => !seen.has(e.field) && seen.add(e.field));
      throw invalidFields(errors, errors.map((e) => e.message).join('. '));
    }
    return { fields: parsed.data, file };
  } catch (error) {
    if (file) await storage.remove(file.key);
    throw error;
  }
}

/**
 * The multipart parser's own failures (no boundary, a form cut short, a broken
 * part header) carry no status: they are the client's broken form, a 400. The
 * plugin's limits (files, fields, parts) keep their own 4xx.
 */
function formError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError(400, coded('upload.broken_form'));
}

async function parserStep<T>(step: () => T | Promise<T>): Promise<Awaited<T>> {
  try {
    return await step();
  } catch (error) {
    throw formError(error);
  }
}
