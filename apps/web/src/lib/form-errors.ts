import { ApiError } from './api-client.ts';

/** The server's per-field messages (400), keyed for a form's `setErrors`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
}
