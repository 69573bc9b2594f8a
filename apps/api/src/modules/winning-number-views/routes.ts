import { errorBody, winningNumberSearch, winningNumberViewList } from '@tiraj/domain/contracts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { winningNumberViews } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The Winning Number view of subadmins and supervisors: results between two dates. */
export function winningNumberViewRoutes(app: App, ctx: Context) {
  const register = (role: 'subadmin' | 'supervisor') =>
    guarded(app, ctx, [role], (scope) => {
      // Routing is case-insensitive: /supervisor/… answers /superVisor/… as SPEC.md §7 spells it.
      scope.post(
        `/${role}/getwiningnumber`,
        {
          schema: {
            tags: ['winning numbers'],
            summary: 'Results between two dates (L3C, 1st, 2nd, 3rd), for the company screens',
            security: SECURED,
            body: winningNumberSearch,
            response: { 200: winningNumberViewList, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          data: await winningNumberViews(ctx.db, request.body),
        }),
      );
    });
  register('subadmin');
  register('supervisor');
}
