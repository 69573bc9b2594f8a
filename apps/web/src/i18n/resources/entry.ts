import type { Resource } from 'i18next';
import enAuth from '../locales/en/auth.ts';
import enCommon from '../locales/en/common.ts';
import enShared from '../locales/en/shared.ts';
import enToasts from '../locales/en/toasts.ts';
import frAuth from '../locales/fr/auth.ts';
import frCommon from '../locales/fr/common.ts';
import frShared from '../locales/fr/shared.ts';
import frToasts from '../locales/fr/toasts.ts';
import htAuth from '../locales/ht/auth.ts';
import htCommon from '../locales/ht/common.ts';
import htShared from '../locales/ht/shared.ts';
import htToasts from '../locales/ht/toasts.ts';

/**
 * The words of the dashboard's first load, the sign-in page: the frame, toasts and sign-in. The
 * screens' words come with their code after sign-in (`screens.ts`), the server's texts with them
 * or at the first refused sign-in (`errors.ts`), the landing's with the landing (`landing.ts`).
 */
export const entryResources: Resource = {
  en: {
    shared: enShared,
    common: enCommon,
    toasts: enToasts,
    auth: enAuth,
  },
  fr: {
    shared: frShared,
    common: frCommon,
    toasts: frToasts,
    auth: frAuth,
  },
  ht: {
    shared: htShared,
    common: htCommon,
    toasts: htToasts,
    auth: htAuth,
  },
};
