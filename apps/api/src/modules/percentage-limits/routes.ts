import {
  addPercentageLimitBody,
  idParam,
  okBody,
  percentageLimitAnswer,
  percentageLimitList,
  percentageLimitQuery,
  updatePercentageLimitBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addPercentageLimit,
  deletePercentageLimit,
  listPercentageLimits,
  updatePercentageLimit,
} from './service.ts';

const tags = ['percentage limits'];

export function percentageLimitRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getpercentagelimit',
      {
        schema: {
          summary: "The company's percentage limits, one per lottery category",
          querystring: percentageLimitQuery,
          response: { 200: percentageLimitList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPercentageLimits(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addpercentagelimit',
      {
        config: { capability: 'rules' },
        schema: {
          summary:
            'Create the percentage limit of a lottery category (one per company and category)',
          body: addPercentageLimitBody,
          response: { 200: percentageLimitAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Percentage limit created.',
          data: await addPercentageLimit(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatepercentagelimit/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Change a percentage limit (the fields sent)',
          params: idParam,
          body: updatePercentageLimitBody,
          response: { 200: percentageLimitAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Percentage limit updated.',
          data: await updatePercentageLimit(ctx.db, actor, request.params.id, request.body),
        };
      },
    );
    subadmin.delete(
      '/subadmin/deletePercentageLimit/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Delete a percentage limit',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        await deletePercentageLimit(ctx.db, actor, request.params.id);
        return { success: true as const, message: 'Percentage limit deleted.' };
      },
    );
  });
}
