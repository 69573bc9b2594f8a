import type enAdmin from '../locales/en/admin.ts';
import type enAuth from '../locales/en/auth.ts';
import type enBulk from '../locales/en/bulk.ts';
import type enCommon from '../locales/en/common.ts';
import type enCompany from '../locales/en/company.ts';
import type enErrors from '../locales/en/errors.ts';
import type enFraud from '../locales/en/fraud.ts';
import type enOffline from '../locales/en/offline.ts';
import type enHome from '../locales/en/home.ts';
import type enLanding from '../locales/en/landing.ts';
import type enPos from '../locales/en/pos.ts';
import type enPosScreens from '../locales/en/pos-screens.ts';
import type enPosOffline from '../locales/en/pos-offline.ts';
import type enPosUpdate from '../locales/en/pos-update.ts';
import type enPublicTicket from '../locales/en/public-ticket.ts';
import type enReports from '../locales/en/reports.ts';
import type enRisk from '../locales/en/risk.ts';
import type enShared from '../locales/en/shared.ts';
import type enToasts from '../locales/en/toasts.ts';

/** The English catalogue's shape: the keys every language has and `t` accepts. */
export interface Catalogue {
  shared: typeof enShared;
  common: typeof enCommon;
  toasts: typeof enToasts;
  errors: typeof enErrors;
  auth: typeof enAuth;
  landing: typeof enLanding;
  admin: typeof enAdmin;
  company: typeof enCompany;
  reports: typeof enReports;
  pos: typeof enPos;
  posScreens: typeof enPosScreens;
  posOffline: typeof enPosOffline;
  posUpdate: typeof enPosUpdate;
  home: typeof enHome;
  risk: typeof enRisk;
  fraud: typeof enFraud;
  bulk: typeof enBulk;
  offline: typeof enOffline;
  publicTicket: typeof enPublicTicket;
}
