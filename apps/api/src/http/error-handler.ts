import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { coded, type CodedMessage, type CodeWithoutParams } from '@tiraj/domain';
import type { ErrorBody } from '@tiraj/domain/contracts';
import { databaseErrorOf } from '../db/database-error.ts';
import { AppError } from '../errors.ts';
import { fieldErrorOf, fieldOf } from './validation-errors.ts';

/** The most fields one 400 names. */
const MAX_FIELD_ERRORS = 20;

/** The parts of a request the contracts validate, as fastify names them. */
const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * Maps every error to `{ success: false, message, code, params?, errors? }`; never echoes SQL or
 * internals. `code` and `params` say the message for a client that translates it.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: Omit<ErrorBody, 'success'>) =>
      reply.status(status).send({ success: false, ...body });

    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.params ? { params: error.params } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const input = request[PARTS[part as keyof typeof PARTS] ?? 'body'];
      const seen = new Set<string>();
      const errors = error.validation
        .map((v) => {
          const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
          // The whole body (or query) is of the wrong kind: say so plainly.
          return fieldOf(path) === 'body'
            ? { field: 'body', ...coded('validation.not_an_object', { part }) }
            : fieldErrorOf(
                { code: v.keyword, path, message: v.message ?? '', details: v.params },
                input,
              );
        })
        .filter((e) => !seen.has(e.field) && seen.add(e.field))
        // A list of thousands of wrong items is named by its first ones, not thousands of lines.
        .slice(0, MAX_FIELD_ERRORS);
      // One sentence per field, each said once; a message that already ends a sentence gets no
      // second period.
      const summary = [...new Set(errors.map((e) => e.message))].reduce(
        (all, m) => (all ? `${all}${all.endsWith('.') ? ' ' : '. '}${m}` : m),
        '',
      );
      const what = summary ? coded('validation.failed', { summary }) : coded('request.invalid');
      return send(400, { ...what, errors });
    }
    const db = databaseErrorOf(error);
    if (db) {
      if (db.code === '23505') return send(409, coded('record.exists'));
      if (db.code === '23503') return send(409, coded('record.in_use'));
      if (
        db.code === '22P02' ||
        db.code === '22007' ||
        db.code === '22008' ||
        db.code === '22003'
      ) {
        return send(400, coded('validation.bad_value'));
      }
      // Safety net behind the contracts' control-character rule: text the database cannot store.
      if (db.code === '22021' || db.code === '22P05')
        return send(400, coded('validation.unstorable_text'));
      request.log.error({ code: db.code, constraint: db.constraint }, 'database error');
      return send(500, coded('server.error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, frameworkMessage(error));
    request.log.error({ err: error }, 'unhandled error');
    return send(500, coded('server.error'));
  });
}

/** Fixed messages for the framework's and plugins' own 4xx: their texts can echo the request. */
const CODES_BY_ERROR: Record<string, CodeWithoutParams> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_type',
  FST_REQ_FILE_TOO_LARGE: 'request.file_too_large',
  FST_FILES_LIMIT: 'request.too_many_files',
  FST_FIELDS_LIMIT: 'request.too_many_fields',
  FST_PARTS_LIMIT: 'request.too_many_parts',
  FST_PROTO_VIOLATION: 'request.bad_field_name',
  FST_MP_PREMATURE_CLOSE: 'request.form_cut_short',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.not_multipart',
  FST_ERR_BAD_URL: 'request.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'request.url_too_long',
};

const CODES_BY_STATUS: Record<number, CodeWithoutParams> = {
  400: 'request.invalid',
  401: 'auth.sign_in_again',
  403: 'forbidden',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  408: 'request.timeout',
  413: 'request.body_too_large',
  414: 'request.url_too_long',
  415: 'request.unsupported_encoding',
  429: 'request.too_many',
  431: 'request.headers_too_large',
};

function frameworkMessage(error: { code?: string; statusCode?: number }): CodedMessage {
  return coded(
    (error.code && CODES_BY_ERROR[error.code]) ||
      CODES_BY_STATUS[error.statusCode ?? 400] ||
      'request.refused',
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
  reply.status(status).send({ success: false, ...frameworkMessage(error) });
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
  const body = JSON.stringify({ success: false, ...coded(CODES_BY_STATUS[status]!) });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
