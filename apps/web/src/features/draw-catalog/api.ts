import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DRAW_CATALOG_PATHS,
  type AddCategoryFromCatalogBody,
  type AddDrawCatalogBody,
  type DrawCatalogAnswer,
  type DrawCatalogEntry,
  type DrawCatalogList,
  type LotteryCategory,
  type LotteryCategoryAnswer,
  type UpdateDrawCatalogBody,
} from '@tiraj/domain/contracts';
import { get, patch, post } from '../../lib/api-client.ts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { lotteryCategoriesKey } from '../../lib/queries/lottery-categories.ts';

/** Issue 40: the platform admin's draw catalog. */
export const drawCatalogKey = ['draw-catalog'] as const;

export const drawCatalogQuery = () =>
  queryOptions({
    queryKey: drawCatalogKey,
    queryFn: ({ signal }) =>
      get<DrawCatalogList>(DRAW_CATALOG_PATHS.list, signal).then((a) => a.data),
    meta: { errorTitle: 'fetchLotteryCategories' },
  });

export const useDrawCatalog = () => useQuery(drawCatalogQuery());

export function useAddDrawCatalog() {
  const cached = useListUpdater<DrawCatalogEntry>(drawCatalogKey);
  return useMutation({
    meta: { errorTitle: 'createLotteryCategory' },
    mutationFn: (body: AddDrawCatalogBody) => post<DrawCatalogAnswer>(DRAW_CATALOG_PATHS.add, body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateDrawCatalog() {
  const cached = useListUpdater<DrawCatalogEntry>(drawCatalogKey);
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateLotteryCategory' },
    mutationFn: ({ id, body }: { id: string; body: UpdateDrawCatalogBody }) =>
      patch<DrawCatalogAnswer>(`${DRAW_CATALOG_PATHS.update}/${id}`, body),
    onSuccess: ({ data }) => {
      cached.replace(data);
      // The categories made from it moved with it.
      void client.invalidateQueries({ queryKey: lotteryCategoriesKey });
    },
  });
}

export function useAddCategoryFromCatalog() {
  const cached = useListUpdater<LotteryCategory>(lotteryCategoriesKey);
  return useMutation({
    meta: { errorTitle: 'createLotteryCategory' },
    mutationFn: (body: AddCategoryFromCatalogBody) =>
      post<LotteryCategoryAnswer>(DRAW_CATALOG_PATHS.addCategory, body),
    onSuccess: ({ data }) => cached.append(data),
  });
}
