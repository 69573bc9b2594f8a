import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AddLotteryCategoryBody,
  LotteryCategory,
  LotteryCategoryAnswer,
  LotteryCategorySalesAnswer,
  LotteryCategoryUsesAnswer,
  UpdateLotteryCategoryBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, get, patch, post } from '../../lib/api-client.ts';
import { lotteryCategoriesKey } from '../../lib/queries/lottery-categories.ts';

export function useAddLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    meta: { errorTitle: 'createLotteryCategory' },
    mutationFn: (body: AddLotteryCategoryBody) =>
      post<LotteryCategoryAnswer>('/admin/addlotterycategory', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    meta: { errorTitle: 'updateLotteryCategory' },
    mutationFn: ({ id, body }: { id: string; body: UpdateLotteryCategoryBody }) =>
      patch<LotteryCategoryAnswer>(`/admin/updatelotterycategory/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeleteLotteryCategory() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    mutationFn: (id: string) => del(`/admin/deletelotterycategory/${id}`),
    meta: { errorTitle: 'deleteLotteryCategory' },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}

/** What uses a category, asked afresh each time the admin presses Delete. */
export const categoryUsesQuery = (id: string) =>
  queryOptions({
    queryKey: ['lottery-category-uses', id],
    queryFn: ({ signal }) =>
      get<LotteryCategoryUsesAnswer>(`/admin/getlotterycategoryuses/${id}`, signal).then(
        (a) => a.data,
      ),
    staleTime: 0,
    retry: false,
    meta: { errorTitle: 'deleteLotteryCategory' },
  });

/** A draw's sales now, asked afresh when the admin saves new hours (issue 38). */
export const categorySalesQuery = (id: string) =>
  queryOptions({
    queryKey: ['lottery-category-sales', id],
    queryFn: ({ signal }) =>
      get<LotteryCategorySalesAnswer>(`/admin/getlotterycategorysales/${id}`, signal).then(
        (a) => a.data,
      ),
    staleTime: 0,
    retry: false,
    meta: { errorTitle: 'updateLotteryCategory' },
  });
