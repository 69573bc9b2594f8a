import { MESSAGES, type EnglishText, type MessageCode } from '@tiraj/domain';

/** A server text in a catalogue: plain, or by number (`{ one, other }`) where the English is. */
export type ServerText = string | { one: string; other: string };

/** Every code the server may send, each with its text: the compiler refuses a missing one. */
export type ServerTexts = Record<MessageCode, ServerText>;

/** The English texts are the server's own, word for word (packages/domain/src/messages/codes.ts). */
export const englishServerTexts = Object.fromEntries(
  Object.entries(MESSAGES).map(([code, { en }]: [string, { en: EnglishText }]) => [
    code,
    typeof en === 'string' ? en : { one: en.one, other: en.other },
  ]),
) as ServerTexts;

/** The parameter that picks `one` or `other`, by code (`minutes`, `seconds`). */
export function countParamOf(code: MessageCode): string | undefined {
  const { en } = MESSAGES[code] as { en: EnglishText };
  return typeof en === 'string' ? undefined : en.count;
}

/**
 * i18next's flat form: the code as the key (codes hold dots, so this namespace is read with
 * `keySeparator: false`), `code_one` / `code_other` for a text by number.
 */
export function asI18nextKeys(texts: ServerTexts): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [code, text] of Object.entries(texts)) {
    if (typeof text === 'string') keys[code] = text;
    else {
      keys[`${code}_one`] = text.one;
      keys[`${code}_other`] = text.other;
    }
  }
  return keys;
}
