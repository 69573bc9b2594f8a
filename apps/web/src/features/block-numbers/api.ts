import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BlockNumber,
  BlockNumberAnswer,
  BlockNumberList,
  UpdateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, get, patch } from '../../lib/api-client.ts';
import { blockNumbersKey, useAddBlockNumber } from '../../lib/queries/block-numbers.ts';

export { useAddBlockNumber };

export function useBlockNumbers() {
  return useQuery({
    queryKey: blockNumbersKey,
    queryFn: ({ signal }) =>
      get<BlockNumberList>('/subadmin/getblocknumber', signal).then((a) => a.data),
  });
}

export function useUpdateBlockNumber() {
  const cached = useListUpdater<BlockNumber>(blockNumbersKey);
  return useMutation({
    meta: { errorTitle: 'updateBlockNumbers' },
    mutationFn: ({ id, body }: { id: string; body: UpdateBlockNumberBody }) =>
      patch<BlockNumberAnswer>(`/subadmin/updateblocknumber/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeleteBlockNumber() {
  const cached = useListUpdater<BlockNumber>(blockNumbersKey);
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deleteblocknumber/${id}`),
    meta: { errorTitle: 'deleteBlockNumbers' },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}
