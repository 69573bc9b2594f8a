import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddLotteryCategoryBody,
  GameCategoryRecord,
  LotteryCategory,
  UpdateLotteryCategoryBody,
} from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

interface ListAnswer {
  data: LotteryCategory[];
}
interface OneAnswer {
  data: LotteryCategory;
  message: string;
}

export const lotteryCategoriesKey = ['lottery-categories'] as const;

/** The admin reads its own path; company roles read theirs (same list). */
function listPath() {
  const role = readSession()?.userRole;
  return role === 'admin' ? '/admin/getlotterycategory' : `/${role}/getlotterycategory`;
}

export function useLotteryCategories() {
  return useQuery({
    queryKey: lotteryCategoriesKey,
    queryFn: ({ signal }) => get<ListAnswer>(listPath(), signal).then((a) => a.data),
  });
}

/** The nine game categories as the server seeds them (GET /admin/getgamecategory, every role). */
export function useGameCategories() {
  return useQuery({
    queryKey: ['game-categories'],
    queryFn: ({ signal }) =>
      get<{ data: GameCategoryRecord[] }>('/admin/getgamecategory', signal).then((a) => a.data),
    staleTime: Infinity,
  });
}

/** Mutations update the cached list from the server's answer, without a reload. */
function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: LotteryCategory[]) => LotteryCategory[]) =>
    client.setQueryData<LotteryCategory[]>(lotteryCategoriesKey, (list) => update(list ?? []));
}

export function useAddLotteryCategory() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (body: AddLotteryCategoryBody) =>
      post<OneAnswer>('/admin/addlotterycategory', body),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdateLotteryCategory() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLotteryCategoryBody }) =>
      patch<OneAnswer>(`/admin/updatelotterycategory/${id}`, body),
    onSuccess: ({ data }) => updateList((list) => list.map((c) => (c._id === data._id ? data : c))),
  });
}

export function useDeleteLotteryCategory() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (id: string) => del(`/admin/deletelotterycategory/${id}`),
    onSuccess: (_answer, id) => updateList((list) => list.filter((c) => c._id !== id)),
  });
}
