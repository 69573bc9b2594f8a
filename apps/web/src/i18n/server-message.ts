import type { MessageCode } from '@tiraj/domain';
import { ApiError, type CodedText } from '../lib/api-client.ts';
import { amount, displayDate } from '../lib/format.ts';
import { currentLanguage, i18n } from './i18n.ts';
import type { Language } from './languages.ts';

type Translated = Exclude<Language, 'en'>;

/**
 * What the server's codes need to be said: which codes this app knows, the parameter that counts,
 * and the English words of some parameters in French and Kreyòl. They come with the server's texts
 * (i18n/server-codes.ts, loaded with the `errors` catalogue), not with the sign-in page's first
 * load; until then every code is unknown and keeps the server's English.
 */
export interface ServerCodes {
  isCode: (code: unknown) => code is MessageCode;
  countParamOf: (code: MessageCode) => string | undefined;
  paramWords: Record<Translated, Record<string, Record<string, string>>>;
}

let codes: ServerCodes | undefined;

/** Called by each loader of the `errors` catalogue (resources/errors.ts, the point of sale's). */
export function knowServerCodes(known: ServerCodes) {
  codes = known;
}

const isCode = (code: unknown): code is MessageCode => codes?.isCode(code) ?? false;

/**
 * The parameters that are HTG amounts in every code that carries them (`sale.credit_limit`'s and
 * `sale.limit`'s `available`, `payout.over_seller_limit`'s `limit`, `payout.over_outstanding`'s
 * `outstanding`, `payout.over_owed`'s `owed`): written as the language writes
 * money (`67,22` in French and Kreyòl), never as the JSON number (`67.22`); English keeps the
 * server's own text, as every client reads it.
 */
const HTG_PARAMS: ReadonlySet<string> = new Set(['available', 'limit', 'outstanding', 'owed']);

const moneyIn = (name: string, value: unknown): unknown =>
  HTG_PARAMS.has(name) && typeof value === 'number' ? amount(value) : value;

/** Each parameter as `each` shows it. */
const mapParams = (
  params: Record<string, unknown>,
  each: (name: string, value: unknown) => unknown,
) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, each(k, v)]));

/** How each language ends a list: "a, b and c". */
const AND: Record<Translated, string> = { fr: ' et ', ht: ' ak ' };

/** `uses` comes as one English list ("a, b and c"): each of its items in the language's words. */
function listIn(language: Translated, words: Record<string, string>, list: string): string {
  const items = list.split(/, | and /).map((item) => words[item] ?? item);
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')}${AND[language]}${items.at(-1)}`;
}

/**
 * A day (`2026-11-22`) or an operator-local instant (`2026-11-22 15:05`) the server wrote: every
 * date-time a message carries is written so by the server (localDateTimeOf), never ISO.
 */
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;
/** Between a date and its time: « le 28/11/2026 à 21:30 », "28/11/2026 a 21:30". */
const AT: Record<Translated, string> = { fr: ' à ', ht: ' a ' };

/**
 * A parameter as a sentence in French or Kreyòl shows it: a list joined by commas, a date written
 * day first, an English word of the server in the language's word.
 */
function shown(language: Translated, name: string, value: unknown): unknown {
  if (HTG_PARAMS.has(name)) return moneyIn(name, value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value !== 'string') return value;
  const day = ISO_DAY.exec(value);
  if (day) return day[2] ? `${displayDate(day[1]!)}${AT[language]}${day[2]}` : displayDate(day[1]!);
  const words = codes?.paramWords[language][name];
  if (!words) return value;
  return name === 'uses' ? listIn(language, words, value) : (words[value] ?? value);
}

/**
 * What the server said, in the screen's language: English is the server's own `message` (the
 * texts SPEC.md and the devices know); French and Kreyòl are the catalogue's text for its `code`.
 * A code this app does not know yet keeps the server's English.
 */
export function translatedText({ message, code, params = {} }: CodedText): string {
  const language = currentLanguage();
  if (language === 'en' || !isCode(code)) return message;
  const values = mapParams(params, (k, v) => shown(language, k, v));
  const countParam = codes?.countParamOf(code);
  const count = countParam === undefined ? undefined : Number(params[countParam]);
  return i18n.t(code, { ns: 'errors', keySeparator: false, ...values, count });
}

/**
 * Several lines of a refusal or of a 400, each in the screen's language and said once: a line that
 * ends a sentence is followed by the next sentence, one that does not by "; ".
 */
export const translatedList = (texts: CodedText[]): string =>
  [...new Set(texts.map(translatedText))].reduce(
    (all, text) => (all ? `${all}${all.endsWith('.') ? ' ' : '; '}${text}` : text),
    '',
  );

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
    // A refused line has no English of its own: one this app cannot say leaves the summary as sent.
    const sayable = items.length > 0 && items.every((i) => isCode(i.code) || i.message);
    const params = sayable ? { ...error.params, summary: translatedList(items) } : error.params;
    return translatedText({ message: error.message, code: error.code, params });
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

function refusedLinesOf(details: unknown): CodedText[] {
  const lines = (details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as CodedText[]) : [];
}
