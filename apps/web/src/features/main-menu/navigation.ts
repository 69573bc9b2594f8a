import type { Capability } from '@tiraj/domain';
import {
  MENUS,
  NAV_GROUPS,
  type MenuEntry,
  labelKeyOf,
  type LabelKey,
  type NavGroup,
  type StaffRole,
} from './menu-entries.ts';
import { MORE_SCREENS } from './more-screens.ts';

export interface NavSection {
  group: NavGroup;
  entries: MenuEntry[];
}

/** Every screen of a role: its home menu's entries, then the others of its route table. */
export function screensOf(role: StaffRole): MenuEntry[] {
  return [...MENUS[role], ...MORE_SCREENS[role]];
}

/**
 * The sidebar of a role: its screens by group, groups in NAV_GROUPS order, empty ones left out.
 * `may`: whether the account may open a screen asking a capability (issue 39: staff roles).
 */
export function sidebarOf(
  role: StaffRole,
  may: (capability: Capability) => boolean = () => true,
): NavSection[] {
  const screens = screensOf(role).filter((entry) => !entry.capability || may(entry.capability));
  return NAV_GROUPS.map((group) => ({
    group,
    entries: screens.filter((entry) => entry.group === group),
  })).filter((section) => section.entries.length > 0);
}

// Routes match whatever the case (React Router's default) and with a trailing slash.
const normalised = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** The screen of `pathname` in the role's sidebar, if it is one. */
export function currentScreen(role: StaffRole, pathname: string): MenuEntry | undefined {
  const here = normalised(pathname);
  return screensOf(role).find((entry) => normalised(entry.path) === here);
}

/** A screen's name in the `common` catalogue. */
export type TitleKey = 'shell.mainMenu' | LabelKey;

/** The title of the screen at `pathname`, for the browser tab: a screen's label, or Main Menu. */
export function screenTitle(role: StaffRole, pathname: string): TitleKey | undefined {
  if (normalised(pathname).endsWith('/main-menu')) return 'shell.mainMenu';
  const entry = currentScreen(role, pathname);
  return entry && labelKeyOf(entry.key);
}
