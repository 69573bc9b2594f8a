import {
  addLimitBody,
  copyLimitsAnswer,
  copyLimitsBody,
  idParam,
  limitAllQuery,
  limitAnswer,
  limitList,
  limitSellerQuery,
  limitSupervisorQuery,
  okBody,
  updateLimitBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { copyLimits } from './copy.ts';
import { addLimit, deleteLimit, listLimits, updateLimit } from './service.ts';

const tags = ['limits'];

/** Limit records (ARCHITECTURE.md §6b Limits): for the whole company, a supervisor or a seller. */
export function limitRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getLimitButAll',
      {
        schema: {
          summary: "The company's All records (for every seller), optionally of one category",
          querystring: limitAllQuery,
          response: { 200: limitList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyUserOf(request), 'all', request.query),
      }),
    );
    subadmin.get(
      '/subadmin/getLimitButSeller',
      {
        schema: {
          summary: "Sellers' records, optionally of one seller and one category",
          querystring: limitSellerQuery,
          response: { 200: limitList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyUserOf(request), 'seller', request.query),
      }),
    );
    subadmin.get(
      '/subadmin/getLimitButSuperVisor',
      {
        schema: {
          summary:
            "Supervisors' records (all of a supervisor's sellers together), optionally of one supervisor and one category",
          querystring: limitSupervisorQuery,
          response: { 200: limitList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyUserOf(request), 'supervisor', request.query),
      }),
    );
    subadmin.post(
      '/subadmin/addlimitbut',
      {
        config: { capability: 'rules' },
        schema: {
          summary:
            'Create a limit record: with seller or superVisor for that person, with neither for All; one per category and owner',
          body: addLimitBody,
          response: { 200: limitAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Limit created successfully',
          data: await addLimit(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.post(
      '/subadmin/copylimits',
      {
        config: { capability: 'rules' },
        schema: {
          summary: "Copy one draw's limits and blocked numbers to other draws",
          description:
            "One transaction. On each target a limit record of the same owner (All, a supervisor, a seller) is replaced, one it lacks is added, its other records stay; the source's blocked numbers are added beside the target's own. `dryRun: true` answers the same counts and changes nothing.",
          body: copyLimitsBody,
          response: { 200: copyLimitsAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const data = await copyLimits(ctx.db, actor, request.body);
        return {
          success: true as const,
          message: data.dryRun ? 'Nothing copied yet.' : 'Limits and blocked numbers copied.',
          data,
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatelimitbut/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: "Change a limit record's category or amounts (its owner stays)",
          params: idParam,
          body: updateLimitBody,
          response: { 200: limitAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Limit updated successfully',
          data: await updateLimit(ctx.db, actor, request.params.id, request.body),
        };
      },
    );
    subadmin.delete(
      '/subadmin/deletelimitbut/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Delete a limit record',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        await deleteLimit(ctx.db, actor, request.params.id);
        return { success: true as const, message: 'Limit deleted successfully' };
      },
    );
  });
}
