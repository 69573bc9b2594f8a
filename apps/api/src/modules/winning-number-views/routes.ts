import { winningNumberSearch, winningNumberViewList } from '@tiraj/domain/contracts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { winningNumberViews } from './service.ts';

/** The Winning Number view of subadmins and supervisors: results between two dates. */
export function winningNumberViewRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['winning numbers'] }, (scope, role) => {
    // Routing is case-insensitive: /supervisor/… answers /superVisor/… as SPEC.md §7 spells it.
    scope.post(
      `/${role}/getwiningnumber`,
      {
        config: { capability: 'read' },
        schema: {
          summary: 'Results between two dates (L3C, 1st, 2nd, 3rd), for the company screens',
          body: winningNumberSearch,
          response: { 200: winningNumberViewList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await winningNumberViews(ctx.db, request.body),
      }),
    );
  });
}
