import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPercentageLimitBody,
  PercentageLimit,
  UpdatePercentageLimitBody,
} from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';

interface ListAnswer {
  data: PercentageLimit[];
}
interface OneAnswer {
  data: PercentageLimit;
  message: string;
}

export const percentageLimitsKey = ['percentage-limits'] as const;

export function usePercentageLimits() {
  return useQuery({
    queryKey: percentageLimitsKey,
    queryFn: ({ signal }) =>
      get<ListAnswer>('/subadmin/getpercentagelimit?general=true', signal).then((a) => a.data),
  });
}

/** Mutations update the cached list from the server's answer, without a reload. */
function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: PercentageLimit[]) => PercentageLimit[]) =>
    client.setQueryData<PercentageLimit[]>(percentageLimitsKey, (list) => update(list ?? []));
}

export function useAddPercentageLimit() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (body: AddPercentageLimitBody) =>
      post<OneAnswer>('/subadmin/addpercentagelimit', body),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdatePercentageLimit() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePercentageLimitBody }) =>
      patch<OneAnswer>(`/subadmin/updatepercentagelimit/${id}`, body),
    onSuccess: ({ data }) => updateList((list) => list.map((l) => (l._id === data._id ? data : l))),
  });
}

export function useDeletePercentageLimit() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletePercentageLimit/${id}`),
    onSuccess: (_answer, id) => updateList((list) => list.filter((l) => l._id !== id)),
  });
}
