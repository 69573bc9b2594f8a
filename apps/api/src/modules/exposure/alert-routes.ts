import { localDateOf } from '@tiraj/domain';
import {
  ALERT_PERCENT_PATHS,
  alertPercentAnswer,
  EXPOSURE_ALERT_PATHS,
  EXPOSURE_STREAM_PATHS,
  exposureAlertList,
  exposureAlertsQuery,
  updateAlertPercentBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { alertPercentOf, drawAlerts, setAlertPercent } from './alerts.ts';

/** The rule of an alert, as the OpenAPI document states it. */
const ALERT_RULE =
  'An alert is raised when a sale brings a number of a draw to the company’s alert share (`alertPercent`, 80 % unless set) of a limit that applies to that sale ' +
  '(All, the seller’s supervisor group or the seller’s own): the limit’s total was under the share before the sale and at or over it after. ' +
  'It is raised once per number and draw (game and number), whatever the limit, even between concurrent sales; a deletion that brings the total back under the share does not raise it again. ';

/** Issue 15 point 3: a draw's risk alerts, and the company's alert share. */
export function exposureAlertRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['risk board'] }, (scope, role) => {
    scope.get(
      EXPOSURE_ALERT_PATHS[role],
      {
        schema: {
          summary: 'Risk alerts of one draw: the numbers that reached the alert share of a limit',
          description:
            ALERT_RULE +
            (role === 'supervisor'
              ? 'A supervisor sees the alerts of the limits that bind its sellers: All, its own group’s and its sellers’ own (its seller at the sale). '
              : 'The company’s owner sees every alert of the company. ') +
            'Another company’s alerts are never listed. Oldest first; `usedPercent` is the share the raising sale reached. ' +
            'Unknown lottery: 404. New alerts arrive live as `alert` events on GET ' +
            EXPOSURE_STREAM_PATHS[role] +
            '.',
          querystring: exposureAlertsQuery,
          response: { 200: exposureAlertList },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const category = await resolveLotteryCategory(ctx.db, request.query.lotteryCategoryName);
        const date = request.query.date ?? localDateOf(new Date(), ctx.config.timeZone);
        return { success: true as const, data: await drawAlerts(ctx.db, actor, category, date) };
      },
    );
  });

  guarded(app, ctx, { roles: ['subadmin'], tags: ['risk board'] }, (subadmin) => {
    subadmin.get(
      ALERT_PERCENT_PATHS.read,
      {
        schema: {
          summary: 'The company’s alert share: the percent of a limit at which it is warned',
          description: ALERT_RULE,
          response: { 200: alertPercentAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Alert share fetched.',
        alertPercent: await alertPercentOf(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.patch(
      ALERT_PERCENT_PATHS.update,
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Set the company’s alert share (1–100 %)',
          description:
            ALERT_RULE +
            'A whole number from 1 to 100, else 400. Applies to the sales that follow; alerts already raised stay.',
          body: updateAlertPercentBody,
          response: { 200: alertPercentAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Alert share updated.',
        alertPercent: await setAlertPercent(
          ctx.db,
          companyUserOf(request),
          request.body.alertPercent,
        ),
      }),
    );
  });
}
