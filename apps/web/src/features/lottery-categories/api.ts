import { useMutation } from '@tanstack/react-query';
import type {
  AddLotteryCategoryBody,
  LotteryCategory,
  LotteryCategoryAnswer,
  UpdateLotteryCategoryBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, patch, post } from '../../lib/api-client.ts';
import { lotteryCategoriesKey } from '../../lib/queries/lottery-categories.ts';

export function useAddLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    meta: { errorTitle: 'Error creating lottery category' },
    mutationFn: (body: AddLotteryCategoryBody) =>
      post<LotteryCategoryAnswer>('/admin/addlotterycategory', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    meta: { errorTitle: 'Error updating lottery category' },
    mutationFn: ({ id, body }: { id: string; body: UpdateLotteryCategoryBody }) =>
      patch<LotteryCategoryAnswer>(`/admin/updatelotterycategory/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeleteLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    mutationFn: (id: string) => del(`/admin/deletelotterycategory/${id}`),
    meta: { errorTitle: 'Error deleting lottery category' },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}
