import { i18n } from '../../i18n/i18n.ts';

let loading: Promise<void> | undefined;
let say: ((error: unknown) => string | undefined) | undefined;

/**
 * The server's texts by code (the `errors` namespace and the codes they are read by), loaded the
 * first time the point of sale must say one: it says most refusals in its own words, and a server
 * that refuses is reachable, so they stay out of the first load. Wait for it before showing a
 * server's reason.
 */
export function loadServerTexts(): Promise<void> {
  loading ??= import('./server-text-catalogues.ts').then(
    ({ serverTexts, sayServerMessage }) => {
      for (const [language, texts] of Object.entries(serverTexts))
        i18n.addResourceBundle(language, 'errors', texts, true, true);
      say = sayServerMessage;
    },
    () => {
      loading = undefined; // tried again next time; the screen says the refusal in its own words meanwhile
    },
  );
  return loading;
}

/**
 * What the server said, in the screen's language; `undefined` while its texts are not here (no
 * English on a French or Kreyòl screen: the caller says the refusal in its own words).
 */
export const serverReason = (error: unknown): string | undefined => say?.(error);
