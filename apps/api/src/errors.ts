/** Errors a service throws; the one error handler turns each into the §4 shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: { field: string; message: string }[]; details?: unknown } = {},
    /** response headers the answer carries, like Retry-After on a 429 */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? { errors: [{ field, message }] } : {});
export const unauthorized = (message = 'Please sign in again.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);
/** 429, telling the client in Retry-After how many seconds to wait. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
/** A rule of the business refused it: 422 with what was refused and why. */
export const refused = (message: string, details?: unknown) =>
  new AppError(422, message, { details });
