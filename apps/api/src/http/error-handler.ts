import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@tiraj/domain/contracts';
import { databaseErrorOf } from '../db/database-error.ts';
import { AppError } from '../errors.ts';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** The most fields one 400 names. */
const MAX_FIELD_ERRORS = 20;

/** Maps every error to `{ success: false, message, errors? }`; never echoes SQL or internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: Omit<ErrorBody, 'success'>) =>
      reply.status(status).send({ success: false, ...body });

    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, { message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const seen = new Set<string>();
      const errors = error.validation
        .map((v) => ({
          field: fieldOf(v.instancePath),
          // The whole body (or query) is of the wrong kind: say so plainly.
          message:
            fieldOf(v.instancePath) === 'body'
              ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
              : (v.message ?? 'Invalid value'),
        }))
        .filter((e) => !seen.has(e.field) && seen.add(e.field))
        // A list of thousands of wrong items is named by its first ones, not thousands of lines.
        .slice(0, MAX_FIELD_ERRORS);
      // One sentence per field, each said once; a message that already ends a sentence gets no
      // second period.
      const message = [...new Set(errors.map((e) => e.message))].reduce(
        (all, m) => (all ? `${all}${all.endsWith('.') ? ' ' : '. '}${m}` : m),
        '',
      );
      return send(400, { message: message || 'Invalid request.', errors });
    }
    const db = databaseErrorOf(error);
    if (db) {
      if (db.code === '23505') return send(409, { message: 'This record already exists.' });
      if (db.code === '23503')
        return send(409, {
          message: 'This record is still in use, or refers to one that does not exist.',
        });
      if (
        db.code === '22P02' ||
        db.code === '22007' ||
        db.code === '22008' ||
        db.code === '22003'
      ) {
        return send(400, { message: 'A value is not valid.' });
      }
      // Safety net behind the contracts' control-character rule: text the database cannot store.
      if (db.code === '22021' || db.code === '22P05')
        return send(400, { message: 'A text contains characters that cannot be stored.' });
      request.log.error({ code: db.code, constraint: db.constraint }, 'database error');
      return send(500, { message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, { message: frameworkMessage(error) });
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Fixed messages for the framework's and plugins' own 4xx: their texts can echo the request. */
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files.',
  FST_FIELDS_LIMIT: 'Too many fields.',
  FST_PARTS_LIMIT: 'Too many parts.',
  FST_PROTO_VIOLATION: 'A field name is not allowed.',
  FST_MP_PREMATURE_CLOSE: 'The form was cut short.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in again.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  408: 'The request took too long.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'This content encoding is not supported.',
  429: 'Too many requests. Please wait and try again.',
  431: 'The request headers are too large.',
};

function frameworkMessage(error: { code?: string; statusCode?: number }): string {
  return (
    (error.code && MESSAGES_BY_CODE[error.code]) ||
    MESSAGES_BY_STATUS[error.statusCode ?? 400] ||
    'The request was refused.'
  );
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a bad URL, a
 * parameter over maxParamLength) answer before any error handler, echoing the path.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  reply.status(status).send({ success: false, message: frameworkMessage(error) });
}

/** Fastify's `clientErrorHandler`: what the HTTP parser refuses, answered on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ success: false, message: MESSAGES_BY_STATUS[status] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
