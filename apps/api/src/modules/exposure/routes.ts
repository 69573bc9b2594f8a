import { constants as zlibConstants } from 'node:zlib';
import { localDateOf } from '@tiraj/domain';
import {
  EXPOSURE_PATHS,
  EXPOSURE_STREAM_PATHS,
  exposureAnswer,
  exposureQuery,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { exposure } from './service.ts';

/** The live risk board (issue 15): the subadmin's over the company, the supervisor's over its sellers. */
export function exposureRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags: ['risk board'] }, (scope, role) => {
    scope.get(
      EXPOSURE_PATHS[role],
      {
        schema: {
          summary:
            'Risk board of one draw: per number played, the stake, the payout if it comes out and the binding limit',
          description:
            'Every number played in the draw (tickets not deleted' +
            (role === 'supervisor' ? ', of the supervisor’s sellers' : ', of the company') +
            '): `amount` staked (bonus lines left out), `tickets`, `payout` = what the bank pays if it comes out (BLT: first; other games: if they win) at each ticket’s own multipliers, bonus lines included; ' +
            '`limitStaked`, `limit`, `available` and `usedPercent` of the binding limit (All, a supervisor’s or a seller’s: the one that can take the least more, as at a sale). Sorted by payout, highest first. ' +
            'Unknown lottery: 404. Live updates: GET ' +
            EXPOSURE_STREAM_PATHS[role] +
            '.',
          querystring: exposureQuery,
          response: { 200: exposureAnswer },
        },
        // A big draw's board has over 10,000 rows: re-validating each against the contract cost
        // about 30 ms an answer (profiled). The service builds them typed by that contract.
        serializerCompiler: () => (data) => JSON.stringify(data),
        // Its JSON is ~170 bytes a row (1.8 MB for 10,000 numbers): brotli at quality 4 took more
        // time than the rest of the answer (profiled); quality 2 takes about a third of it and,
        // on the benchmark's board, sends the same 62 kB.
        compress: { brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } } },
      },
      async (request) => {
        const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
        const category = await resolveLotteryCategory(ctx.db, request.query.lotteryCategoryName);
        const date = request.query.date ?? localDateOf(new Date(), ctx.config.timeZone);
        return { success: true as const, data: await exposure(ctx.db, actor, category, date) };
      },
    );
  });
}
