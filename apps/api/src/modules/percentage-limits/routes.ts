import {
  addPercentageLimitBody,
  errorBody,
  idParam,
  okBody,
  percentageLimitAnswer,
  percentageLimitList,
  percentageLimitQuery,
  updatePercentageLimitBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addPercentageLimit,
  deletePercentageLimit,
  listPercentageLimits,
  updatePercentageLimit,
} from './service.ts';

const tags = ['percentage limits'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function percentageLimitRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getpercentagelimit',
      {
        schema: {
          tags,
          summary: "The company's percentage limits, one per lottery category",
          security: SECURED,
          querystring: percentageLimitQuery,
          response: { 200: percentageLimitList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPercentageLimits(ctx.db, companyOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addpercentagelimit',
      {
        schema: {
          tags,
          summary:
            'Create the percentage limit of a lottery category (one per company and category)',
          security: SECURED,
          body: addPercentageLimitBody,
          response: { 200: percentageLimitAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Percentage limit created.',
        data: await addPercentageLimit(ctx.db, userOf(request), companyOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatepercentagelimit/:id',
      {
        schema: {
          tags,
          summary: 'Change a percentage limit (the fields sent)',
          security: SECURED,
          params: idParam,
          body: updatePercentageLimitBody,
          response: { 200: percentageLimitAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Percentage limit updated.',
        data: await updatePercentageLimit(
          ctx.db,
          userOf(request),
          companyOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deletePercentageLimit/:id',
      {
        schema: {
          tags,
          summary: 'Delete a percentage limit',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deletePercentageLimit(ctx.db, userOf(request), companyOf(request), request.params.id);
        return { success: true as const, message: 'Percentage limit deleted.' };
      },
    );
  });
}
