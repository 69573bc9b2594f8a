import { patch } from '../lib/api-client.ts';
import { currentLanguage, i18n, markPage } from './i18n.ts';
import { rememberLanguage, storedLanguage, type Language } from './languages.ts';

/** Show the screen in `language` now, without a reload. */
export function showLanguage(language: Language) {
  if (currentLanguage() !== language) void i18n.changeLanguage(language);
  markPage(language);
}

/**
 * A person chose a language: shown at once, remembered on the device and, when signed in, on the
 * user, so that it follows them to another device. A failed save only costs the next device.
 */
export function chooseLanguage(language: Language, signedIn: boolean) {
  showLanguage(language);
  rememberLanguage(language);
  if (signedIn) void patch('/auth/me', { language }).catch(() => undefined);
}

/**
 * At sign-in: the user's own choice wins and is remembered here; a user who never chose takes the
 * choice made on this device, if one was made (the browser's languages are not a choice).
 */
export function adoptUserLanguage(userLanguage: Language | null) {
  if (userLanguage) {
    showLanguage(userLanguage);
    rememberLanguage(userLanguage);
    return;
  }
  const chosen = storedLanguage();
  if (chosen) void patch('/auth/me', { language: chosen }).catch(() => undefined);
}
