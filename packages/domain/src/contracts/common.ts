import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * The one rule for control characters: no text the API takes (body, query,
 * params, multipart fields) may hold a C0 control character. PostgreSQL refuses
 * NUL outright, and the others are never typed on purpose. Multi-line text
 * (chat, payment alerts) keeps tab, line feed and carriage return.
 */
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(value);

type StringError = NonNullable<Parameters<typeof z.string>[0]>;

/**
 * A string the API takes in: every request string field starts from this, so
 * it refuses control characters with a message naming the field.
 */
export const inputText = (
  label: string,
  options: { error?: StringError; multiline?: boolean } = {},
) =>
  z
    .string(options.error ?? { error: `${label} must be text` })
    .refine((v) => !hasControlCharacters(v, options.multiline), {
      message: `${label} must not contain control characters`,
      // The code the API's 400 names this refusal by (messages/codes.ts).
      params: { code: 'validation.control_characters' },
    });

/** Text that must be present; trimmed; one clear message whether missing or blank. */
export const requiredText = (label: string, max = 200, options: { multiline?: boolean } = {}) =>
  inputText(label, {
    ...options,
    error: {
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    },
  })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, and an empty string counts as absent (updates send only what changed). */
export const optionalText = (label: string, max = 200) =>
  inputText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * What a client sends for a field it left empty, never a value it meant: JSON `null`, nothing,
 * blank, or the text of those (LotterySoft's company form sends `password=undefined`, issue 36).
 */
const UNSET_TEXTS = new Set(['', 'undefined', 'null']);
export const isUnsetValue = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && UNSET_TEXTS.has(v));

/**
 * The one rule for passwords and names (issue 36): an unset value (`isUnsetValue`) is absent, so
 * an update keeps what it has and an add says the field is required; it is never stored.
 */
export const unsetAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: string | null | undefined) => (isUnsetValue(v) ? undefined : v), schema);

/** A decimal written in digits, as the old dashboard's forms send their numbers ("61", "12.5"). */
const DIGIT_STRING = /^\s*\d+(\.\d+)?\s*$/;

/**
 * A number that may arrive as a digit string (SPEC's clients send form values as strings, issue
 * 36): "61" is 61, then `schema` checks it as any number. Anything else ("6a1", "", "-1") is left
 * as it came, for `schema` to refuse.
 */
export const digitsAsNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v: number | string) => (typeof v === 'string' && DIGIT_STRING.test(v) ? Number(v) : v),
    schema,
  );

export const calendarDate = (label: string) =>
  inputText(label, {
    error: {
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a date`,
    },
  })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { message: `${label} is not a real date`, params: { code: 'validation.invalid_date' } },
    );

/** A record id (a UUID): the one pattern for ids in texts, queries and lookups. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const idParam = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/** Booleans arrive as JSON booleans or, from multipart forms, as strings. */
export const flag = (label: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: `${label} must be true or false`,
  });

const messageCode = z
  .string()
  .describe(
    'stable code of the message (packages/domain/src/messages/codes.ts): clients translate by it',
  );
const messageParams = z
  .record(z.string(), z.unknown())
  .optional()
  .describe("the message's parameters, by name (a number, a name, an amount in HTG…)");

export const errorBody = z
  .object({
    success: z.literal(false),
    message: z.string().describe('the English text, for people and for existing devices'),
    code: messageCode,
    params: messageParams,
    errors: z
      .array(
        z.object({
          field: z.string(),
          message: z.string(),
          code: messageCode,
          params: messageParams,
        }),
      )
      .optional(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ success: z.literal(true), message: z.string().optional() });

/** `{ success: true, data }`, the shape of every answer SPEC.md does not spell out. */
export const dataBody = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const ROLES = ['admin', 'subadmin', 'supervisor', 'seller'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const personRef = z.object({ _id: z.string(), userName: z.string() });

/**
 * Issue 39, `?branch`: a company list or report of one branch's sellers only; empty (or absent):
 * the whole company, the answer it always was.
 */
export const branchFilter = inputText('Branch')
  .trim()
  .refine((v) => v === '' || isUuid(v), 'Branch must be a branch id')
  .optional()
  .transform((v) => v || undefined)
  .describe("a branch's id: only the tickets and money of its sellers now; empty: all");

/** `?branch` alone, for a screen that had no search (the home). */
export const branchQuery = z.object({ branch: branchFilter });
export type BranchQuery = z.input<typeof branchQuery>;

/** Issue 39: the branch a seller or supervisor works in, on their answers (additive). */
export const branchOfPerson = {
  branchId: z.string().nullable().describe("the branch's id; null: none"),
  branchName: z.string().nullable().describe("the branch's name; null: none"),
};
