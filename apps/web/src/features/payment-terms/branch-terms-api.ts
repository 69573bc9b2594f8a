import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BRANCH_TERMS_PATHS,
  type BranchTerms,
  type BranchTermsAnswer,
  type SetBranchTermsBody,
} from '@tiraj/domain/contracts';
import { get, patch } from '../../lib/api-client.ts';

// Issue 39: a branch's own payout terms per draw and its free-maryaj switch.

const branchTermsKey = (branchId: string) => ['branch-terms', branchId] as const;

export const fetchBranchTerms = (branchId: string, signal?: AbortSignal) =>
  get<BranchTermsAnswer>(`${BRANCH_TERMS_PATHS.get}/${branchId}`, signal).then((a) => a.data);

export const branchTermsQuery = (branchId: string) =>
  queryOptions({
    queryKey: branchTermsKey(branchId),
    queryFn: ({ signal }) => fetchBranchTerms(branchId, signal),
    meta: { errorTitle: 'fetchPaymentCondition' },
  });

export function useBranchTerms(branchId: string) {
  return useQuery(branchTermsQuery(branchId));
}

/** Sets a draw's own term (null: the company's again) or the switch; the answer is the branch's terms now. */
export function useSetBranchTerms(branchId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updatePaymentCondition' },
    mutationFn: (body: SetBranchTermsBody) =>
      patch<BranchTermsAnswer>(`${BRANCH_TERMS_PATHS.set}/${branchId}`, body),
    onSuccess: ({ data }) => client.setQueryData<BranchTerms>(branchTermsKey(branchId), data),
  });
}
