import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError } from './api-client.ts';

/** A shared contract from `@tiraj/domain/contracts`: the schema the API validates the body with. */
export type Contract = Parameters<typeof zod4Resolver>[0];

/**
 * Where a body's field lands in a form whose values are laid out differently
 * (`limits.3.limitsButs` → `amounts.3`). The contract's issues and a 400's
 * errors both name the body's paths, so one renaming serves both.
 */
export type FieldOf = (path: string) => string;

/** Errors keyed by a body's paths, keyed by the form's fields instead. */
export const onFields = (errors: Record<string, string>, fieldOf?: FieldOf) =>
  fieldOf
    ? Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOf(path), message]))
    : errors;

/** The server's per-field messages (400), keyed for a form's `setErrors`. */
export function fieldErrorsOf(error: unknown, fieldOf?: FieldOf): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return onFields(Object.fromEntries(error.errors.map((e) => [e.field, e.message])), fieldOf);
}

/**
 * What the contract finds wrong with the body a form would send, keyed by the
 * body's paths: the browser says what the server would, before the round trip.
 */
export function contractErrorsOf(contract: Contract, body: object): Record<string, string> {
  // The resolver takes any object; a body is one (multipart bodies are checked as their fields).
  return zod4Resolver(contract)(body as Record<string, unknown>) as Record<string, string>;
}
