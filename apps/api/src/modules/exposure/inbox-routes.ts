import {
  idParam,
  ALERT_INBOX_PATHS,
  ALERT_INBOX_SIZE,
  alertInboxAnswer,
  alertReadAnswer,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { alertInbox, readAlert, readAllAlerts } from './inbox.ts';

const WHO: Record<'subadmin' | 'supervisor', string> = {
  subadmin: 'The company’s owner sees every alert of its company. ',
  supervisor:
    'A supervisor sees the alerts of the limits that bind its sellers: All, its own group’s and its sellers’ own. ',
};
const KEPT =
  'Every risk alert is kept until the caller reads it; each user has its own read marks. Another company’s alerts are never listed nor marked. ';

/** Issue 30: the alert inbox, every risk alert kept until read, per company user. */
export function alertInboxRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['risk board'] }, (scope, role) => {
    const paths = ALERT_INBOX_PATHS[role];
    scope.get(
      paths.list,
      {
        schema: {
          summary: 'The alert inbox: the newest risk alerts with the caller’s read marks',
          description:
            KEPT +
            WHO[role] +
            `The newest ${ALERT_INBOX_SIZE}, newest first; \`unread\` counts all the caller’s unread ones.`,
          response: { 200: alertInboxAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await alertInbox(ctx.db, companyUserOf(request)),
      }),
    );
    scope.patch(
      `${paths.read}/:id`,
      {
        config: { capability: 'self' },
        schema: {
          summary: 'Mark one risk alert read (for the caller only)',
          description:
            KEPT +
            WHO[role] +
            'Marking it again changes nothing. An alert the caller may not see: 404.',
          params: idParam,
          response: { 200: alertReadAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Alert read.',
        data: await readAlert(ctx.db, companyUserOf(request), request.params.id),
      }),
    );
    scope.patch(
      paths.readAll,
      {
        config: { capability: 'self' },
        schema: {
          summary: 'Mark every risk alert the caller may see read (for the caller only)',
          description: KEPT + WHO[role],
          response: { 200: alertReadAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Alerts read.',
        data: await readAllAlerts(ctx.db, companyUserOf(request)),
      }),
    );
  });
}
