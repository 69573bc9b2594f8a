import type { Resource } from 'i18next';
import { asI18nextKeys } from '../server-texts.ts';
import enErrors from '../locales/en/errors.ts';
import enPos from '../locales/en/pos.ts';
import enShared from '../locales/en/shared.ts';
import frErrors from '../locales/fr/errors.ts';
import frPos from '../locales/fr/pos.ts';
import frShared from '../locales/fr/shared.ts';
import htErrors from '../locales/ht/errors.ts';
import htPos from '../locales/ht/pos.ts';
import htShared from '../locales/ht/shared.ts';

/** The point of sale's words only: none of the dashboard's, so its first load stays small. */
export const posResources: Resource = {
  en: { shared: enShared, errors: asI18nextKeys(enErrors), pos: enPos },
  fr: { shared: frShared, errors: asI18nextKeys(frErrors), pos: frPos },
  ht: { shared: htShared, errors: asI18nextKeys(htErrors), pos: htPos },
};
