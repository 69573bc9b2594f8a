import {
  decideOfflineAnswer,
  decideOfflineBody,
  errorBody,
  idParam,
  OFFLINE_PATHS,
  offlineGrantAnswer,
  offlineGrantBody,
  offlineHeldList,
  offlineHeldQuery,
  offlineSettings,
  offlineSettingsAnswer,
  syncOfflineAnswer,
  syncOfflineBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { takeOfflineGrant } from './grant.ts';
import { decideOffline, heldOfflineTickets } from './held.ts';
import { offlineSettingsOf, updateOfflineSettings } from './settings.ts';
import { syncOffline } from './sync.ts';

const tags = ['offline selling'];
const SIGNATURE =
  'sig = base64url(HMAC-SHA256(key, JSON.stringify([grantId, seq, saleKey, soldAt, lines, prev]))), the key being the grant’s (base64), `seq` counting from 1 within the grant, `prev` the previous ticket’s sig ("" for the first), `lines` in the order sold with amounts as numbers of HTG.';

/** Selling offline (issue 32; README "Selling offline"). */
export function offlineSellingRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags }, (subadmin) => {
    subadmin.get(
      '/subadmin/getofflineselling',
      {
        schema: {
          summary: "The company's offline selling settings",
          response: { 200: offlineSettingsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await offlineSettingsOf(ctx.db, companyUserOf(request).companyId),
      }),
    );
    subadmin.patch(
      '/subadmin/updateofflineselling',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            'Turn offline selling on or off and set its budget per draw, cap per number, stop before the close and longest offline time (audited)',
          description:
            'Per device and draw: `budgetPerDraw` and `capPerNumber` in HTG (the cap at most the budget); `stopMinutesBeforeClose` 0–120 (also the sync’s grace after the close); `maxOfflineMinutes` 1–720. Applies to grants taken from then on.',
          body: offlineSettings,
          response: { 200: offlineSettingsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Offline selling updated.',
        data: await updateOfflineSettings(ctx.db, companyUserOf(request), request.body),
      }),
    );
    subadmin.post(
      '/subadmin/decideoffline/:id',
      {
        config: { capability: 'tickets' },
        schema: {
          summary: 'Accept (record) or refuse a held offline ticket, with a reason (audited)',
          description:
            'Accepted: recorded through the sale path for its draw (refused 422 once the draw’s result is posted, or when the sale refuses it). Refused: kept, never paid. A ticket decided before answers 409; another company’s 404.',
          params: idParam,
          body: decideOfflineBody,
          response: { 200: decideOfflineAnswer, 404: errorBody, 409: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const decided = await decideOffline(
          ctx,
          request.log,
          companyUserOf(request),
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message:
            decided.state === 'recorded' ? 'Offline ticket recorded.' : 'Offline ticket refused.',
          data: decided,
        };
      },
    );
  });

  guardedPair(app, ctx, { tags }, (scope, role) => {
    scope.get(
      OFFLINE_PATHS[role],
      {
        schema: {
          summary:
            role === 'subadmin'
              ? "The company's held offline tickets, with their reason"
              : "The supervisor's sellers' held offline tickets, with their reason",
          description:
            'Held: stored, not payable, until the company accepts or refuses it. `reason`: signature (it does not match its content), chain_gap (a ticket before it is missing), chain_order (out of order), key_reused, clock (its time is impossible), expired (sold after its grant’s expiry), grant_ended (the grant was replaced), after_close (reached the server after the close and its grace), closed (sold within the stop before the close), blocked, percentage, cap, budget (broke the grant’s rules), refused (the sale refused it). By draw date.',
          querystring: offlineHeldQuery,
          response: { 200: offlineHeldList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await heldOfflineTickets(
          ctx,
          companyUserOf(request),
          request.query.fromDate,
          request.query.toDate,
          request.query.show,
        ),
      }),
    );
  });

  guarded(app, ctx, { roles: ['seller'], tags }, (seller) => {
    seller.post(
      '/seller/offlinegrant',
      {
        schema: {
          summary: 'Take a grant to sell one open draw offline (when the company allows it)',
          description:
            'Answers the budget and cap per number (HTG), the numbers blocked now, the percentage rule, the payout terms, the close, when offline sales stop (`stopsAt`), the expiry and the signing `key` (base64). ' +
            'The budget is reserved on the seller’s credit when a limit is set (cut to what it allows), and shown on the risk board as offline exposure until the grant expires. A new grant for the same draw ends the previous one. ' +
            'Refused 422: offline selling off (`offline.disabled`), the draw closed or too near its close (`offline.closed`), no credit left (`offline.no_credit`). ' +
            SIGNATURE,
          body: offlineGrantBody,
          response: { 200: offlineGrantAnswer, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        data: await takeOfflineGrant(ctx, companyUserOf(request), request.body.lotteryCategoryName),
      }),
    );
    seller.post(
      '/seller/syncoffline',
      {
        schema: {
          summary: "Send a grant's offline tickets, in order: each is recorded or held",
          description:
            'Each ticket `{saleKey, seq, soldAt, lines, prev, sig}`; ' +
            SIGNATURE +
            ' The server checks the signature, the chain (none missing, none reordered), the grant (expiry, budget, cap, its rules) and that the ticket reached it before the draw’s close, or within the grace (the stop-before-close minutes) when its device time is before the close and no result is posted. ' +
            'Recorded: sold through the same sale as online (same limits’ running totals, past a limit by at most the cap), the ticket answered. Held: stored, not payable, with its `reason` (see GET ' +
            OFFLINE_PATHS.subadmin +
            '). A ticket sent again answers as it did and records nothing. Another seller’s grant: 404.',
          body: syncOfflineBody,
          response: { 200: syncOfflineAnswer, 404: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        data: await syncOffline(ctx, request.log, companyUserOf(request), request.body),
      }),
    );
  });
}
