import { MESSAGES, type MessageCode } from '@tiraj/domain';
import { ApiError, type CodedText } from '../lib/api-client.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { countParamOf } from './server-texts.ts';

const isCode = (code: unknown): code is MessageCode => typeof code === 'string' && code in MESSAGES;

/** A parameter as a sentence shows it: a list joined by commas. */
const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * What the server said, in the screen's language: English is the server's own `message` (the
 * texts SPEC.md and the devices know); French and Kreyòl are the catalogue's text for its `code`.
 * A code this app does not know yet keeps the server's English.
 */
export function translatedText({ message, code, params = {} }: CodedText): string {
  if (currentLanguage() === 'en' || !isCode(code)) return message;
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, shown(v)]));
  const countParam = countParamOf(code);
  const count = countParam === undefined ? undefined : Number(params[countParam]);
  return i18n.t(code, { ns: 'errors', keySeparator: false, ...values, count });
}

/** Several lines of a refusal or of a 400, each in the screen's language. */
export const translatedList = (texts: CodedText[]): string => texts.map(translatedText).join('; ');

/**
 * An error as a person reads it, in the screen's language: a 400 lists its fields' complaints, a
 * refused sale its lines'; a failure with no word from the server says the network or the server
 * failed. `undefined` when there is nothing to say (the caller names the failure).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    if (!error.hasServerMessage)
      return error.status === 0
        ? i18n.t('error.networkError', { ns: 'toasts' })
        : `${i18n.t('error.serverError', { ns: 'toasts' })} (${error.status})`;
    if (currentLanguage() === 'en') return error.message;
    // A 400's and a refused sale's `summary` is its items' English: say each item instead.
    const items = error.errors.length ? error.errors : refusedLinesOf(error.details);
    const params = items.length
      ? { ...error.params, summary: translatedList(items) }
      : error.params;
    return translatedText({ message: error.message, code: error.code, params });
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

function refusedLinesOf(details: unknown): CodedText[] {
  const lines = (details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as CodedText[]) : [];
}
