import type { ComponentType } from 'react';
import { ComingSoonPage } from '../components/status-pages.tsx';
import { LimitsPage } from '../features/limits/limits-page.tsx';
import { LotteryCategoriesPage } from '../features/lottery-categories/lottery-categories-page.tsx';
import { SellersPage, SupervisorSellersPage } from '../features/sellers/sellers-page.tsx';
import { SupervisorsPage } from '../features/supervisors/supervisors-page.tsx';

/**
 * Each shell's screens, by path under its prefix (SPEC.md §2 route table).
 * A screen a coming release builds shows ComingSoonPage until then.
 */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  SubAdminManagement: ComingSoonPage,
  PaymentAlert: ComingSoonPage,
  LotteryCategoryManagement: LotteryCategoriesPage,
  WinningNumberManagement: ComingSoonPage,
  SubAdminSaleReport: ComingSoonPage,
};

export const SUBADMIN_SCREENS: Record<string, ComponentType> = {
  PercentageLimit: ComingSoonPage,
  PaymentAlert: ComingSoonPage,
  SellerManagement: SellersPage,
  SupervisorManagement: SupervisorsPage,
  paymentcondition: ComingSoonPage,
  blocknumber: ComingSoonPage,
  addlimit: LimitsPage,
  winningnumberviews: ComingSoonPage,
  soldtickets: ComingSoonPage,
  deleteticket: ComingSoonPage,
  winningtickets: ComingSoonPage,
  saledetails: ComingSoonPage,
  salereports: ComingSoonPage,
  chat: ComingSoonPage,
};

export const SUPERVISOR_SCREENS: Record<string, ComponentType> = {
  sellerManagement: SupervisorSellersPage,
  saleDetails: ComingSoonPage,
  saleReports: ComingSoonPage,
  soldTickets: ComingSoonPage,
  winNumber: ComingSoonPage,
};
