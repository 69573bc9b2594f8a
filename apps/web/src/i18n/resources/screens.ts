import type { Resource } from 'i18next';
import enAdmin from '../locales/en/admin.ts';
import enBulk from '../locales/en/bulk.ts';
import enCompany from '../locales/en/company.ts';
import enFraud from '../locales/en/fraud.ts';
import enOffline from '../locales/en/offline.ts';
import enHome from '../locales/en/home.ts';
import enReports from '../locales/en/reports.ts';
import enRisk from '../locales/en/risk.ts';
import frAdmin from '../locales/fr/admin.ts';
import frBulk from '../locales/fr/bulk.ts';
import frCompany from '../locales/fr/company.ts';
import frFraud from '../locales/fr/fraud.ts';
import frOffline from '../locales/fr/offline.ts';
import frHome from '../locales/fr/home.ts';
import frReports from '../locales/fr/reports.ts';
import frRisk from '../locales/fr/risk.ts';
import htAdmin from '../locales/ht/admin.ts';
import htBulk from '../locales/ht/bulk.ts';
import htCompany from '../locales/ht/company.ts';
import htFraud from '../locales/ht/fraud.ts';
import htOffline from '../locales/ht/offline.ts';
import htHome from '../locales/ht/home.ts';
import htReports from '../locales/ht/reports.ts';
import htRisk from '../locales/ht/risk.ts';

/** The words of the shells and their screens, loaded with the dashboard's code after sign-in. */
export const screenResources: Resource = {
  en: {
    admin: enAdmin,
    company: enCompany,
    reports: enReports,
    home: enHome,
    risk: enRisk,
    fraud: enFraud,
    bulk: enBulk,
    offline: enOffline,
  },
  fr: {
    admin: frAdmin,
    company: frCompany,
    reports: frReports,
    home: frHome,
    risk: frRisk,
    fraud: frFraud,
    bulk: frBulk,
    offline: frOffline,
  },
  ht: {
    admin: htAdmin,
    company: htCompany,
    reports: htReports,
    home: htHome,
    risk: htRisk,
    fraud: htFraud,
    bulk: htBulk,
    offline: htOffline,
  },
};
