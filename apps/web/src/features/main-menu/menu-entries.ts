import {
  IconAlertTriangle,
  IconBan,
  IconBuildingStore,
  IconFlame,
  IconHistory,
  IconCalendarStats,
  IconCash,
  IconChartBar,
  IconCoins,
  IconListNumbers,
  IconPercentage,
  IconPrinter,
  IconReceipt,
  IconReceiptOff,
  IconShieldExclamation,
  IconTicket,
  IconTrophy,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  IconWifiOff,
  type Icon,
} from '@tabler/icons-react';
import type { Capability } from '@tiraj/domain';
import type { Role } from '@tiraj/domain/contracts';
import type common from '../../i18n/locales/en/common.ts';

/** The roles that use the dashboard (sellers use their device app). */
export type StaffRole = Exclude<Role, 'seller'>;

/** The sidebar's groups, in the order it shows them (their names: `common:menu.groups`). */
export const NAV_GROUPS = ['people', 'rules', 'tickets', 'reports', 'results', 'chat'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** A screen's name and description in the catalogue: `common:menu.entries.<key>`. */
export type MenuKey = keyof typeof common.menu.entries;

/**
 * Issue 39: screens named in their own screens' catalogue (`company`), whose words load after
 * sign-in, so that they add nothing to the sign-in page's bundle.
 */
export type OwnWordsKey = 'branches' | 'staff' | 'password' | 'drawCatalog';
const OWN_WORDS = {
  branches: { label: 'company:branches.title', description: 'company:branches.menuDescription' },
  staff: { label: 'company:staff.title', description: 'company:staff.menuDescription' },
  password: { label: 'company:password.title', description: 'company:password.menuDescription' },
  // Issue 40
  drawCatalog: {
    label: 'company:drawCatalog.title',
    description: 'company:drawCatalog.menuDescription',
  },
} as const;
const isOwnWords = (key: MenuKey | OwnWordsKey): key is OwnWordsKey => key in OWN_WORDS;

export type LabelKey = `menu.entries.${MenuKey}.label` | (typeof OWN_WORDS)[OwnWordsKey]['label'];
export type DescriptionKey =
  `menu.entries.${MenuKey}.description` | (typeof OWN_WORDS)[OwnWordsKey]['description'];

/** A screen's name, as `t` reads it. */
export const labelKeyOf = (key: MenuKey | OwnWordsKey): LabelKey =>
  isOwnWords(key) ? OWN_WORDS[key].label : `menu.entries.${key}.label`;
export const descriptionKeyOf = (key: MenuKey | OwnWordsKey): DescriptionKey =>
  isOwnWords(key) ? OWN_WORDS[key].description : `menu.entries.${key}.description`;

export interface MenuEntry {
  path: string;
  key: MenuKey | OwnWordsKey;
  icon: Icon;
  /** where the sidebar lists it */
  group: NavGroup;
  /** issue 39: what a staff account's role must allow to open it (none: every role's screen) */
  capability?: Capability;
}

/** The home menu of each role (SPEC.md §2 Home menu), in the spec's order. */
export const MENUS: Record<StaffRole, MenuEntry[]> = {
  admin: [
    {
      path: '/admin/SubAdminManagement',
      group: 'people',
      key: 'subAdmins',
      icon: IconBuildingStore,
    },
    {
      path: '/admin/LotteryCategoryManagement',
      group: 'rules',
      key: 'lotteryCategories',
      icon: IconCalendarStats,
    },
    {
      path: '/admin/WinningNumberManagement',
      group: 'results',
      key: 'postWinningNumbers',
      icon: IconTrophy,
    },
    {
      path: '/admin/SubAdminSaleReport',
      group: 'reports',
      key: 'companySalesReport',
      icon: IconChartBar,
    },
    {
      path: '/admin/PaymentAlert',
      group: 'rules',
      key: 'sendPaymentAlerts',
      icon: IconAlertTriangle,
    },
  ],
  subadmin: [
    {
      path: '/subadmin/SellerManagement',
      group: 'people',
      key: 'sellers',
      icon: IconUsers,
    },
    {
      path: '/subadmin/SupervisorManagement',
      group: 'people',
      key: 'supervisors',
      icon: IconUserShield,
    },
    {
      path: '/subadmin/paymentcondition',
      group: 'rules',
      key: 'paymentCondition',
      icon: IconCash,
      capability: 'settings',
    },
    {
      path: '/subadmin/blocknumber',
      group: 'rules',
      key: 'blockNumbers',
      icon: IconBan,
    },
    {
      path: '/subadmin/addlimit',
      group: 'rules',
      key: 'limits',
      icon: IconListNumbers,
    },
    {
      path: '/subadmin/winningnumberviews',
      group: 'results',
      key: 'winningNumbers',
      icon: IconTrophy,
    },
    {
      path: '/subadmin/soldtickets',
      group: 'tickets',
      key: 'soldTickets',
      icon: IconTicket,
    },
    {
      path: '/subadmin/saledetails',
      group: 'reports',
      key: 'saleDetails',
      icon: IconReceipt,
    },
    {
      path: '/subadmin/deleteticket',
      group: 'tickets',
      key: 'deletedTickets',
      icon: IconReceiptOff,
    },
    {
      path: '/subadmin/winningtickets',
      group: 'tickets',
      key: 'winningTickets',
      icon: IconCoins,
    },
    {
      path: '/subadmin/salereports',
      group: 'reports',
      key: 'saleReports',
      icon: IconChartBar,
    },
    // Issue 15's live risk board.
    {
      path: '/subadmin/riskboard',
      group: 'reports',
      key: 'riskBoard',
      icon: IconFlame,
    },
    {
      path: '/subadmin/dailyreport',
      group: 'reports',
      key: 'dailyReport',
      icon: IconPrinter,
    },
    // Issue 26: what each seller owes, and the cash handed in.
    {
      path: '/subadmin/cashup',
      group: 'reports',
      key: 'cashUp',
      icon: IconCash,
    },
    {
      path: '/subadmin/PercentageLimit',
      group: 'rules',
      key: 'percentageLimit',
      icon: IconPercentage,
    },
    // Issue 15: sellers whose figures stand out from the company's.
    {
      path: '/subadmin/fraudsignals',
      group: 'reports',
      key: 'fraudSignals',
      icon: IconShieldExclamation,
    },
    // Issue 29: who did what, when and why.
    { path: '/subadmin/journal', group: 'reports', key: 'journal', icon: IconHistory },
    // Issue 32: selling through a network outage, and the offline tickets held for the company.
    { path: '/subadmin/offline', group: 'rules', key: 'offlineSelling', icon: IconWifiOff },
  ],
  supervisor: [
    {
      path: '/supervisor/sellerManagement',
      group: 'people',
      key: 'mySellers',
      icon: IconUsersGroup,
    },
    {
      path: '/supervisor/saleDetails',
      group: 'reports',
      key: 'saleDetails',
      icon: IconReceipt,
    },
    {
      path: '/supervisor/winNumber',
      group: 'results',
      key: 'winningNumbers',
      icon: IconTrophy,
    },
    {
      path: '/supervisor/soldTickets',
      group: 'tickets',
      key: 'mySoldTickets',
      icon: IconTicket,
    },
    {
      path: '/supervisor/saleReports',
      group: 'reports',
      key: 'saleReports',
      icon: IconChartBar,
    },
    // Issue 10's addition to SPEC.md's five.
    {
      path: '/supervisor/winTickets',
      group: 'tickets',
      key: 'myWinTickets',
      icon: IconCoins,
    },
    {
      path: '/supervisor/riskBoard',
      group: 'reports',
      key: 'riskBoard',
      icon: IconFlame,
    },
    {
      path: '/supervisor/dailyReport',
      group: 'reports',
      key: 'myDailyReport',
      icon: IconPrinter,
    },
    {
      path: '/supervisor/cashUp',
      group: 'reports',
      key: 'cashUp',
      icon: IconCash,
    },
    {
      path: '/supervisor/fraudSignals',
      group: 'reports',
      key: 'myFraudSignals',
      icon: IconShieldExclamation,
    },
    { path: '/supervisor/offline', group: 'reports', key: 'myOfflineHeld', icon: IconWifiOff },
  ],
};
