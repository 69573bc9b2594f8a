import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddBlockNumbersAnswer,
  AddBlockNumbersBody,
  BlockNumber,
  BlockNumberAnswer,
  UpdateBlockNumberBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, patch, post } from '../../lib/api-client.ts';
import {
  blockNumbersKey,
  useAddBlockNumber,
  useBlockNumbers,
} from '../../lib/queries/block-numbers.ts';

export { useAddBlockNumber, useBlockNumbers };

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

/** POST /subadmin/addblocknumbers: a pattern for several draws and games; the list is read again. */
export function useAddBlockNumbers() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'createBlockNumbers' },
    mutationFn: (body: AddBlockNumbersBody) =>
      post<AddBlockNumbersAnswer>('/subadmin/addblocknumbers', body),
    onSuccess: () => client.invalidateQueries({ queryKey: blockNumbersKey }),
  });
}
