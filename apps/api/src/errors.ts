import { coded, type CodedMessage, type MessageCode } from '@tiraj/domain';

/** One field's error of a 400 (or a 404/409 that names the form's field). */
export type FieldError = CodedMessage & { field: string };

/**
 * Errors a service throws; the one error handler turns each into the §4 shape. The message is a
 * code of packages/domain/src/messages/codes.ts with its parameters, the English text from there.
 */
export class AppError extends Error {
  readonly code: CodedMessage['code'];
  readonly params: CodedMessage['params'];

  constructor(
    readonly statusCode: number,
    what: CodedMessage,
    readonly extra: { errors?: FieldError[]; details?: unknown } = {},
    /** response headers the answer carries, like Retry-After on a 429 */
    readonly headers: Record<string, string> = {},
  ) {
    super(what.message);
    this.code = what.code;
    this.params = what.params;
  }
}

/** An error about one field of the form: the answer names the field too. */
export const onField = (status: number, what: CodedMessage, field: string) =>
  new AppError(status, what, { errors: [{ field, ...what }] });

export const badRequest = (what: CodedMessage, field?: string) =>
  field ? onField(400, what, field) : new AppError(400, what);
export const unauthorized = (what: CodedMessage = coded('auth.sign_in_again')) =>
  new AppError(401, what);
export const forbidden = (what: CodedMessage = coded('forbidden')) => new AppError(403, what);
/** 404 of one kind of record: `notFound('seller.not_found')`. */
export const notFound = (
  code: Extract<MessageCode, 'not_found' | `${string}.not_found`> = 'not_found',
) => new AppError(404, coded(code));
export const conflict = (what: CodedMessage) => new AppError(409, what);
/** 429, telling the client in Retry-After how many seconds to wait. */
export const tooMany = (what: CodedMessage, retryAfterSeconds: number) =>
  new AppError(429, what, {}, { 'retry-after': String(retryAfterSeconds) });
/** A rule of the business refused it: 422 with what was refused and why. */
export const refused = (what: CodedMessage, details?: unknown) =>
  new AppError(422, what, { details });

/** 400 naming each bad field; the message is their messages in one text (`summary`). */
export const invalidFields = (errors: FieldError[], summary: string) =>
  new AppError(400, coded('validation.failed', { summary }), { errors });
