import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { SellerList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';
import { readSession } from '../session.ts';

/** Who reads the seller list: a subadmin (whole company) or a supervisor (its own sellers). */
export type SellerManager = 'subadmin' | 'supervisor';

/** The signed-in company role's own list. */
export const myManager = (): SellerManager =>
  readSession()?.userRole === 'supervisor' ? 'supervisor' : 'subadmin';

/**
 * One cache entry per reader: the seller table, the search forms' seller
 * pickers and the limit search all share it, so a seller added or renamed on
 * one screen shows on the others without a reload.
 */
export const sellersKey = (manager: SellerManager) => ['sellers', manager] as const;

export const sellersQuery = (manager: SellerManager) =>
  queryOptions({
    queryKey: sellersKey(manager),
    queryFn: ({ signal }) =>
      get<SellerList>(
        manager === 'subadmin' ? '/subadmin/getseller' : '/supervisor/getSeller',
        signal,
      ),
  });

/** `meta`: the seller table toasts a failure; the screens that pick a seller do not (SPEC.md §8). */
export function useSellers(manager: SellerManager, meta?: QueryMeta) {
  return useQuery({ ...sellersQuery(manager), meta });
}

/** A seller as a select option. */
export const sellerOption = (seller: { _id: string; userName: string }) => ({
  value: seller._id,
  label: seller.userName,
});

/** The caller's sellers as select options, in the server's order. */
export function useSellerOptions(manager: SellerManager = myManager()) {
  return useQuery({
    ...sellersQuery(manager),
    select: (list) => list.users.map(sellerOption),
  });
}

/** The same, sorted by name, for the report forms; a failure leaves only "All" (SPEC.md §8: silent). */
export function useSortedSellerOptions(manager: SellerManager) {
  const options = useQuery({
    ...sellersQuery(manager),
    select: (list) => list.users.map(sellerOption).sort((a, b) => a.label.localeCompare(b.label)),
  });
  return options.data ?? [];
}
