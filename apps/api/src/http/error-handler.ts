import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@tiraj/domain/contracts';
import { databaseErrorOf } from '../db/database-error.ts';
import { AppError } from '../errors.ts';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Maps every error to `{ success: false, message, errors? }`; never echoes SQL or internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: Omit<ErrorBody, 'success'>) =>
      reply.status(status).send({ success: false, ...body });

    if (error instanceof AppError) {
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
        .filter((e) => !seen.has(e.field) && seen.add(e.field));
      // One sentence per field; a message that already ends a sentence gets no second period.
      const message = errors
        .map((e) => e.message)
        .reduce((all, m) => (all ? `${all}${all.endsWith('.') ? ' ' : '. '}${m}` : m), '');
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
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
        FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
        FST_FILES_LIMIT: 'Too many files.',
        FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart.',
      };
      return send(status, { message: messages[error.code] ?? (error.message || 'Bad request.') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong on our side. Please try again.' });
  });
}
