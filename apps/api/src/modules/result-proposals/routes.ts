import {
  confirmResultProposalAnswer,
  confirmResultProposalBody,
  fetchResultsAnswer,
  fetchResultsBody,
  idParam,
  RESULT_PROPOSAL_PATHS,
  resultAlertList,
  resultProposalList,
  resultProposalsQuery,
} from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { resultSources } from '../result-sources/registry.ts';
import { confirmProposal } from './confirm.ts';
import { fetchResults } from './fetch.ts';
import { listProposals, resultAlerts } from './list.ts';

const tags = ['result proposals'];

export function resultProposalRoutes(app: App, ctx: Context) {
  const sources = resultSources(ctx.config.results);
  const timeZone = ctx.config.timeZone;
  guarded(app, ctx, { roles: ['admin'], tags, errors: [400, 404, 409, 422] }, (admin) => {
    admin.get(
      RESULT_PROPOSAL_PATHS.list,
      {
        schema: {
          summary:
            "The results the lotteries' sources proposed for a date (operator's day), one per draw and source, on each category made from the draw",
          querystring: resultProposalsQuery,
          response: { 200: resultProposalList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listProposals(ctx.db, request.query.date, timeZone),
      }),
    );
    admin.get(
      RESULT_PROPOSAL_PATHS.alerts,
      {
        schema: {
          summary:
            'The results that are late or in doubt for a date: no proposal 30 min after the draw, a proposal waiting 30 min, sources that disagree, a source failing for an hour',
          querystring: resultProposalsQuery,
          response: { 200: resultAlertList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await resultAlerts(ctx.db, sources, request.query.date, timeZone),
      }),
    );
    admin.post(
      `${RESULT_PROPOSAL_PATHS.confirm}/:id`,
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Confirm a complete proposal: posted as addwiningnumber posts (the same close rule, settlement) on every category made from its draw; 422 `result_proposal.incomplete` when a game is missing, 409 `result_proposal.sources_disagree` while another source says other numbers, 409 `result_proposal.disagrees_with_result` when a category of the draw has a result with other numbers, 409 `result_proposal.changed` when the games sent (what the screen showed) are no longer the proposal's",
          params: idParam,
          body: confirmResultProposalBody,
          response: { 200: confirmResultProposalAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Result confirmed',
        ...(await confirmProposal(
          ctx.db,
          userOf(request),
          request.params.id,
          timeZone,
          request.body,
        )),
      }),
    );
    admin.post(
      RESULT_PROPOSAL_PATHS.fetch,
      {
        config: { capability: 'results' },
        schema: {
          summary:
            "Ask the sources now for a date's draws (one catalog entry, or every entry a category is made from)",
          body: fetchResultsBody,
          response: { 200: fetchResultsAnswer },
        },
      },
      async (request) => {
        const { asked } = await fetchResults(ctx.db, sources, {
          ...request.body,
          timeZone,
          log: request.log,
        });
        return {
          success: true as const,
          data: { asked, proposals: await listProposals(ctx.db, request.body.date, timeZone) },
        };
      },
    );
  });
}
