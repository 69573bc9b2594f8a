import {
  addOwnSellerBody,
  addSellerBody,
  bonusAnswer,
  cancelWindowAnswer,
  deleteSellerAnswer,
  errorBody,
  idParam,
  sellerAnswer,
  sellerList,
  sellerPayoutAnswer,
  updateBonusBody,
  updateCancelWindowBody,
  updateOwnSellerBody,
  updateSellerBody,
  updateSellerPayoutBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addSeller,
  deleteSeller,
  listSellers,
  sellerScopeOf,
  setCompanySetting,
  updateSeller,
} from './service.ts';

const tags = ['sellers'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const DELETE_RULE =
  'A seller who has sold tickets (or chatted) is deactivated and hidden — device ID freed, ' +
  'sessions ended — so its tickets and reports stay intact; a seller without history is deleted.';

const deleted = (hidden: boolean) => ({
  success: true as const,
  message: hidden
    ? 'The seller has sold tickets: it is deactivated and hidden; its tickets and reports are kept.'
    : 'User deleted.',
  hidden,
});

/** The subadmin's seller table (SPEC.md §7 Subadmin) and the company's bonus switch. */
export function sellerRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getseller',
      {
        schema: {
          tags,
          summary:
            "The company's sellers, its name, its bonus switch and its sellers-payout switch",
          security: SECURED,
          response: { 200: sellerList, ...errors },
        },
      },
      async (request) => listSellers(ctx.db, sellerScopeOf(userOf(request))),
    );
    subadmin.post(
      '/subadmin/addseller',
      {
        schema: {
          tags,
          summary: 'Create a seller (name and device ID unique; supervisor of the same company)',
          security: SECURED,
          body: addSellerBody,
          response: { 200: sellerAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Seller created.',
        data: await addSeller(
          ctx.db,
          userOf(request),
          sellerScopeOf(userOf(request)),
          request.body,
        ),
      }),
    );
    subadmin.patch(
      '/subadmin/updateseller/:id',
      {
        schema: {
          tags,
          summary:
            'Change a seller (only the fields sent non-empty; deactivating, a new password or device ends its sessions)',
          security: SECURED,
          params: idParam,
          body: updateSellerBody,
          response: { 200: sellerAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'User updated.',
        data: await updateSeller(
          ctx.db,
          userOf(request),
          sellerScopeOf(userOf(request)),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deleteseller/:id',
      {
        schema: {
          tags,
          summary: `Delete a seller. ${DELETE_RULE}`,
          security: SECURED,
          params: idParam,
          response: { 200: deleteSellerAnswer, ...errors },
        },
      },
      async (request) => {
        const actor = userOf(request);
        const { hidden } = await deleteSeller(
          ctx.db,
          actor,
          sellerScopeOf(actor),
          request.params.id,
        );
        return deleted(hidden);
      },
    );
    subadmin.patch(
      '/subadmin/updatebonus',
      {
        schema: {
          tags,
          summary:
            "Switch the company's bonus on or off: free MRG lines on tickets of 50, 250 or 1000 HTG",
          security: SECURED,
          body: updateBonusBody,
          response: { 200: bonusAnswer, ...errors },
        },
      },
      async (request) => {
        const bonusFlag = await setCompanySetting(
          ctx.db,
          userOf(request),
          companyOf(request),
          'bonusFlag',
          request.body.bonusFlag,
        );
        return {
          success: true as const,
          message: bonusFlag ? 'Bonus turned on.' : 'Bonus turned off.',
          bonusFlag,
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatesellerpayout',
      {
        schema: {
          tags,
          summary:
            "Let the company's sellers pay out any of its winning tickets (true), or only the tickets they sold (false)",
          security: SECURED,
          body: updateSellerPayoutBody,
          response: { 200: sellerPayoutAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Sellers payout updated.',
        sellersPayAnyTicket: await setCompanySetting(
          ctx.db,
          userOf(request),
          companyOf(request),
          'sellersPayAnyTicket',
          request.body.sellersPayAnyTicket,
        ),
      }),
    );
    subadmin.patch(
      '/subadmin/updatecancelwindow',
      {
        schema: {
          tags,
          summary:
            "Set how many minutes (0–60) after a sale the company's sellers may cancel their own ticket",
          security: SECURED,
          body: updateCancelWindowBody,
          response: { 200: cancelWindowAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Cancel window updated.',
        cancelWindowMinutes: await setCompanySetting(
          ctx.db,
          userOf(request),
          companyOf(request),
          'cancelWindowMinutes',
          request.body.cancelWindowMinutes,
        ),
      }),
    );
  });

  // A supervisor's own seller table (SPEC.md §7 Supervisor): only the sellers it supervises.
  guarded(app, ctx, ['supervisor'], (supervisor) => {
    supervisor.get(
      '/supervisor/getSeller',
      {
        schema: {
          tags,
          summary:
            "The supervisor's own sellers, the company name, its bonus switch and its sellers-payout switch",
          security: SECURED,
          response: { 200: sellerList, ...errors },
        },
      },
      async (request) => listSellers(ctx.db, sellerScopeOf(userOf(request))),
    );
    supervisor.post(
      '/supervisor/addseller',
      {
        schema: {
          tags,
          summary: 'Create a seller of the supervisor’s company, supervised by it',
          security: SECURED,
          body: addOwnSellerBody,
          response: { 200: sellerAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Seller created.',
        data: await addSeller(
          ctx.db,
          userOf(request),
          sellerScopeOf(userOf(request)),
          request.body,
        ),
      }),
    );
    supervisor.patch(
      '/supervisor/updateseller/:id',
      {
        schema: {
          tags,
          summary: 'Change one of its own sellers (only the fields sent non-empty)',
          security: SECURED,
          params: idParam,
          body: updateOwnSellerBody,
          response: { 200: sellerAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'User updated.',
        data: await updateSeller(
          ctx.db,
          userOf(request),
          sellerScopeOf(userOf(request)),
          request.params.id,
          request.body,
        ),
      }),
    );
    supervisor.delete(
      '/supervisor/deleteseller/:id',
      {
        schema: {
          tags,
          summary: `Delete one of its own sellers. ${DELETE_RULE}`,
          security: SECURED,
          params: idParam,
          response: { 200: deleteSellerAnswer, ...errors },
        },
      },
      async (request) => {
        const actor = userOf(request);
        const { hidden } = await deleteSeller(
          ctx.db,
          actor,
          sellerScopeOf(actor),
          request.params.id,
        );
        return deleted(hidden);
      },
    );
  });
}
