import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deviceAnswerOf } from './device-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a LotterySoft call whose answer the app gunzips itself (signin, newticket, replayticket) */
    lotterySoftGzip?: boolean;
  }
}

const gunzipAsync = promisify(gunzip);
const gzipAsync = promisify(gzip);

/** The most a device's body may hold once gunzipped (a ticket is a few kB): no zip bomb. */
const MAX_BODY = 1024 * 1024;

/**
 * Every device route says this: the app-wide compression must neither decompress its bodies (the
 * module reads them, whatever their type) nor compress its answers (a gzip answer is already
 * bytes the app gunzips itself; a second encoding would be unreadable to it).
 */
export const DEVICE_ROUTE = { compress: false, decompress: false } as const;

const isGzip = (request: FastifyRequest, body: Buffer) =>
  /gzip/i.test(String(request.headers['content-encoding'] ?? '')) ||
  (body.length > 2 && body[0] === 0x1f && body[1] === 0x8b);

/** A device's body: gunzipped when gzipped, then JSON, a form, or nothing at all. */
async function parseDeviceBody(request: FastifyRequest, raw: Buffer): Promise<unknown> {
  const bytes = isGzip(request, raw) ? await gunzipAsync(raw, { maxOutputLength: MAX_BODY }) : raw;
  const text = bytes.toString('utf8');
  if (/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? ''))
    return Object.fromEntries(new URLSearchParams(text));
  // The app sends a JSON content type with no body on GET and DELETE.
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * The device's conventions, in the module's own (encapsulated) scope only: bodies of any content
 * type, gzipped or not; gzip answers as raw `application/octet-stream` bytes with no
 * Content-Encoding; every refusal a 200 `{success:false, message}` (device-answers.ts).
 */
export function deviceConventions(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BODY },
    (request, raw, done) => {
      parseDeviceBody(request, raw as Buffer).then(
        (body) => done(null, body),
        () => done(Object.assign(new Error('Bad request'), { statusCode: 400 }), undefined),
      );
    },
  );
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.lotterySoftGzip) return payload;
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
    reply.removeHeader('content-encoding');
    reply.header('content-type', 'application/octet-stream');
    return gzipAsync(Buffer.from(text, 'utf8'));
  });
  scope.setErrorHandler((error, request, reply) => {
    const { status, body } = deviceAnswerOf(error);
    if (status >= 500) request.log.error({ err: error }, 'LotterySoft device call failed');
    return reply.status(status).send(body);
  });
}
