import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LOCALES, type Language } from './languages.ts';

/** The web app's one translator: the dashboard and the point of sale each start it with their catalogues. */
export const i18n = i18next.createInstance();

export function startI18n(resources: Resource, language: Language) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['ht', 'fr', 'en'],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  markPage(language);
}

/** Words that come with code loaded later (the screens after sign-in, the landing): added, not replaced. */
export function addResources(resources: Resource) {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, words] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, words, true, true);
    }
  }
}

/** The page's `lang`, so screen readers and hyphenation speak the right language. */
export function markPage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language];
}

/** The language on screen now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** Its locale for `Intl` (`ht-HT`, `fr-FR`, `en-US`). */
export const currentLocale = (): string => LOCALES[currentLanguage()];
