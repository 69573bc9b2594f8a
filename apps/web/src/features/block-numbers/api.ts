import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddBlockNumberBody,
  BlockNumber,
  UpdateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';

interface ListAnswer {
  data: BlockNumber[];
}
interface OneAnswer {
  data: BlockNumber;
  message: string;
}

export const blockNumbersKey = ['block-numbers'] as const;

export function useBlockNumbers() {
  return useQuery({
    queryKey: blockNumbersKey,
    queryFn: ({ signal }) =>
      get<ListAnswer>('/subadmin/getblocknumber', signal).then((a) => a.data),
  });
}

/** Mutations update the cached list from the server's answer, without a reload. */
function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: BlockNumber[]) => BlockNumber[]) =>
    client.setQueryData<BlockNumber[]>(blockNumbersKey, (list) => update(list ?? []));
}

export function useAddBlockNumber() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (body: AddBlockNumberBody) => post<OneAnswer>('/subadmin/addblocknumber', body),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdateBlockNumber() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBlockNumberBody }) =>
      patch<OneAnswer>(`/subadmin/updateblocknumber/${id}`, body),
    onSuccess: ({ data }) => updateList((list) => list.map((b) => (b._id === data._id ? data : b))),
  });
}

export function useDeleteBlockNumber() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deleteblocknumber/${id}`),
    onSuccess: (_answer, id) => updateList((list) => list.filter((b) => b._id !== id)),
  });
}
