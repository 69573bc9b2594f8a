import { useMutation } from '@tanstack/react-query';
import type { AddBlockNumberBody, BlockNumber, BlockNumberAnswer } from '@tiraj/domain/contracts';
import { post } from '../api-client.ts';
import { useListUpdater } from '../list-updater.ts';

/** The company's blocked numbers, cached once (the block-number screen and the risk alerts' Block). */
export const blockNumbersKey = ['block-numbers'] as const;

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
