import enAdmin from '../../../apps/web/src/i18n/locales/en/admin.ts';
import enAuth from '../../../apps/web/src/i18n/locales/en/auth.ts';
import enCommon from '../../../apps/web/src/i18n/locales/en/common.ts';
import enCompany from '../../../apps/web/src/i18n/locales/en/company.ts';
import enFraud from '../../../apps/web/src/i18n/locales/en/fraud.ts';
import enOffline from '../../../apps/web/src/i18n/locales/en/offline.ts';
import enHome from '../../../apps/web/src/i18n/locales/en/home.ts';
import enLanding from '../../../apps/web/src/i18n/locales/en/landing.ts';
import enPos from '../../../apps/web/src/i18n/locales/en/pos.ts';
import enPosScreens from '../../../apps/web/src/i18n/locales/en/pos-screens.ts';
import enReports from '../../../apps/web/src/i18n/locales/en/reports.ts';
import enRisk from '../../../apps/web/src/i18n/locales/en/risk.ts';
import enToasts from '../../../apps/web/src/i18n/locales/en/toasts.ts';
import frAdmin from '../../../apps/web/src/i18n/locales/fr/admin.ts';
import frAuth from '../../../apps/web/src/i18n/locales/fr/auth.ts';
import frCommon from '../../../apps/web/src/i18n/locales/fr/common.ts';
import frCompany from '../../../apps/web/src/i18n/locales/fr/company.ts';
import frFraud from '../../../apps/web/src/i18n/locales/fr/fraud.ts';
import frOffline from '../../../apps/web/src/i18n/locales/fr/offline.ts';
import frHome from '../../../apps/web/src/i18n/locales/fr/home.ts';
import frLanding from '../../../apps/web/src/i18n/locales/fr/landing.ts';
import frPos from '../../../apps/web/src/i18n/locales/fr/pos.ts';
import frPosScreens from '../../../apps/web/src/i18n/locales/fr/pos-screens.ts';
import frReports from '../../../apps/web/src/i18n/locales/fr/reports.ts';
import frRisk from '../../../apps/web/src/i18n/locales/fr/risk.ts';
import frToasts from '../../../apps/web/src/i18n/locales/fr/toasts.ts';
import htAdmin from '../../../apps/web/src/i18n/locales/ht/admin.ts';
import htAuth from '../../../apps/web/src/i18n/locales/ht/auth.ts';
import htCommon from '../../../apps/web/src/i18n/locales/ht/common.ts';
import htCompany from '../../../apps/web/src/i18n/locales/ht/company.ts';
import htFraud from '../../../apps/web/src/i18n/locales/ht/fraud.ts';
import htOffline from '../../../apps/web/src/i18n/locales/ht/offline.ts';
import htHome from '../../../apps/web/src/i18n/locales/ht/home.ts';
import htLanding from '../../../apps/web/src/i18n/locales/ht/landing.ts';
import htPos from '../../../apps/web/src/i18n/locales/ht/pos.ts';
import htPosScreens from '../../../apps/web/src/i18n/locales/ht/pos-screens.ts';
import htReports from '../../../apps/web/src/i18n/locales/ht/reports.ts';
import htRisk from '../../../apps/web/src/i18n/locales/ht/risk.ts';
import htToasts from '../../../apps/web/src/i18n/locales/ht/toasts.ts';

/** The web app's catalogues by language and namespace (apps/web/src/i18n/locales). */
export const CATALOGUES = {
  en: {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    company: enCompany,
    fraud: enFraud,
    offline: enOffline,
    home: enHome,
    landing: enLanding,
    pos: enPos,
    'pos-screens': enPosScreens,
    reports: enReports,
    risk: enRisk,
    toasts: enToasts,
  },
  fr: {
    admin: frAdmin,
    auth: frAuth,
    common: frCommon,
    company: frCompany,
    fraud: frFraud,
    offline: frOffline,
    home: frHome,
    landing: frLanding,
    pos: frPos,
    'pos-screens': frPosScreens,
    reports: frReports,
    risk: frRisk,
    toasts: frToasts,
  },
  ht: {
    admin: htAdmin,
    auth: htAuth,
    common: htCommon,
    company: htCompany,
    fraud: htFraud,
    offline: htOffline,
    home: htHome,
    landing: htLanding,
    pos: htPos,
    'pos-screens': htPosScreens,
    reports: htReports,
    risk: htRisk,
    toasts: htToasts,
  },
};
export type Lang = keyof typeof CATALOGUES;
type Namespace = keyof (typeof CATALOGUES)['en'];

/**
 * A text of the catalogue of `lang`: `ref` is `namespace:key.path` as the app's `t()` reads it,
 * `{{name}}` placeholders filled from `values`.
 */
export function say(lang: Lang, ref: string, values: Record<string, string> = {}): string {
  const [namespace, path] = ref.split(':') as [Namespace, string];
  let node: unknown = CATALOGUES[lang][namespace];
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`no text ${ref} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
