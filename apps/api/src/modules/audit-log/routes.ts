import {
  auditLogPage as auditLogAnswer,
  auditLogPeople as peopleAnswer,
  auditLogQuery,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { auditLogPage, auditLogPeople } from './service.ts';

const tags = ['journal'];

const DESCRIPTION =
  'Who did what and when, with the before and after and the reason: filters `fromDate`–`toDate` (operator days), `actor` (a user id), `action` (one kind, README "Journal"); `page` and `pageSize` (default 50, at most 500); `total` counts the whole search. Newest first.';

/** The journal (issue 29): the company's for its subadmin, the platform's for the admin. */
export function auditLogRoutes(app: App, ctx: Context) {
  for (const role of ['subadmin', 'admin'] as const)
    guarded(app, ctx, { roles: [role], tags }, (scope) => {
      scope.get(
        `/${role}/getauditlog`,
        {
          schema: {
            summary:
              role === 'admin'
                ? 'The journal of the whole platform'
                : "The company's journal; another company's records never appear",
            description: DESCRIPTION,
            querystring: auditLogQuery,
            response: { 200: auditLogAnswer },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await auditLogPage(ctx.db, userOf(request), request.query, ctx.config.timeZone)),
        }),
      );
      scope.get(
        `/${role}/getauditlogpeople`,
        {
          schema: {
            summary:
              role === 'admin'
                ? 'Everyone who appears in the platform journal'
                : "Everyone who appears in the company's journal: its owner, supervisors, sellers, the admin",
            description: "The journal's person filter: each person once, by name (issue 38).",
            response: { 200: peopleAnswer },
          },
        },
        async (request) => ({
          success: true as const,
          data: await auditLogPeople(ctx.db, userOf(request)),
        }),
      );
    });
}
