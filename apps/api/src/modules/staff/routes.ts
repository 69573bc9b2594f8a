import {
  addCompanyStaffBody,
  addPlatformStaffBody,
  idParam,
  okBody,
  STAFF_PATHS,
  staffAnswer,
  staffList,
  updateCompanyStaffBody,
  updatePlatformStaffBody,
  type StaffSide,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import type { StaleRead } from '../../events/notices.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addStaff,
  deleteStaff,
  endStaffSessions,
  listStaff,
  staffScopeOf,
  updateStaff,
} from './service.ts';

const tags = ['staff'];
const WHOSE: Record<StaffSide, string> = {
  subadmin: "the company's office staff (manager, cashier, auditor), the owner's alone",
  admin: "the platform's staff (operator, results, billing, support)",
};
const BODIES = {
  subadmin: { add: addCompanyStaffBody, update: updateCompanyStaffBody },
  admin: { add: addPlatformStaffBody, update: updatePlatformStaffBody },
} as const;

/** Its cached sessions go with a change (its role, its branch, its state), on every instance. */
const sessionsOf = (userId: string): StaleRead[] => [{ what: 'user-sessions', userId }];

/** Issue 39: staff accounts, a company's (its owner's) and the platform's (the operator's). */
export function staffRoutes(app: App, ctx: Context) {
  for (const side of ['subadmin', 'admin'] as const) {
    const paths = STAFF_PATHS[side];
    const scopeOf = (request: Parameters<typeof userOf>[0]) => staffScopeOf(side, userOf(request));
    guarded(app, ctx, { roles: [side], tags, errors: [400, 404, 409] }, (scope) => {
      scope.get(
        paths.list,
        {
          config: { capability: 'staff' },
          schema: { summary: `The staff: ${WHOSE[side]}`, response: { 200: staffList } },
        },
        async (request) => ({
          success: true as const,
          data: await listStaff(ctx.db, scopeOf(request)),
        }),
      );
      scope.post(
        paths.add,
        {
          config: { capability: 'staff' },
          schema: {
            summary: 'Create a staff account (its user name unique on the platform)',
            body: BODIES[side].add,
            response: { 200: staffAnswer },
          },
        },
        async (request) => ({
          success: true as const,
          message: 'Staff account created.',
          data: await addStaff(ctx.db, userOf(request), scopeOf(request), request.body),
        }),
      );
      scope.patch(
        `${paths.update}/:id`,
        {
          config: { capability: 'staff' },
          schema: {
            summary:
              'Change a staff account (password only when sent; deactivating or a new password ends its sessions)',
            params: idParam,
            body: BODIES[side].update,
            response: { 200: staffAnswer },
          },
        },
        async (request) => ({
          success: true as const,
          message: 'Staff account updated.',
          data: await ctx.caches.changing(sessionsOf(request.params.id), () =>
            updateStaff(ctx.db, userOf(request), scopeOf(request), request.params.id, request.body),
          ),
        }),
      );
      scope.delete(
        `${paths.remove}/:id`,
        {
          config: { capability: 'staff' },
          schema: {
            summary: 'Delete a staff account (hidden: its records keep its name); its sessions end',
            params: idParam,
            response: { 200: okBody },
          },
        },
        async (request) => {
          await ctx.caches.changing(sessionsOf(request.params.id), () =>
            deleteStaff(ctx.db, userOf(request), scopeOf(request), request.params.id),
          );
          return { success: true as const, message: 'Staff account deleted.' };
        },
      );
      scope.post(
        `${paths.endSessions}/:id`,
        {
          config: { capability: 'staff' },
          schema: {
            summary: 'End every session of a staff account at once (audited)',
            params: idParam,
            response: { 200: okBody },
          },
        },
        async (request) => {
          await ctx.caches.changing(sessionsOf(request.params.id), () =>
            endStaffSessions(ctx.db, userOf(request), scopeOf(request), request.params.id),
          );
          return { success: true as const, message: 'Sessions ended.' };
        },
      );
    });
  }
}
