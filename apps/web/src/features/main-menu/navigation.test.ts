import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/common.ts';
import fr from '../../i18n/locales/fr/common.ts';
import ht from '../../i18n/locales/ht/common.ts';
import enCompany from '../../i18n/locales/en/company.ts';
import {
  MENUS,
  NAV_GROUPS,
  type MenuKey,
  type OwnWordsKey,
  type StaffRole,
} from './menu-entries.ts';
import { currentScreen, screensOf, screenTitle, sidebarOf } from './navigation.ts';

/** A screen's English name (SPEC.md's). */
const OWN: Record<OwnWordsKey, string> = {
  branches: enCompany.branches.title,
  staff: enCompany.staff.title,
  password: enCompany.password.title,
  drawCatalog: enCompany.drawCatalog.title,
};
const isOwn = (key: MenuKey | OwnWordsKey): key is OwnWordsKey => key in OWN;
const label = (key: MenuKey | OwnWordsKey) => (isOwn(key) ? OWN[key] : en.menu.entries[key].label);
const keyOf = (title: string) => title.split('.')[2] as MenuKey;

const ROLES: StaffRole[] = ['admin', 'subadmin', 'supervisor'];

describe('the sidebar of each role', () => {
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
      sidebarOf('admin').map((s) => [s.group, s.entries.map((e) => label(e.key))]),
    );
    expect(groups).toEqual({
      people: ['SubAdmin', 'Staff', 'My password'],
      rules: ['Lottery Category', 'Payment Alert', 'Draw catalog'],
      reports: ['Sales Report', 'Journal'],
      results: ['Winning Numbers', "Today's Results"],
    });
  });

  it('leaves out the screens a staff role may not open (issue 39)', () => {
    const cashier = (capability: string) => ['read', 'self', 'cash', 'pay'].includes(capability);
    const screens = sidebarOf('subadmin', cashier).flatMap((s) => s.entries.map((e) => e.path));
    expect(screens).not.toContain('/subadmin/paymentcondition');
    expect(screens).not.toContain('/subadmin/staff');
    expect(screens).toContain('/subadmin/cashup');
    expect(screens).toContain('/subadmin/password');
    const owner = sidebarOf('subadmin').flatMap((s) => s.entries.map((e) => e.path));
    expect(owner).toContain('/subadmin/staff');
  });

  it('gives the sub-admin every group, its chat and payment alerts under Chat', () => {
    const sections = sidebarOf('subadmin');
    expect(sections.map((s) => s.group)).toEqual([...NAV_GROUPS]);
    expect(sections.find((s) => s.group === 'chat')?.entries.map((e) => label(e.key))).toEqual([
      'Payment Alert',
      'Chat',
    ]);
  });

  it('keeps the home menu tiles as SPEC.md lists them (the sidebar adds, the menu does not)', () => {
    expect(MENUS.admin.map((e) => label(e.key))).toEqual([
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
  ] as const)('%s at %s: %s', (role, path, name) => {
    const entry = currentScreen(role, path);
    expect(entry && label(entry.key)).toBe(name);
  });

  it.each([
    ['admin', '/admin/main-menu', 'Main Menu'],
    ['supervisor', '/supervisor/main-menu', 'Main Menu'],
    ['subadmin', '/subadmin/salereports', 'Sale Reports'],
    ['subadmin', '/subadmin/nowhere', undefined],
  ] as const)('the title of %s at %s: %s', (role, path, title) => {
    const key = screenTitle(role, path);
    expect(key && (key === 'shell.mainMenu' ? en.shell.mainMenu : label(keyOf(key)))).toBe(title);
  });

  it('names every screen of every role in each language, none left empty', () => {
    for (const role of ROLES)
      for (const entry of screensOf(role))
        for (const catalogue of [en, fr, ht]) {
          // Issue 39: a screen named in its own catalogue is checked there (catalogues.test.ts).
          if (isOwn(entry.key)) continue;
          expect(catalogue.menu.entries[entry.key].label.trim()).not.toBe('');
          expect(catalogue.menu.entries[entry.key].description.trim()).not.toBe('');
          expect(catalogue.menu.groups[entry.group].trim()).not.toBe('');
        }
  });
});
