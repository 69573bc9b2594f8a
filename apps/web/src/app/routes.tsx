import type { ComponentType } from 'react';
import { ChatPage } from '../features/chat/chat-page.tsx';
import { BlockNumbersPage } from '../features/block-numbers/block-numbers-page.tsx';
import { LimitsPage } from '../features/limits/limits-page.tsx';
import { LotteryCategoriesPage } from '../features/lottery-categories/lottery-categories-page.tsx';
import { PaymentAlertsPage } from '../features/payment-alerts/payment-alerts-page.tsx';
import { PaymentTermsPage } from '../features/payment-terms/payment-terms-page.tsx';
import { PercentageLimitsPage } from '../features/percentage-limits/percentage-limits-page.tsx';
import { SellersPage, SupervisorSellersPage } from '../features/sellers/sellers-page.tsx';
import { SubAdminsPage } from '../features/subadmins/subadmins-page.tsx';
import { SupervisorsPage } from '../features/supervisors/supervisors-page.tsx';
import { WinningNumbersPage } from '../features/winning-numbers/winning-numbers-page.tsx';
import { DeletedTicketsPage } from '../features/tickets/deleted-tickets-page.tsx';
import { SoldTicketsPage } from '../features/tickets/sold-tickets-page.tsx';
import { WinTicketsPage } from '../features/tickets/win-tickets-page.tsx';
import { WinningNumberViewsPage } from '../features/winning-number-views/winning-number-views-page.tsx';
import {
  SubadminSaleDetailsPage,
  SupervisorSaleDetailsPage,
} from '../features/sale-details/sale-details-page.tsx';
import { CompanySaleReportPage } from '../features/sale-reports/company-sale-report-page.tsx';
import {
  SubadminSaleReportsPage,
  SupervisorSaleReportsPage,
} from '../features/sale-reports/sale-reports-page.tsx';

/**
 * Each shell's screens, by path under its prefix (SPEC.md §2 route table).
 */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  SubAdminManagement: SubAdminsPage,
  PaymentAlert: PaymentAlertsPage,
  LotteryCategoryManagement: LotteryCategoriesPage,
  WinningNumberManagement: WinningNumbersPage,
  SubAdminSaleReport: CompanySaleReportPage,
};

export const SUBADMIN_SCREENS: Record<string, ComponentType> = {
  PercentageLimit: PercentageLimitsPage,
  PaymentAlert: PaymentAlertsPage,
  SellerManagement: SellersPage,
  SupervisorManagement: SupervisorsPage,
  paymentcondition: PaymentTermsPage,
  blocknumber: BlockNumbersPage,
  addlimit: LimitsPage,
  winningnumberviews: WinningNumberViewsPage,
  soldtickets: SoldTicketsPage,
  deleteticket: DeletedTicketsPage,
  winningtickets: WinTicketsPage,
  saledetails: SubadminSaleDetailsPage,
  salereports: SubadminSaleReportsPage,
  chat: ChatPage,
};

export const SUPERVISOR_SCREENS: Record<string, ComponentType> = {
  sellerManagement: SupervisorSellersPage,
  saleDetails: SupervisorSaleDetailsPage,
  saleReports: SupervisorSaleReportsPage,
  soldTickets: SoldTicketsPage,
  winNumber: WinningNumberViewsPage,
};
