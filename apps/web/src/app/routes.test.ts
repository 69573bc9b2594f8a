import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../features/main-menu/menu-entries.ts';
import { sidebarOf } from '../features/main-menu/navigation.ts';
import { ADMIN_SCREENS, SUBADMIN_SCREENS, SUPERVISOR_SCREENS } from './routes.tsx';

const ROUTES: Record<StaffRole, [string, Record<string, unknown>]> = {
  admin: ['/admin/', ADMIN_SCREENS],
  subadmin: ['/subadmin/', SUBADMIN_SCREENS],
  supervisor: ['/supervisor/', SUPERVISOR_SCREENS],
};

// Here, not beside the menu: a feature does not import the shell's route tables.
describe("each role's route table and its sidebar", () => {
  it.each(Object.keys(ROUTES) as StaffRole[])(
    '%s: every screen of its route table, once, and nothing else',
    (role) => {
      const [prefix, table] = ROUTES[role];
      const listed = sidebarOf(role).flatMap((s) => s.entries.map((e) => e.path));
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.toSorted()).toEqual(
        Object.keys(table)
          .map((path) => `${prefix}${path}`)
          .toSorted(),
      );
    },
  );
});
