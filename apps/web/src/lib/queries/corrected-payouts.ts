import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CORRECTED_PAYOUT_PATHS,
  type CorrectedPayout,
  type CorrectedPayoutAnswer,
  type CorrectedPayoutList,
  type RecoverPayoutBody,
  type ReturnPayoutBody,
  type WriteOffPayoutBody,
} from '@tiraj/domain/contracts';
import { get, post } from '../api-client.ts';

const KEY = ['corrected-payouts'] as const;

export const fetchCorrectedPayouts = (signal?: AbortSignal) =>
  get<CorrectedPayoutList>(CORRECTED_PAYOUT_PATHS.list, signal).then((a) => a.data);

/** The company's winners paid under a result since corrected, with what is still outstanding. */
export function useCorrectedPayouts(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchCorrectedPayouts(signal),
    enabled,
    meta: { errorTitle: 'fetchWinnerTickets' },
  });
}

/** The list holds the ticket as the server now answers it; the winning tickets read it again. */
function useSettled() {
  const client = useQueryClient();
  return ({ data }: CorrectedPayoutAnswer) => {
    client.setQueryData<CorrectedPayout[]>(KEY, (list) =>
      list?.map((c) => (c._id === data._id ? data : c)),
    );
    void client.invalidateQueries({ queryKey: KEY });
  };
}

export function useRecoverPayout() {
  const onSuccess = useSettled();
  return useMutation({
    meta: { errorTitle: 'recordRemittance' },
    mutationFn: (body: RecoverPayoutBody) =>
      post<CorrectedPayoutAnswer>(CORRECTED_PAYOUT_PATHS.recover, body),
    onSuccess,
  });
}

export function useWriteOffPayout() {
  const onSuccess = useSettled();
  return useMutation({
    meta: { errorTitle: 'anErrorOccurred' },
    mutationFn: (body: WriteOffPayoutBody) =>
      post<CorrectedPayoutAnswer>(CORRECTED_PAYOUT_PATHS.writeOff, body),
    onSuccess,
  });
}

export function useReturnPayout() {
  const onSuccess = useSettled();
  return useMutation({
    meta: { errorTitle: 'anErrorOccurred' },
    mutationFn: (body: ReturnPayoutBody) =>
      post<CorrectedPayoutAnswer>(CORRECTED_PAYOUT_PATHS.giveBack, body),
    onSuccess,
  });
}
