import type { Resource } from 'i18next';
import enPos from '../locales/en/pos.ts';
import enShared from '../locales/en/shared.ts';
import frPos from '../locales/fr/pos.ts';
import frShared from '../locales/fr/shared.ts';
import htPos from '../locales/ht/pos.ts';
import htShared from '../locales/ht/shared.ts';

/**
 * The point of sale's first load: its frame, sign-in and selling, in each language, and none of
 * the dashboard's words, so that it stays within 150 kB gzip (`npm run bench:pos`). Its other
 * screens bring their own words (`posScreens`, pos/lib/screen-words.ts), and the server's texts
 * (`errors`) load the first time one is said (pos/lib/server-texts.ts).
 */
export const posResources: Resource = {
  en: { shared: enShared, pos: enPos },
  fr: { shared: frShared, pos: frPos },
  ht: { shared: htShared, pos: htPos },
};
