import { adminHomeAnswer, branchQuery, companyHomeAnswer } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { adminHome, companyHome } from './service.ts';

const tags = ['home'];
const figures =
  'Figures as in the sales reports: Total = non-bonus stakes of tickets not deleted, Paid = what they won, Profit = Total − Paid, by draw date; today in the operator’s time zone.';

const paths = { subadmin: '/subadmin/gethome', supervisor: '/supervisor/gethome' } as const;

/** The home "today at a glance": read only, one query per figure group. */
export function homeRoutes(app: App, ctx: Context) {
  guardedPair(app, ctx, { tags }, (scope, role) => {
    scope.get(
      paths[role],
      {
        schema: {
          summary: 'Today at a glance: the last 30 days, today’s draws and top sellers',
          description: `${figures} A supervisor sees only the sellers it supervises; \`branch\`: only that branch's sellers.`,
          querystring: branchQuery,
          response: { 200: companyHomeAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await companyHome(
          ctx.db,
          await inBranch(ctx.db, companyUserOf(request), request.query.branch),
          ctx.config.timeZone,
        ),
      }),
    );
  });

  guarded(app, ctx, { roles: ['admin'], tags }, (admin) => {
    admin.get(
      '/admin/gethome',
      {
        schema: {
          summary:
            'The platform today: each company’s sales, payouts and active sellers; alerts due',
          description: `${figures} Active sellers: those with a ticket today.`,
          response: { 200: adminHomeAnswer },
        },
      },
      async () => ({ success: true as const, data: await adminHome(ctx.db, ctx.config.timeZone) }),
    );
  });
}
