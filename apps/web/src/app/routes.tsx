import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit: each feature is its own chunk, so a first
 * load over a slow connection fetches only the shell and the screen it opens.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const chat = () => import('../features/chat/chat-page.tsx');
const blockNumbers = () => import('../features/block-numbers/block-numbers-page.tsx');
const limits = () => import('../features/limits/limits-page.tsx');
const lotteryCategories = () =>
  import('../features/lottery-categories/lottery-categories-page.tsx');
const paymentAlerts = () => import('../features/payment-alerts/payment-alerts-page.tsx');
const paymentTerms = () => import('../features/payment-terms/payment-terms-page.tsx');
const percentageLimits = () => import('../features/percentage-limits/percentage-limits-page.tsx');
const sellers = () => import('../features/sellers/sellers-page.tsx');
const subAdmins = () => import('../features/subadmins/subadmins-page.tsx');
const supervisors = () => import('../features/supervisors/supervisors-page.tsx');
const branches = () => import('../features/branches/branches-page.tsx');
const staff = () => import('../features/staff/staff-page.tsx');
const password = () => import('../features/auth/change-password-page.tsx');
const winningNumbers = () => import('../features/winning-numbers/winning-numbers-page.tsx');
const deletedTickets = () => import('../features/tickets/deleted-tickets-page.tsx');
const soldTickets = () => import('../features/tickets/sold-tickets-page.tsx');
const winTickets = () => import('../features/tickets/win-tickets-page.tsx');
const winningNumberViews = () =>
  import('../features/winning-number-views/winning-number-views-page.tsx');
const saleDetails = () => import('../features/sale-details/sale-details-page.tsx');
const companySaleReport = () => import('../features/sale-reports/company-sale-report-page.tsx');
const saleReports = () => import('../features/sale-reports/sale-reports-page.tsx');
const dailyReport = () => import('../features/daily-report/daily-report-page.tsx');
const cashUp = () => import('../features/cash-up/cash-up-page.tsx');
const exposure = () => import('../features/exposure/exposure-page.tsx');
const fraudSignals = () => import('../features/fraud-signals/fraud-signals-page.tsx');
const journal = () => import('../features/journal/journal-page.tsx');
const offline = () => import('../features/offline-selling/offline-page.tsx');
const dayResults = () => import('../features/winning-numbers/day-results-page.tsx');
const drawCatalog = () => import('../features/draw-catalog/draw-catalog-page.tsx');

const PaymentAlertsPage = screen(paymentAlerts, (m) => m.PaymentAlertsPage);
const SoldTicketsPage = screen(soldTickets, (m) => m.SoldTicketsPage);
const WinningNumberViewsPage = screen(winningNumberViews, (m) => m.WinningNumberViewsPage);
const ChangePasswordPage = screen(password, (m) => m.ChangePasswordPage);

/** Each shell's screens, by path under its prefix (SPEC.md §2 route table). */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  SubAdminManagement: screen(subAdmins, (m) => m.SubAdminsPage),
  PaymentAlert: PaymentAlertsPage,
  LotteryCategoryManagement: screen(lotteryCategories, (m) => m.LotteryCategoriesPage),
  WinningNumberManagement: screen(winningNumbers, (m) => m.WinningNumbersPage),
  SubAdminSaleReport: screen(companySaleReport, (m) => m.CompanySaleReportPage),
  journal: screen(journal, (m) => m.PlatformJournalPage),
  results: screen(dayResults, (m) => m.DayResultsPage),
  drawcatalog: screen(drawCatalog, (m) => m.DrawCatalogPage),
  staff: screen(staff, (m) => m.PlatformStaffPage),
  password: ChangePasswordPage,
};

export const SUBADMIN_SCREENS: Record<string, ComponentType> = {
  PercentageLimit: screen(percentageLimits, (m) => m.PercentageLimitsPage),
  PaymentAlert: PaymentAlertsPage,
  SellerManagement: screen(sellers, (m) => m.SellersPage),
  SupervisorManagement: screen(supervisors, (m) => m.SupervisorsPage),
  branches: screen(branches, (m) => m.BranchesPage),
  staff: screen(staff, (m) => m.CompanyStaffPage),
  password: ChangePasswordPage,
  paymentcondition: screen(paymentTerms, (m) => m.PaymentTermsPage),
  blocknumber: screen(blockNumbers, (m) => m.BlockNumbersPage),
  addlimit: screen(limits, (m) => m.LimitsPage),
  winningnumberviews: WinningNumberViewsPage,
  soldtickets: SoldTicketsPage,
  deleteticket: screen(deletedTickets, (m) => m.DeletedTicketsPage),
  winningtickets: screen(winTickets, (m) => m.WinTicketsPage),
  saledetails: screen(saleDetails, (m) => m.SubadminSaleDetailsPage),
  salereports: screen(saleReports, (m) => m.SubadminSaleReportsPage),
  dailyreport: screen(dailyReport, (m) => m.DailyReportPage),
  cashup: screen(cashUp, (m) => m.SubadminCashUpPage),
  chat: screen(chat, (m) => m.ChatPage),
  riskboard: screen(exposure, (m) => m.SubadminRiskBoardPage),
  fraudsignals: screen(fraudSignals, (m) => m.SubadminFraudSignalsPage),
  journal: screen(journal, (m) => m.CompanyJournalPage),
  offline: screen(offline, (m) => m.SubadminOfflinePage),
};

export const SUPERVISOR_SCREENS: Record<string, ComponentType> = {
  sellerManagement: screen(sellers, (m) => m.SupervisorSellersPage),
  saleDetails: screen(saleDetails, (m) => m.SupervisorSaleDetailsPage),
  saleReports: screen(saleReports, (m) => m.SupervisorSaleReportsPage),
  soldTickets: SoldTicketsPage,
  winNumber: WinningNumberViewsPage,
  // Not in SPEC.md's supervisor table: issue 10 gives supervisors their sellers' winning tickets,
  // issue 26 their Pay out.
  winTickets: screen(winTickets, (m) => m.WinTicketsPage),
  riskBoard: screen(exposure, (m) => m.SupervisorRiskBoardPage),
  dailyReport: screen(dailyReport, (m) => m.SupervisorDailyReportPage),
  cashUp: screen(cashUp, (m) => m.SupervisorCashUpPage),
  fraudSignals: screen(fraudSignals, (m) => m.SupervisorFraudSignalsPage),
  offline: screen(offline, (m) => m.SupervisorOfflinePage),
  password: ChangePasswordPage,
};
