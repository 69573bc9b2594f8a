import {
  IconAlertTriangle,
  IconBan,
  IconBell,
  IconBuildingStore,
  IconCalendarStats,
  IconCash,
  IconChartBar,
  IconCoins,
  IconListNumbers,
  IconMessages,
  IconPercentage,
  IconReceipt,
  IconReceiptOff,
  IconTicket,
  IconTrophy,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '@tiraj/domain/contracts';

/** The roles that use the dashboard (sellers use their device app). */
export type StaffRole = Exclude<Role, 'seller'>;

/** The sidebar's groups, in the order it shows them. */
export const NAV_GROUPS = ['People', 'Rules', 'Tickets', 'Reports', 'Results', 'Chat'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface MenuEntry {
  path: string;
  label: string;
  description: string;
  icon: Icon;
  /** where the sidebar lists it */
  group: NavGroup;
}

/** The home menu of each role (SPEC.md §2 Home menu), in the spec's order. */
export const MENUS: Record<StaffRole, MenuEntry[]> = {
  admin: [
    {
      path: '/admin/SubAdminManagement',
      group: 'People',
      label: 'SubAdmin',
      description: 'Companies and their accounts',
      icon: IconBuildingStore,
    },
    {
      path: '/admin/LotteryCategoryManagement',
      group: 'Rules',
      label: 'Lottery Category',
      description: 'Draws and their sales hours',
      icon: IconCalendarStats,
    },
    {
      path: '/admin/WinningNumberManagement',
      group: 'Results',
      label: 'Winning Numbers',
      description: 'Post the results of each draw',
      icon: IconTrophy,
    },
    {
      path: '/admin/SubAdminSaleReport',
      group: 'Reports',
      label: 'Sales Report',
      description: 'Sales, payouts and profit by company',
      icon: IconChartBar,
    },
    {
      path: '/admin/PaymentAlert',
      group: 'Rules',
      label: 'Payment Alert',
      description: 'Notices sent to companies',
      icon: IconAlertTriangle,
    },
  ],
  subadmin: [
    {
      path: '/subadmin/SellerManagement',
      group: 'People',
      label: 'Sellers',
      description: 'Sellers and their devices',
      icon: IconUsers,
    },
    {
      path: '/subadmin/SupervisorManagement',
      group: 'People',
      label: 'Supervisors',
      description: 'Who oversees your sellers',
      icon: IconUserShield,
    },
    {
      path: '/subadmin/paymentcondition',
      group: 'Rules',
      label: 'Payment Condition',
      description: 'What each game pays',
      icon: IconCash,
    },
    {
      path: '/subadmin/blocknumber',
      group: 'Rules',
      label: 'Block Numbers',
      description: 'Numbers you do not sell',
      icon: IconBan,
    },
    {
      path: '/subadmin/addlimit',
      group: 'Rules',
      label: 'Limits',
      description: 'Most that may be bet on a number',
      icon: IconListNumbers,
    },
    {
      path: '/subadmin/winningnumberviews',
      group: 'Results',
      label: 'Winning Numbers',
      description: 'Results of the draws',
      icon: IconTrophy,
    },
    {
      path: '/subadmin/soldtickets',
      group: 'Tickets',
      label: 'Sold Tickets',
      description: 'Every ticket sold',
      icon: IconTicket,
    },
    {
      path: '/subadmin/saledetails',
      group: 'Reports',
      label: 'Sale Details',
      description: 'Numbers played by seller and draw',
      icon: IconReceipt,
    },
    {
      path: '/subadmin/deleteticket',
      group: 'Tickets',
      label: 'Deleted Tickets',
      description: 'Cancelled tickets',
      icon: IconReceiptOff,
    },
    {
      path: '/subadmin/winningtickets',
      group: 'Tickets',
      label: 'Winning Tickets',
      description: 'Tickets that won and what they pay',
      icon: IconCoins,
    },
    {
      path: '/subadmin/salereports',
      group: 'Reports',
      label: 'Sale Reports',
      description: 'Total, paid and profit per seller',
      icon: IconChartBar,
    },
    {
      path: '/subadmin/PercentageLimit',
      group: 'Rules',
      label: 'Percentage Limit',
      description: 'Caps as a share of the BLT bet',
      icon: IconPercentage,
    },
  ],
  supervisor: [
    {
      path: '/supervisor/sellerManagement',
      group: 'People',
      label: 'Sellers',
      description: 'Your sellers and their devices',
      icon: IconUsersGroup,
    },
    {
      path: '/supervisor/saleDetails',
      group: 'Reports',
      label: 'Sale Details',
      description: 'Numbers played by seller and draw',
      icon: IconReceipt,
    },
    {
      path: '/supervisor/winNumber',
      group: 'Results',
      label: 'Winning Numbers',
      description: 'Results of the draws',
      icon: IconTrophy,
    },
    {
      path: '/supervisor/soldTickets',
      group: 'Tickets',
      label: 'Sold Tickets',
      description: "Your sellers' tickets",
      icon: IconTicket,
    },
    {
      path: '/supervisor/saleReports',
      group: 'Reports',
      label: 'Sale Reports',
      description: 'Total, paid and profit per seller',
      icon: IconChartBar,
    },
    // Issue 10's addition to SPEC.md's five.
    {
      path: '/supervisor/winTickets',
      group: 'Tickets',
      label: 'Win Tickets',
      description: "Your sellers' winning tickets, paid out or not",
      icon: IconCoins,
    },
  ],
};

/**
 * Screens of a role's route table (SPEC.md §2) that its home menu does not list: the sidebar
 * reaches them too (the sub-admin's top bar also has Chat).
 */
export const MORE_SCREENS: Record<StaffRole, MenuEntry[]> = {
  admin: [],
  subadmin: [
    {
      path: '/subadmin/PaymentAlert',
      group: 'Chat',
      label: 'Payment Alert',
      description: 'Notices from the platform',
      icon: IconBell,
    },
    {
      path: '/subadmin/chat',
      group: 'Chat',
      label: 'Chat',
      description: 'Messages with your sellers',
      icon: IconMessages,
    },
  ],
  supervisor: [],
};
