import { englishOf, issueCodeOf } from '@tiraj/domain';
import type { ZodType } from 'zod';
import { translatedText } from '../i18n/server-message.ts';
import { ApiError } from './api-client.ts';

/** A shared contract from `@tiraj/domain/contracts`: the schema the API validates the body with. */
export type Contract = ZodType;

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

/**
 * The server's per-field messages (400), keyed for a form's `setErrors`, in the screen's
 * language: English is the server's own message, French and Kreyòl its code's text.
 */
export function fieldErrorsOf(error: unknown, fieldOf?: FieldOf): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return onFields(
    Object.fromEntries(error.errors.map((e) => [e.field, translatedText(e)])),
    fieldOf,
  );
}

/**
 * The English of an issue: the contract's own message, unless a blank field broke a rule whose
 * message does not say it is required ("Invalid input: expected number").
 */
const englishFor = ({ code }: { code: string }, message: string) =>
  code === 'validation.required' && !/required/i.test(message)
    ? englishOf('validation.required')
    : message;

/**
 * What the contract finds wrong with the body a form would send, keyed by the
 * body's paths: the browser says what the server would, before the round trip,
 * and in the screen's language: English is the contract's own message (SPEC.md's
 * texts), French and Kreyòl the text of the code the API would send for it.
 */
export function contractErrorsOf(contract: Contract, body: object): Record<string, string> {
  const parsed = contract.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  // A field with several complaints shows its last, as the form's resolver always did.
  for (const issue of parsed.error.issues) {
    const { code, path, message } = issue;
    const coded = issueCodeOf({ code, path, message, details: { ...issue } }, body);
    errors[path.map(String).join('.')] = translatedText({
      message: englishFor(coded, message),
      ...coded,
    });
  }
  return errors;
}
