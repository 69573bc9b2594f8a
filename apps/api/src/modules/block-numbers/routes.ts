import {
  addBlockNumberBody,
  addBlockNumbersAnswer,
  addBlockNumbersBody,
  blockNumberAnswer,
  blockNumberList,
  idParam,
  okBody,
  updateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addBlockNumber,
  deleteBlockNumber,
  listBlockNumbers,
  updateBlockNumber,
} from './service.ts';
import { addBlockNumbers } from './bulk.ts';

const tags = ['block numbers'];

export function blockNumberRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getblocknumber',
      {
        schema: {
          summary: "The company's blocked numbers: lines with them cannot be sold",
          response: { 200: blockNumberList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listBlockNumbers(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addblocknumber',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Block a number for a lottery category and game (MRG stored as 12×34)',
          body: addBlockNumberBody,
          response: { 200: blockNumberAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Block Numbers created.',
          data: await addBlockNumber(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.post(
      '/subadmin/addblocknumbers',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Block a pattern of numbers for several draws and games at once',
          description:
            'One transaction: every block, or none when the pattern does not fit a chosen game (400 on `numbers`, naming the token) or names more than 10,000 blocks. Blocks the company already has are skipped, so a repeat adds nothing.',
          body: addBlockNumbersBody,
          response: { 200: addBlockNumbersAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Block Numbers created.',
          data: await addBlockNumbers(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updateblocknumber/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Change a blocked number (the fields sent)',
          params: idParam,
          body: updateBlockNumberBody,
          response: { 200: blockNumberAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Block Numbers updated.',
          data: await updateBlockNumber(ctx.db, actor, request.params.id, request.body),
        };
      },
    );
    subadmin.delete(
      '/subadmin/deleteblocknumber/:id',
      {
        config: { capability: 'rules' },
        schema: {
          summary: 'Unblock a number',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        await deleteBlockNumber(ctx.db, actor, request.params.id);
        return { success: true as const, message: 'Block Numbers deleted.' };
      },
    );
  });
}
