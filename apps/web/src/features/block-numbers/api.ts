import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddBlockNumberBody,
  BlockNumber,
  BlockNumberAnswer,
  BlockNumberList,
  UpdateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, get, patch, post } from '../../lib/api-client.ts';

export const blockNumbersKey = ['block-numbers'] as const;

export function useBlockNumbers() {
  return useQuery({
    queryKey: blockNumbersKey,
    queryFn: ({ signal }) =>
      get<BlockNumberList>('/subadmin/getblocknumber', signal).then((a) => a.data),
  });
}

export function useAddBlockNumber() {
  const cached = useListUpdater<BlockNumber>(blockNumbersKey);
  return useMutation({
    meta: { errorTitle: 'createBlockNumbers' },
    mutationFn: (body: AddBlockNumberBody) =>
      post<BlockNumberAnswer>('/subadmin/addblocknumber', body),
    onSuccess: ({ data }) => cached.append(data),
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
