import type { Resource } from 'i18next';
import { asI18nextKeys } from '../server-texts.ts';
import enAdmin from '../locales/en/admin.ts';
import enAuth from '../locales/en/auth.ts';
import enCommon from '../locales/en/common.ts';
import enCompany from '../locales/en/company.ts';
import enErrors from '../locales/en/errors.ts';
import enFraud from '../locales/en/fraud.ts';
import enHome from '../locales/en/home.ts';
import enLanding from '../locales/en/landing.ts';
import enReports from '../locales/en/reports.ts';
import enRisk from '../locales/en/risk.ts';
import enShared from '../locales/en/shared.ts';
import enToasts from '../locales/en/toasts.ts';
import frAdmin from '../locales/fr/admin.ts';
import frAuth from '../locales/fr/auth.ts';
import frCommon from '../locales/fr/common.ts';
import frCompany from '../locales/fr/company.ts';
import frErrors from '../locales/fr/errors.ts';
import frFraud from '../locales/fr/fraud.ts';
import frHome from '../locales/fr/home.ts';
import frLanding from '../locales/fr/landing.ts';
import frReports from '../locales/fr/reports.ts';
import frRisk from '../locales/fr/risk.ts';
import frShared from '../locales/fr/shared.ts';
import frToasts from '../locales/fr/toasts.ts';
import htAdmin from '../locales/ht/admin.ts';
import htAuth from '../locales/ht/auth.ts';
import htCommon from '../locales/ht/common.ts';
import htCompany from '../locales/ht/company.ts';
import htErrors from '../locales/ht/errors.ts';
import htFraud from '../locales/ht/fraud.ts';
import htHome from '../locales/ht/home.ts';
import htLanding from '../locales/ht/landing.ts';
import htReports from '../locales/ht/reports.ts';
import htRisk from '../locales/ht/risk.ts';
import htShared from '../locales/ht/shared.ts';
import htToasts from '../locales/ht/toasts.ts';

/** The dashboard's words (landing, sign-in and the three shells), in each language. */
export const dashboardResources: Resource = {
  en: {
    shared: enShared,
    common: enCommon,
    toasts: enToasts,
    errors: asI18nextKeys(enErrors),
    auth: enAuth,
    landing: enLanding,
    admin: enAdmin,
    company: enCompany,
    reports: enReports,
    home: enHome,
    risk: enRisk,
    fraud: enFraud,
  },
  fr: {
    shared: frShared,
    common: frCommon,
    toasts: frToasts,
    errors: asI18nextKeys(frErrors),
    auth: frAuth,
    landing: frLanding,
    admin: frAdmin,
    company: frCompany,
    reports: frReports,
    home: frHome,
    risk: frRisk,
    fraud: frFraud,
  },
  ht: {
    shared: htShared,
    common: htCommon,
    toasts: htToasts,
    errors: asI18nextKeys(htErrors),
    auth: htAuth,
    landing: htLanding,
    admin: htAdmin,
    company: htCompany,
    reports: htReports,
    home: htHome,
    risk: htRisk,
    fraud: htFraud,
  },
};
