import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddPercentageLimitBody,
  PercentageLimit,
  PercentageLimitAnswer,
  PercentageLimitList,
  UpdatePercentageLimitBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, get, patch, post } from '../../lib/api-client.ts';

export const percentageLimitsKey = ['percentage-limits'] as const;

export function usePercentageLimits() {
  return useQuery({
    queryKey: percentageLimitsKey,
    queryFn: ({ signal }) =>
      get<PercentageLimitList>('/subadmin/getpercentagelimit?general=true', signal).then(
        (a) => a.data,
      ),
    meta: { errorTitle: 'fetchLimits' },
  });
}

export function useAddPercentageLimit() {
  const cached = useListUpdater<PercentageLimit>(percentageLimitsKey);
  return useMutation({
    meta: { errorTitle: 'createPaymentCondition' },
    mutationFn: (body: AddPercentageLimitBody) =>
      post<PercentageLimitAnswer>('/subadmin/addpercentagelimit', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdatePercentageLimit() {
  const cached = useListUpdater<PercentageLimit>(percentageLimitsKey);
  return useMutation({
    meta: { errorTitle: 'updatePaymentCondition' },
    mutationFn: ({ id, body }: { id: string; body: UpdatePercentageLimitBody }) =>
      patch<PercentageLimitAnswer>(`/subadmin/updatepercentagelimit/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeletePercentageLimit() {
  const cached = useListUpdater<PercentageLimit>(percentageLimitsKey);
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletePercentageLimit/${id}`),
    // SPEC.md §9 words it so on this screen too.
    meta: { errorTitle: 'deletePaymentCondition' },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}
