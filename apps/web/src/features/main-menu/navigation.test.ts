import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, SUBADMIN_SCREENS, SUPERVISOR_SCREENS } from '../../app/routes.tsx';
import { MENUS, NAV_GROUPS, type StaffRole } from './menu-entries.ts';
import { currentScreen, screensOf, screenTitle, sidebarOf } from './navigation.ts';

const ROUTES: Record<StaffRole, [string, Record<string, unknown>]> = {
  admin: ['/admin/', ADMIN_SCREENS],
  subadmin: ['/subadmin/', SUBADMIN_SCREENS],
  supervisor: ['/supervisor/', SUPERVISOR_SCREENS],
};
const ROLES: StaffRole[] = ['admin', 'subadmin', 'supervisor'];

describe('the sidebar of each role', () => {
  it.each(ROLES)('%s: every screen of its route table, once, and nothing else', (role) => {
    const [prefix, table] = ROUTES[role];
    const listed = sidebarOf(role).flatMap((s) => s.entries.map((e) => e.path));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.toSorted()).toEqual(
      Object.keys(table)
        .map((path) => `${prefix}${path}`)
        .toSorted(),
    );
  });

  it.each(ROLES)('%s: groups in their fixed order, none empty, menu order within', (role) => {
    const sections = sidebarOf(role);
    const order = sections.map((s) => NAV_GROUPS.indexOf(s.group));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    for (const section of sections) expect(section.entries.length).toBeGreaterThan(0);
    const menuOrder = screensOf(role).map((e) => e.path);
    for (const { entries } of sections) {
      const at = entries.map((e) => menuOrder.indexOf(e.path));
      expect(at).toEqual(at.toSorted((a, b) => a - b));
    }
  });

  it('puts each admin screen where an operator looks for it', () => {
    const groups = Object.fromEntries(
      sidebarOf('admin').map((s) => [s.group, s.entries.map((e) => e.label)]),
    );
    expect(groups).toEqual({
      People: ['SubAdmin'],
      Rules: ['Lottery Category', 'Payment Alert'],
      Reports: ['Sales Report'],
      Results: ['Winning Numbers'],
    });
  });

  it('gives the sub-admin every group, its chat and payment alerts under Chat', () => {
    const sections = sidebarOf('subadmin');
    expect(sections.map((s) => s.group)).toEqual([...NAV_GROUPS]);
    expect(sections.find((s) => s.group === 'Chat')?.entries.map((e) => e.label)).toEqual([
      'Payment Alert',
      'Chat',
    ]);
  });

  it('keeps the home menu tiles as SPEC.md lists them (the sidebar adds, the menu does not)', () => {
    expect(MENUS.admin.map((e) => e.label)).toEqual([
      'SubAdmin',
      'Lottery Category',
      'Winning Numbers',
      'Sales Report',
      'Payment Alert',
    ]);
    expect(MENUS.subadmin.map((e) => e.path)).not.toContain('/subadmin/chat');
  });
});

describe('the current screen', () => {
  it.each([
    ['subadmin', '/subadmin/soldtickets', 'Sold Tickets'],
    ['subadmin', '/SUBADMIN/SoldTickets/', 'Sold Tickets'],
    ['subadmin', '/subadmin/chat', 'Chat'],
    ['supervisor', '/supervisor/winTickets', 'Win Tickets'],
    ['admin', '/admin/PaymentAlert', 'Payment Alert'],
    ['admin', '/admin/main-menu', undefined],
    ['subadmin', '/subadmin/soldtickets/more', undefined],
    ['supervisor', '/subadmin/soldtickets', undefined],
  ] as const)('%s at %s: %s', (role, path, label) =>
    expect(currentScreen(role, path)?.label).toBe(label),
  );

  it.each([
    ['admin', '/admin/main-menu', 'Main Menu'],
    ['supervisor', '/supervisor/main-menu', 'Main Menu'],
    ['subadmin', '/subadmin/salereports', 'Sale Reports'],
    ['subadmin', '/subadmin/nowhere', undefined],
  ] as const)('the title of %s at %s: %s', (role, path, title) =>
    expect(screenTitle(role, path)).toBe(title),
  );
});
