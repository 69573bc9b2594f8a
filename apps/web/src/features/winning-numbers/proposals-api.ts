import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RESULT_PROPOSAL_PATHS,
  type ResultAlert,
  type ResultProposalItem,
} from '@tiraj/domain/contracts';
import { get, post } from '../../lib/api-client.ts';

/** The sources' proposals of a day (issue 40), shown on the due rows of Today's results. */
export function useResultProposals(date: string) {
  return useQuery({
    queryKey: ['result-proposals', date],
    queryFn: ({ signal }) =>
      get<{ data: ResultProposalItem[] }>(
        `${RESULT_PROPOSAL_PATHS.list}?date=${date}`,
        signal,
      ).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
}

/** The day's late or doubtful results; read again every minute (the clock makes them due). */
export function useResultAlerts(date: string) {
  return useQuery({
    queryKey: ['result-alerts', date],
    queryFn: ({ signal }) =>
      get<{ data: ResultAlert[] }>(`${RESULT_PROPOSAL_PATHS.alerts}?date=${date}`, signal).then(
        (a) => a.data,
      ),
    refetchInterval: 60_000,
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
}

const readAgain = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['day-results'] }),
    client.invalidateQueries({ queryKey: ['winning-numbers'] }),
    client.invalidateQueries({ queryKey: ['result-proposals'] }),
    client.invalidateQueries({ queryKey: ['result-alerts'] }),
  ]);

/** The clerk's one key: the proposal becomes the draw's result (posted and settled). */
export function useConfirmProposal() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'createWinningNumber' },
    // The games shown go with it: a proposal the source changed since is not confirmed unseen.
    mutationFn: (proposal: Pick<ResultProposalItem, '_id' | 'pick3' | 'pick4'>) =>
      post<{ settledTickets: number }>(`${RESULT_PROPOSAL_PATHS.confirm}/${proposal._id}`, {
        pick3: proposal.pick3,
        pick4: proposal.pick4,
      }),
    onSuccess: () => readAgain(client),
  });
}

/** "Check again": the sources are asked now for each of the dates shown. */
export function useFetchResults() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'fetchWinningNumbers' },
    mutationFn: async (dates: string[]) => {
      let asked = 0;
      for (const date of dates)
        asked += (await post<{ data: { asked: number } }>(RESULT_PROPOSAL_PATHS.fetch, { date }))
          .data.asked;
      return asked;
    },
    onSuccess: () => readAgain(client),
  });
}
