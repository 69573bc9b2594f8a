import {
  addLimitBody,
  errorBody,
  idParam,
  limitAllQuery,
  limitAnswer,
  limitList,
  limitSellerQuery,
  limitSupervisorQuery,
  okBody,
  updateLimitBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addLimit, deleteLimit, listLimits, updateLimit } from './service.ts';

const tags = ['limits'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Limit records (ARCHITECTURE.md §6b Limits): for the whole company, a supervisor or a seller. */
export function limitRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getLimitButAll',
      {
        schema: {
          tags,
          summary: "The company's All records (for every seller), optionally of one category",
          security: SECURED,
          querystring: limitAllQuery,
          response: { 200: limitList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyOf(request), 'all', request.query),
      }),
    );
    subadmin.get(
      '/subadmin/getLimitButSeller',
      {
        schema: {
          tags,
          summary: "Sellers' records, optionally of one seller and one category",
          security: SECURED,
          querystring: limitSellerQuery,
          response: { 200: limitList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyOf(request), 'seller', request.query),
      }),
    );
    subadmin.get(
      '/subadmin/getLimitButSuperVisor',
      {
        schema: {
          tags,
          summary:
            "Supervisors' records (all of a supervisor's sellers together), optionally of one supervisor and one category",
          security: SECURED,
          querystring: limitSupervisorQuery,
          response: { 200: limitList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listLimits(ctx.db, companyOf(request), 'supervisor', request.query),
      }),
    );
    subadmin.post(
      '/subadmin/addlimitbut',
      {
        schema: {
          tags,
          summary:
            'Create a limit record: with seller or superVisor for that person, with neither for All; one per category and owner',
          security: SECURED,
          body: addLimitBody,
          response: { 200: limitAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Limit created successfully',
        data: await addLimit(ctx.db, userOf(request), companyOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatelimitbut/:id',
      {
        schema: {
          tags,
          summary: "Change a limit record's category or amounts (its owner stays)",
          security: SECURED,
          params: idParam,
          body: updateLimitBody,
          response: { 200: limitAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Limit updated successfully',
        data: await updateLimit(
          ctx.db,
          userOf(request),
          companyOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deletelimitbut/:id',
      {
        schema: {
          tags,
          summary: 'Delete a limit record',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deleteLimit(ctx.db, userOf(request), companyOf(request), request.params.id);
        return { success: true as const, message: 'Limit deleted successfully' };
      },
    );
  });
}
