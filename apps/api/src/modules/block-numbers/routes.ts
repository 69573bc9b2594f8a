import {
  addBlockNumberBody,
  blockNumberAnswer,
  blockNumberList,
  errorBody,
  idParam,
  okBody,
  updateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addBlockNumber,
  deleteBlockNumber,
  listBlockNumbers,
  updateBlockNumber,
} from './service.ts';

const tags = ['block numbers'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function blockNumberRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getblocknumber',
      {
        schema: {
          tags,
          summary: "The company's blocked numbers: lines with them cannot be sold",
          security: SECURED,
          response: { 200: blockNumberList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listBlockNumbers(ctx.db, companyOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addblocknumber',
      {
        schema: {
          tags,
          summary: 'Block a number for a lottery category and game (MRG stored as 12×34)',
          security: SECURED,
          body: addBlockNumberBody,
          response: { 200: blockNumberAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Block Numbers created.',
        data: await addBlockNumber(ctx.db, userOf(request), companyOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updateblocknumber/:id',
      {
        schema: {
          tags,
          summary: 'Change a blocked number (the fields sent)',
          security: SECURED,
          params: idParam,
          body: updateBlockNumberBody,
          response: { 200: blockNumberAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Block Numbers updated.',
        data: await updateBlockNumber(
          ctx.db,
          userOf(request),
          companyOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deleteblocknumber/:id',
      {
        schema: {
          tags,
          summary: 'Unblock a number',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deleteBlockNumber(ctx.db, userOf(request), companyOf(request), request.params.id);
        return { success: true as const, message: 'Block Numbers deleted.' };
      },
    );
  });
}
