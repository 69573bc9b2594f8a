import { companySessions } from '../../caches/invalidation.ts';
import {
  addOwnSellerBody,
  addSellerBody,
  bonusAnswer,
  cancelWindowAnswer,
  deleteSellerAnswer,
  idParam,
  lotterySoftDevicesAnswer,
  sellerAnswer,
  sellerList,
  sellerPayoutAnswer,
  updateBonusBody,
  updateCancelWindowBody,
  updateLotterySoftDevicesBody,
  updateOwnSellerBody,
  updateSellerBody,
  updateSellerPayoutBody,
  ticketValidityAnswer,
  updateTicketValidityBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import { sellerBulkRoutes } from './bulk-routes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addSeller,
  deleteSeller,
  listSellers,
  setCompanySetting,
  updateSeller,
} from './service.ts';

const tags = ['sellers'];
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

/**
 * The seller table as each role has it (SPEC.md §7): a subadmin manages its whole
 * company's sellers, a supervisor only those it supervises (and adds them under itself).
 */
const sellerTables = {
  subadmin: {
    list: {
      path: '/subadmin/getseller',
      summary: "The company's sellers, its name, its bonus switch and its sellers-payout switch",
    },
    add: {
      path: '/subadmin/addseller',
      summary: 'Create a seller (name and device ID unique; supervisor of the same company)',
      body: addSellerBody,
    },
    update: {
      path: '/subadmin/updateseller/:id',
      summary:
        'Change a seller (only the fields sent non-empty; deactivating, a new password or device ends its sessions)',
      body: updateSellerBody,
    },
    remove: { path: '/subadmin/deleteseller/:id', summary: `Delete a seller. ${DELETE_RULE}` },
  },
  supervisor: {
    list: {
      path: '/supervisor/getSeller',
      summary:
        "The supervisor's own sellers, the company name, its bonus switch and its sellers-payout switch",
    },
    add: {
      path: '/supervisor/addseller',
      summary: 'Create a seller of the supervisor’s company, supervised by it',
      body: addOwnSellerBody,
    },
    update: {
      path: '/supervisor/updateseller/:id',
      summary: 'Change one of its own sellers (only the fields sent non-empty)',
      body: updateOwnSellerBody,
    },
    remove: {
      path: '/supervisor/deleteseller/:id',
      summary: `Delete one of its own sellers. ${DELETE_RULE}`,
    },
  },
} as const;

/** The seller tables of subadmins and supervisors, and the company's seller settings. */
export function sellerRoutes(app: App, ctx: Context) {
  sellerBulkRoutes(app, ctx);
  guardedPair(app, ctx, { tags, errors: [400, 404, 409] }, (scope, role) => {
    const table = sellerTables[role];
    scope.get(
      table.list.path,
      { schema: { summary: table.list.summary, response: { 200: sellerList } } },
      async (request) => listSellers(ctx.db, companyUserOf(request)),
    );
    scope.post(
      table.add.path,
      {
        config: { capability: 'people' },
        schema: {
          summary: table.add.summary,
          body: table.add.body,
          response: { 200: sellerAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Seller created.',
          data: await addSeller(ctx.db, actor, request.body),
        };
      },
    );
    scope.patch(
      table.update.path,
      {
        config: { capability: 'people' },
        schema: {
          summary: table.update.summary,
          params: idParam,
          body: table.update.body,
          response: { 200: sellerAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'User updated.',
          // A seller's name, activity, password, device or supervisor: its sessions change or end.
          data: await ctx.caches.changing(companySessions(actor.companyId), () =>
            updateSeller(ctx.db, actor, request.params.id, request.body),
          ),
        };
      },
    );
    scope.delete(
      table.remove.path,
      {
        config: { capability: 'people' },
        schema: {
          summary: table.remove.summary,
          params: idParam,
          response: { 200: deleteSellerAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const { hidden } = await ctx.caches.changing(companySessions(actor.companyId), () =>
          deleteSeller(ctx.db, actor, request.params.id),
        );
        return deleted(hidden);
      },
    );
  });

  // The company's settings for its sellers: the subadmin's alone.
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.patch(
      '/subadmin/updatebonus',
      {
        config: { capability: 'rules' },
        schema: {
          summary:
            "Switch the company's bonus on or off: free MRG lines on tickets of 50, 250 or 1000 HTG",
          body: updateBonusBody,
          response: { 200: bonusAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const bonusFlag = await setCompanySetting(
          ctx.db,
          actor,
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
        config: { capability: 'rules' },
        schema: {
          summary:
            "Let the company's sellers pay out any of its winning tickets (true), or only the tickets they sold (false)",
          body: updateSellerPayoutBody,
          response: { 200: sellerPayoutAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Sellers payout updated.',
          sellersPayAnyTicket: await setCompanySetting(
            ctx.db,
            actor,
            'sellersPayAnyTicket',
            request.body.sellersPayAnyTicket,
          ),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatecancelwindow',
      {
        config: { capability: 'rules' },
        schema: {
          summary:
            "Set how many minutes (0–60) after a sale the company's sellers may cancel their own ticket",
          body: updateCancelWindowBody,
          response: { 200: cancelWindowAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Cancel window updated.',
          cancelWindowMinutes: await setCompanySetting(
            ctx.db,
            actor,
            'cancelWindowMinutes',
            request.body.cancelWindowMinutes,
          ),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updateticketvalidity',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            'Set the line printed at the foot of the company\'s tickets (e.g. "Fich valab 90 jou"; empty: none)',
          body: updateTicketValidityBody,
          response: { 200: ticketValidityAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Ticket validity updated.',
        ticketValidity: await setCompanySetting(
          ctx.db,
          companyUserOf(request),
          'ticketValidity',
          request.body.ticketValidity,
        ),
      }),
    );
    subadmin.patch(
      '/subadmin/updatelotterysoftdevices',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            "Let the company's sellers sign in from LotterySoft's seller app by device ID (true), or not (false, the default)",
          description:
            'Turned off, the devices signed in with it stop working at once (their next call answers `Unauthorized!`).',
          body: updateLotterySoftDevicesBody,
          response: { 200: lotterySoftDevicesAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        // The company's device sessions read the switch: drop them from every instance's cache.
        const lotterySoftDevices = await ctx.caches.changing(companySessions(actor.companyId), () =>
          setCompanySetting(ctx.db, actor, 'lotterySoftDevices', request.body.lotterySoftDevices),
        );
        return {
          success: true as const,
          message: lotterySoftDevices
            ? 'LotterySoft devices turned on.'
            : 'LotterySoft devices turned off.',
          lotterySoftDevices,
        };
      },
    );
  });
}
