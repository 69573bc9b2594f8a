import {
  BRANCH_PATHS,
  branchSummaryAnswer,
  branchSummaryQuery,
  companySaleReportAnswer,
  companySaleReportQuery,
  SALE_REPORT_PATHS,
  saleReportQuery,
  sellerSaleReportAnswer,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { companySaleReport, sellerSaleReport } from './service.ts';
import { branchSummary } from './branch-summary.ts';

const tags = ['sale reports'];
const figures =
  'Total = non-bonus line amounts of tickets not deleted, counted from the moment of sale; Paid = their payouts (growing as results are posted); Profit = Total − Paid; Paid out = the cash handed over to winners on the days From–To (operator-local day of payment, never changed by a corrected result), on the tickets of the row; a row at zero sales when cash was paid out without sales on those draw dates. Draw dates From–To, both included.';

/** Sales reports: per seller for a company's subadmin and supervisors, per company for the admin. */
export function saleReportRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags }, (scope, role) => {
    scope.get(
      SALE_REPORT_PATHS[role],
      {
        schema: {
          summary: 'Sales report per seller: Total, Paid, Profit, Paid out, with grand totals',
          description: `${figures} Seller empty: all of the caller's sellers (a supervisor: those it supervises); another's seller answers 404.`,
          querystring: saleReportQuery,
          response: { 200: sellerSaleReportAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await sellerSaleReport(
          ctx.db,
          await inBranch(ctx.db, companyUserOf(request), request.query.branch),
          request.query,
          ctx.config.timeZone,
        )),
      }),
    );
  });

  // Issue 39: the sales report summed per branch, for the company's owner.
  guarded(app, ctx, { roles: ['subadmin'], tags }, (subadmin) => {
    subadmin.get(
      BRANCH_PATHS.summary,
      {
        schema: {
          summary:
            'Per branch (and sellers in no branch): tickets, Total, Paid, Profit, commission, net profit',
          description:
            "The sales report's figures (`getsalereports`) summed over each branch's sellers as they are now; draw dates From–To, both included.",
          querystring: branchSummaryQuery,
          response: { 200: branchSummaryAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await branchSummary(
          ctx.db,
          companyUserOf(request),
          request.query,
          ctx.config.timeZone,
        ),
      }),
    );
  });

  guarded(app, ctx, { roles: ['admin'], tags }, (admin) => {
    admin.get(
      '/admin/getsalereports',
      {
        schema: {
          summary:
            'Sales report by company (admin): Total, Paid, Profit, Paid out per company, grand totals',
          description: `${figures} Every company's totals; no ticket details. Lottery empty: all.`,
          querystring: companySaleReportQuery,
          response: { 200: companySaleReportAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await companySaleReport(ctx.db, request.query, ctx.config.timeZone)),
      }),
    );
  });
}
