import {
  IconAlertTriangle,
  IconBan,
  IconBuildingStore,
  IconCalendarStats,
  IconCash,
  IconChartBar,
  IconCoins,
  IconListNumbers,
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

export interface MenuEntry {
  path: string;
  label: string;
  description: string;
  icon: Icon;
}

/** The home menu of each role (SPEC.md §2 Home menu), in the spec's order. */
export const MENUS: Record<Exclude<Role, 'seller'>, MenuEntry[]> = {
  admin: [
    {
      path: '/admin/SubAdminManagement',
      label: 'SubAdmin',
      description: 'Companies and their accounts',
      icon: IconBuildingStore,
    },
    {
      path: '/admin/LotteryCategoryManagement',
      label: 'Lottery Category',
      description: 'Draws and their sales hours',
      icon: IconCalendarStats,
    },
    {
      path: '/admin/WinningNumberManagement',
      label: 'Winning Numbers',
      description: 'Post the results of each draw',
      icon: IconTrophy,
    },
    {
      path: '/admin/SubAdminSaleReport',
      label: 'Sales Report',
      description: 'Sales, payouts and profit by company',
      icon: IconChartBar,
    },
    {
      path: '/admin/PaymentAlert',
      label: 'Payment Alert',
      description: 'Notices sent to companies',
      icon: IconAlertTriangle,
    },
  ],
  subadmin: [
    {
      path: '/subadmin/SellerManagement',
      label: 'Sellers',
      description: 'Sellers and their devices',
      icon: IconUsers,
    },
    {
      path: '/subadmin/SupervisorManagement',
      label: 'Supervisors',
      description: 'Who oversees your sellers',
      icon: IconUserShield,
    },
    {
      path: '/subadmin/paymentcondition',
      label: 'Payment Condition',
      description: 'What each game pays',
      icon: IconCash,
    },
    {
      path: '/subadmin/blocknumber',
      label: 'Block Numbers',
      description: 'Numbers you do not sell',
      icon: IconBan,
    },
    {
      path: '/subadmin/addlimit',
      label: 'Limits',
      description: 'Most that may be bet on a number',
      icon: IconListNumbers,
    },
    {
      path: '/subadmin/winningnumberviews',
      label: 'Winning Numbers',
      description: 'Results of the draws',
      icon: IconTrophy,
    },
    {
      path: '/subadmin/soldtickets',
      label: 'Sold Tickets',
      description: 'Every ticket sold',
      icon: IconTicket,
    },
    {
      path: '/subadmin/saledetails',
      label: 'Sale Details',
      description: 'Numbers played by seller and draw',
      icon: IconReceipt,
    },
    {
      path: '/subadmin/deleteticket',
      label: 'Deleted Tickets',
      description: 'Cancelled tickets',
      icon: IconReceiptOff,
    },
    {
      path: '/subadmin/winningtickets',
      label: 'Winning Tickets',
      description: 'Tickets that won and what they pay',
      icon: IconCoins,
    },
    {
      path: '/subadmin/salereports',
      label: 'Sale Reports',
      description: 'Total, paid and profit per seller',
      icon: IconChartBar,
    },
    {
      path: '/subadmin/PercentageLimit',
      label: 'Percentage Limit',
      description: 'Caps as a share of the BLT bet',
      icon: IconPercentage,
    },
  ],
  supervisor: [
    {
      path: '/supervisor/sellerManagement',
      label: 'Sellers',
      description: 'Your sellers and their devices',
      icon: IconUsersGroup,
    },
    {
      path: '/supervisor/saleDetails',
      label: 'Sale Details',
      description: 'Numbers played by seller and draw',
      icon: IconReceipt,
    },
    {
      path: '/supervisor/winNumber',
      label: 'Winning Numbers',
      description: 'Results of the draws',
      icon: IconTrophy,
    },
    {
      path: '/supervisor/soldTickets',
      label: 'Sold Tickets',
      description: "Your sellers' tickets",
      icon: IconTicket,
    },
    {
      path: '/supervisor/saleReports',
      label: 'Sale Reports',
      description: 'Total, paid and profit per seller',
      icon: IconChartBar,
    },
    // Issue 10's addition to SPEC.md's five.
    {
      path: '/supervisor/winTickets',
      label: 'Win Tickets',
      description: "Your sellers' winning tickets, paid out or not",
      icon: IconCoins,
    },
  ],
};
