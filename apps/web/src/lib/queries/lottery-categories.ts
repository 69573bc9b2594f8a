import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { GameCategoryList, LotteryCategoryList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';
import { readSession } from '../session.ts';

/** The lotteries, read by most company screens (pickers, cards) and managed by the admin's own. */
export const lotteryCategoriesKey = ['lottery-categories'] as const;

/** The admin reads its own path; company roles read theirs (same list). */
function listPath() {
  const role = readSession()?.userRole;
  return role === 'admin' ? '/admin/getlotterycategory' : `/${role}/getlotterycategory`;
}

export const lotteryCategoriesQuery = () =>
  queryOptions({
    queryKey: lotteryCategoriesKey,
    queryFn: ({ signal }) => get<LotteryCategoryList>(listPath(), signal).then((a) => a.data),
  });

/** `meta`: the screen that lists them toasts a failure; the screens that pick from them do not. */
export function useLotteryCategories(meta?: QueryMeta) {
  return useQuery({ ...lotteryCategoriesQuery(), meta });
}

/** The nine game categories as the server seeds them (GET /admin/getgamecategory, every role). */
export const gameCategoriesQuery = () =>
  queryOptions({
    meta: { errorTitle: 'fetchGameCategories' },
    queryKey: ['game-categories'],
    queryFn: ({ signal }) =>
      get<GameCategoryList>('/admin/getgamecategory', signal).then((a) => a.data),
    staleTime: Infinity,
  });

export const useGameCategories = () => useQuery(gameCategoriesQuery());
