import {
  gameTotalsAnswer,
  lotterySummaryAnswer,
  numberInfoAnswer,
  numberInfoQuery,
  SALE_DETAIL_PATHS,
  saleDetailsByLotteryQuery,
  saleDetailsQuery,
  sellDetailsAnswer,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { numberInfo } from './number-info.ts';
import { detailSearchOf, gameTotals, lotterySummaries, sellDetails } from './service.ts';

const tags = ['sale details'];
const counted =
  'Bonus lines and deleted tickets are left out. A seller outside the caller’s sellers answers 404.';

/**
 * Sale details of one draw date (SPEC.md §2): the subadmin's calls under
 * `/sbuadmin/…` (spelled so by the spec) and the supervisor's under `/superVisor/…`.
 * The same services serve both; `ticketsOf` keeps each to its own sellers.
 */
export function saleDetailRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags }, (scope, role) => {
    const path = SALE_DETAIL_PATHS[role];
    scope.get(
      path.groups,
      {
        schema: {
          summary: 'Sale details (a): per game and number, how many lines and their sum',
          description: `Seller (empty: all), lottery (empty: all) and one draw date. ${counted}`,
          querystring: saleDetailsQuery,
          response: { 200: sellDetailsAnswer },
        },
      },
      async (request) => {
        // `?branch` (issue 39): only that branch's sellers.
        const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
        const search = await detailSearchOf(ctx.db, actor, request.query);
        return { success: true as const, ...(await sellDetails(ctx.db, actor, search)) };
      },
    );

    scope.get(
      path.games,
      {
        schema: {
          summary: 'Sale details (b): per game (L4C 1, 2, 3 apart), how many lines and their sum',
          description: `Same query as getselldetails. ${counted}`,
          querystring: saleDetailsQuery,
          response: { 200: gameTotalsAnswer },
        },
      },
      async (request) => {
        // `?branch` (issue 39): only that branch's sellers.
        const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
        const search = await detailSearchOf(ctx.db, actor, request.query);
        return { success: true as const, ...(await gameTotals(ctx.db, actor, search)) };
      },
    );

    scope.get(
      path.lotteries,
      {
        schema: {
          summary: 'Sale details (c): per lottery of the date, Total, Paid and Profit',
          description: `Seller (empty: all) and one draw date. ${counted}`,
          querystring: saleDetailsByLotteryQuery,
          response: { 200: lotterySummaryAnswer },
        },
      },
      async (request) => {
        // `?branch` (issue 39): only that branch's sellers.
        const actor = await inBranch(ctx.db, companyUserOf(request), request.query.branch);
        const search = await detailSearchOf(ctx.db, actor, request.query);
        return {
          success: true as const,
          ...(await lotterySummaries(ctx.db, actor, search, ctx.config.timeZone)),
        };
      },
    );

    scope.get(
      path.number,
      {
        schema: {
          summary: 'Number info: who bet on one number, the tightest limit, Pari and what is left',
          description: `\`data\`: one entry per seller who bet on the number. \`limitInfo\`: the limit that binds the number now, among All, the seller's supervisor's and the seller's own (with no seller, All and, for a supervisor, its own): the one that can still take the least, as at a sale, with its owner and running total (null: no limit). \`available\` = that limit − its running total (what a sale can still take), not limit − pari. ${counted}`,
          querystring: numberInfoQuery,
          response: { 200: numberInfoAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const { gameCategory, gameNumber, ...rest } = request.query;
        const search = await detailSearchOf(ctx.db, actor, rest);
        const category =
          search.category ?? (await resolveLotteryCategory(ctx.db, rest.lotteryCategoryName));
        return {
          success: true as const,
          ...(await numberInfo(ctx.db, actor, { ...search, category }, gameCategory, gameNumber)),
        };
      },
    );
  });
}
