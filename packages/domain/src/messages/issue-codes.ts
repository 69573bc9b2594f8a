import { MESSAGES, type MessageCode } from './codes.ts';
import type { MessageParamsOf, ParamValue } from './coded.ts';

/**
 * A zod issue as a contract's validation reports it: the API's (fastify's or a multipart form's)
 * and the web's forms' alike. Plain data, so this mapping needs neither zod nor fastify.
 */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** the issue's own fields: minimum, maximum, origin, expected, format, values, params… */
  details: Record<string, unknown>;
}

/** A validation code with its parameters: what a client says instead of the issue's English. */
export interface IssueCode {
  code: MessageCode;
  params?: MessageParamsOf;
}

/**
 * The stable code (and parameters) of an issue, so that the API's 400 and the web's own check of
 * a form say the same thing in every language. `input` is what the validated part held (the body,
 * the query, the form's values), to tell a missing value from a wrong one: a value left blank is
 * "required", whatever rule it broke first (an empty number is not "not a number", an empty time
 * not "not in the right format", an unchosen game not "one of BLT, L3C…").
 */
export function issueCodeOf(issue: ValidationIssue, input: unknown): IssueCode {
  const value = valueAt(input, issue.path);
  return isBlank(value) ? { code: 'validation.required' } : codeOf(issue, value);
}

/**
 * Nothing typed or chosen: absent, null, a text of spaces only, or NaN (an empty number field as a
 * form sends it; JSON has no NaN, so a request's body never holds one).
 */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  Number.isNaN(value) ||
  (typeof value === 'string' && value.trim() === '');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Only numbers, texts, flags and lists of them travel as parameters. */
function param(value: unknown): ParamValue | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? v : String(v)));
  return undefined;
}

function picked(details: Record<string, unknown>, ...names: string[]): MessageParamsOf {
  const out: MessageParamsOf = {};
  for (const name of names) {
    const value = param(details[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A contract's own rule names its code (and parameters) in its issue's `params`. */
function customCode(params: unknown): IssueCode {
  const { code, ...rest } = (params ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || !code.startsWith('validation.') || !(code in MESSAGES))
    return { code: 'validation.invalid' };
  return { code: code as MessageCode, params: picked(rest, ...Object.keys(rest)) };
}

/**
 * A value none of a union's kinds take ("text or empty", "true/false or 'true'/'false"): the kind
 * a branch expected, so that the client can say "must be text".
 */
function unionCode(branches: unknown, value: unknown): IssueCode {
  if (value === undefined) return { code: 'validation.required' };
  const firsts = (Array.isArray(branches) ? branches : []).map(
    (issues) =>
      (Array.isArray(issues) ? issues[0] : undefined) as Record<string, unknown> | undefined,
  );
  // "Text or null": the kind to say is text.
  const typed = firsts.find(
    (i) => i?.code === 'invalid_type' && i.expected !== 'null' && i.expected !== 'undefined',
  );
  return typed
    ? { code: 'validation.invalid_type', params: picked(typed, 'expected') }
    : { code: 'validation.invalid' };
}

function codeOf(issue: ValidationIssue, value: unknown): IssueCode {
  const d = issue.details;
  const origin = d.origin;
  const list = origin === 'array' || origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? { code: 'validation.required' }
        : { code: 'validation.invalid_type', params: picked(d, 'expected') };
    case 'too_small':
      if (origin === 'string')
        return Number(d.minimum) <= 1
          ? { code: 'validation.required' }
          : { code: 'validation.too_short', params: picked(d, 'minimum') };
      return {
        code: list ? 'validation.too_few' : 'validation.too_small',
        params: picked(d, 'minimum'),
      };
    case 'too_big':
      return {
        code:
          origin === 'string'
            ? 'validation.too_long'
            : list
              ? 'validation.too_many'
              : 'validation.too_big',
        params: picked(d, 'maximum'),
      };
    case 'invalid_format':
      return { code: 'validation.invalid_format', params: picked(d, 'format') };
    case 'invalid_value':
      return { code: 'validation.invalid_value', params: picked(d, 'values') };
    case 'not_multiple_of':
      return { code: 'validation.not_multiple_of', params: picked(d, 'divisor') };
    case 'unrecognized_keys':
      return { code: 'validation.unknown_keys', params: picked(d, 'keys') };
    case 'custom':
      return customCode(d.params);
    case 'invalid_union':
      return unionCode(d.errors, value);
    default:
      return { code: 'validation.invalid' };
  }
}
