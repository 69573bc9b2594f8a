import { issueCodeOf, type ValidationIssue } from '@tiraj/domain';
import type { FieldError } from '../errors.ts';

/** The request field an issue is about, as the answer names it: `numbers.0.number`, or `body`. */
export const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';

/**
 * One `errors[]` entry of a 400: the contract's own English message (it names the field's label),
 * with a stable code and zod's parameters so that a client can say it in its language. `input` is
 * what the issue's part of the request held (to tell a missing value from a wrong one).
 */
export function fieldErrorOf(issue: ValidationIssue, input: unknown): FieldError {
  // The code's mapping is the domain's, shared with the web's own check of a form.
  const { code, params } = issueCodeOf(issue, input);
  return {
    field: fieldOf(issue.path),
    message: issue.message || 'Invalid value',
    code,
    ...(params && Object.keys(params).length ? { params } : {}),
  };
}
