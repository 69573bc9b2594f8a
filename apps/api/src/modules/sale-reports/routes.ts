import {
  companySaleReportAnswer,
  companySaleReportQuery,
  errorBody,
  saleReportQuery,
  sellerSaleReportAnswer,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { companySaleReport, sellerSaleReport } from './service.ts';

const tags = ['sale reports'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const figures =
  'Total = non-bonus line amounts of tickets not deleted, counted from the moment of sale; Paid = their payouts (growing as results are posted); Profit = Total − Paid. Draw dates From–To, both included.';

/** Sales reports: per seller for a company's subadmin and supervisors, per company for the admin. */
export function saleReportRoutes(app: App, ctx: Context) {
  const perSeller = {
    schema: {
      tags,
      summary: 'Sales report per seller: Total, Paid, Profit, with grand totals',
      description: `${figures} Seller empty: all of the caller's sellers (a supervisor: those it supervises); another's seller answers 404.`,
      security: SECURED,
      querystring: saleReportQuery,
      response: { 200: sellerSaleReportAnswer, ...errors },
    },
  };

  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get('/subadmin/getsalereports', perSeller, async (request) => ({
      success: true as const,
      ...(await sellerSaleReport(ctx.db, userOf(request), request.query)),
    }));
  });

  guarded(app, ctx, ['supervisor'], (supervisor) => {
    supervisor.get('/superVisor/getSalereports', perSeller, async (request) => ({
      success: true as const,
      ...(await sellerSaleReport(ctx.db, userOf(request), request.query)),
    }));
  });

  guarded(app, ctx, ['admin'], (admin) => {
    admin.get(
      '/admin/getsalereports',
      {
        schema: {
          tags,
          summary: 'Sales report by company (admin): Total, Paid, Profit per company, grand totals',
          description: `${figures} Every company's totals; no ticket details. Lottery empty: all.`,
          security: SECURED,
          querystring: companySaleReportQuery,
          response: { 200: companySaleReportAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await companySaleReport(ctx.db, request.query)),
      }),
    );
  });
}
