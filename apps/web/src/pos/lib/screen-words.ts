import { i18n } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/pos-screens.ts';
import fr from '../../i18n/locales/fr/pos-screens.ts';
import ht from '../../i18n/locales/ht/pos-screens.ts';

/**
 * The words of the screens beyond selling (`posScreens`), in every language: imported by those
 * screens only, so they load with them (and are kept for offline use with them) rather than
 * weighing on the app's first load.
 */
const WORDS = { en, fr, ht };

function addWords() {
  for (const [language, words] of Object.entries(WORDS))
    if (!i18n.hasResourceBundle(language, 'posScreens'))
      i18n.addResourceBundle(language, 'posScreens', words);
}

// The app starts i18n before any screen loads; a test may import a screen first.
if (i18n.isInitialized) addWords();
else i18n.on('initialized', addWords);
