// From the domain's zod-free module: the contracts' schemas would weigh on the point of sale's first load.
import { firstSpoken, isLanguage, LANGUAGES, type Language } from '@tiraj/domain';

export { isLanguage, LANGUAGES, type Language };

/** Each language's name in itself: a reader finds their own language whatever the screen speaks. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ht: 'Kreyòl',
  fr: 'Français',
  en: 'English',
};

/** The locale `Intl` and the page's `lang` use for each language. */
export const LOCALES: Record<Language, string> = { ht: 'ht-HT', fr: 'fr-FR', en: 'en-US' };

/** The device remembers an explicit choice here (not the session: it outlives sign-out). */
const STORED = 'tiraj.language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORED);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage refused (private mode): the browser decides
  }
}

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // nothing to do: the choice lasts as long as the page
  }
}

/**
 * The first of the browser's languages the product speaks (`ht`, `fr` or `en`, by each entry's
 * primary subtag, in the browser's order); `fallback` when it asks for none of them.
 */
export function browserLanguage(
  fallback: Language,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  return firstSpoken(languages) ?? fallback;
}

/** The language a page opens in: the device's explicit choice, else the browser's. */
export const initialLanguage = (fallback: Language): Language =>
  storedLanguage() ?? browserLanguage(fallback);
