import type { Resource } from 'i18next';
import { asI18nextKeys } from '../server-texts.ts';
import { serverCodes } from '../server-codes.ts';
import { knowServerCodes } from '../server-message.ts';
import enErrors from '../locales/en/errors.ts';
import frErrors from '../locales/fr/errors.ts';
import htErrors from '../locales/ht/errors.ts';

/** The server's texts by code (`errors`), in each language. */
export const errorResources: Resource = {
  en: { errors: asI18nextKeys(enErrors) },
  fr: { errors: asI18nextKeys(frErrors) },
  ht: { errors: asI18nextKeys(htErrors) },
};

// Whoever loads the texts (the sign-in page's first refusal, the dashboard) can say their codes.
knowServerCodes(serverCodes);
