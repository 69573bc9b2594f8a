import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddBlockNumberBody,
  BlockNumber,
  BlockNumberAnswer,
  BlockNumberList,
} from '@tiraj/domain/contracts';
import { get, post } from '../api-client.ts';
import { useListUpdater } from '../list-updater.ts';

/** The company's blocked numbers, cached once (the block-number screen and the risk alerts' Block). */
export const blockNumbersKey = ['block-numbers'] as const;

/** GET /subadmin/getblocknumber: the block-number screen, and what the home's risk panel no longer offers to block. */
export function useBlockNumbers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: blockNumbersKey,
    queryFn: ({ signal }) =>
      get<BlockNumberList>('/subadmin/getblocknumber', signal).then((a) => a.data),
    enabled,
  });
}

/** POST /subadmin/addblocknumber: the screen's modal and a risk alert's one-click Block. */
export function useAddBlockNumber() {
  const cached = useListUpdater<BlockNumber>(blockNumbersKey);
  return useMutation({
    meta: { errorTitle: 'createBlockNumbers' },
    mutationFn: (body: AddBlockNumberBody) =>
      post<BlockNumberAnswer>('/subadmin/addblocknumber', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}
