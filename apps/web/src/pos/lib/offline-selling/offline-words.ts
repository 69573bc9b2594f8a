import { i18n } from '../../../i18n/i18n.ts';
import enPosOffline from '../../../i18n/locales/en/pos-offline.ts';
import frPosOffline from '../../../i18n/locales/fr/pos-offline.ts';
import htPosOffline from '../../../i18n/locales/ht/pos-offline.ts';
import enOffline from '../../../i18n/locales/en/offline.ts';
import frOffline from '../../../i18n/locales/fr/offline.ts';
import htOffline from '../../../i18n/locales/ht/offline.ts';

/**
 * The words of offline selling, in every language, loaded with the offline engine: its own
 * (`posOffline`) and the reasons a ticket is held, as the company's screen words them (`offline`).
 */
const WORDS = {
  en: { posOffline: enPosOffline, offline: enOffline },
  fr: { posOffline: frPosOffline, offline: frOffline },
  ht: { posOffline: htPosOffline, offline: htOffline },
};

function addWords() {
  for (const [language, bundles] of Object.entries(WORDS))
    for (const [namespace, words] of Object.entries(bundles))
      if (!i18n.hasResourceBundle(language, namespace))
        i18n.addResourceBundle(language, namespace, words);
}

if (i18n.isInitialized) addWords();
else i18n.on('initialized', addWords);
