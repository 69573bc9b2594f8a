import type { Resource } from 'i18next';
import enLanding from '../locales/en/landing.ts';
import frLanding from '../locales/fr/landing.ts';
import htLanding from '../locales/ht/landing.ts';

/** The landing page's words (its sample ticket also says `common:fields.total`). */
export const landingResources: Resource = {
  en: {
    landing: enLanding,
  },
  fr: {
    landing: frLanding,
  },
  ht: {
    landing: htLanding,
  },
};
