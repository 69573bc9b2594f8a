import {
  IconBell,
  IconBook,
  IconHistory,
  IconId,
  IconKey,
  IconMapPin,
  IconMessages,
  IconTrophy,
} from '@tabler/icons-react';
import type { MenuEntry, StaffRole } from './menu-entries.ts';

/**
 * Screens of a role's route table (SPEC.md §2) that its home menu does not list: the sidebar
 * reaches them too (the sub-admin's top bar also has Chat).
 */
export const MORE_SCREENS: Record<StaffRole, MenuEntry[]> = {
  // Issue 29: the platform's journal.
  admin: [
    { path: '/admin/results', group: 'results', key: 'dayResults', icon: IconTrophy },
    // Issue 40: the draw catalog, the draws' official times
    {
      path: '/admin/drawcatalog',
      group: 'rules',
      key: 'drawCatalog',
      icon: IconBook,
      capability: 'results',
    },
    { path: '/admin/journal', group: 'reports', key: 'journal', icon: IconHistory },
    // Issue 39: the platform's staff, and one's own password.
    { path: '/admin/staff', group: 'people', key: 'staff', icon: IconId, capability: 'staff' },
    { path: '/admin/password', group: 'people', key: 'password', icon: IconKey },
  ],
  subadmin: [
    { path: '/subadmin/branches', group: 'people', key: 'branches', icon: IconMapPin },
    // Issue 39: the office staff, the owner's alone, and one's own password.
    { path: '/subadmin/staff', group: 'people', key: 'staff', icon: IconId, capability: 'staff' },
    { path: '/subadmin/password', group: 'people', key: 'password', icon: IconKey },
    {
      path: '/subadmin/PaymentAlert',
      group: 'chat',
      key: 'paymentAlerts',
      icon: IconBell,
    },
    {
      path: '/subadmin/chat',
      group: 'chat',
      key: 'chat',
      icon: IconMessages,
    },
  ],
  supervisor: [{ path: '/supervisor/password', group: 'people', key: 'password', icon: IconKey }],
};
