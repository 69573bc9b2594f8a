import 'i18next';
import type { Catalogue } from './resources/catalogues.ts';

// `t` knows every key of the English catalogue: a typo or a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Omit<Catalogue, 'errors'> & { errors: Record<string, string> };
  }
}
