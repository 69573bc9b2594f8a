import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddSellerBody,
  CancelWindowAnswer,
  DeleteSellerAnswer,
  Seller,
  SellerList,
  SellerPayoutAnswer,
  UpdateCancelWindowBody,
  UpdateSellerBody,
  UpdateSellerPayoutBody,
} from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';

/** Who manages the table: a subadmin (whole company) or a supervisor (its own sellers). */
export type SellerManager = 'subadmin' | 'supervisor';

interface OneAnswer {
  data: Seller;
  message: string;
}

export const sellersKey = (manager: SellerManager) => ['sellers', manager] as const;

const paths = (manager: SellerManager) => ({
  list: manager === 'subadmin' ? '/subadmin/getseller' : '/supervisor/getSeller',
  add: `/${manager}/addseller`,
  update: (id: string) => `/${manager}/updateseller/${id}`,
  remove: (id: string) => `/${manager}/deleteseller/${id}`,
});

export function useSellers(manager: SellerManager) {
  return useQuery({
    queryKey: sellersKey(manager),
    queryFn: ({ signal }) => get<SellerList>(paths(manager).list, signal),
  });
}

/** Mutations update the cached table from the server's answer, without a reload. */
function useListUpdater(manager: SellerManager) {
  const client = useQueryClient();
  return (update: (users: Seller[]) => Seller[]) =>
    client.setQueryData<SellerList>(sellersKey(manager), (list) =>
      list ? { ...list, users: update(list.users) } : list,
    );
}

export function useAddSeller(manager: SellerManager) {
  const updateList = useListUpdater(manager);
  return useMutation({
    mutationFn: (body: AddSellerBody) => post<OneAnswer>(paths(manager).add, body),
    onSuccess: ({ data }) => updateList((users) => [...users, data]),
  });
}

export function useUpdateSeller(manager: SellerManager) {
  const updateList = useListUpdater(manager);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSellerBody }) =>
      patch<OneAnswer>(paths(manager).update(id), body),
    onSuccess: ({ data }) => {
      updateList((users) => users.map((u) => (u._id === data._id ? data : u)));
      // Limit cards show sellers by name.
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}

export function useDeleteSeller(manager: SellerManager) {
  const updateList = useListUpdater(manager);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<DeleteSellerAnswer>(paths(manager).remove(id)),
    onSuccess: (_answer, id) => {
      updateList((users) => users.filter((u) => u._id !== id));
      // Its limit records went with it.
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}

/** The company's bonus switch, shown on the subadmin's seller page. */
export function useUpdateBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusFlag: boolean) =>
      patch<{ bonusFlag: boolean }>('/subadmin/updatebonus', { bonusFlag }),
    onSuccess: ({ bonusFlag }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, bonusFlag } : list,
      ),
  });
}

/** The company's switch: its sellers may pay out any of its winning tickets, or only their own. */
export function useUpdateSellersPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sellersPayAnyTicket: boolean) =>
      patch<SellerPayoutAnswer>('/subadmin/updatesellerpayout', {
        sellersPayAnyTicket,
      } satisfies UpdateSellerPayoutBody),
    onSuccess: ({ sellersPayAnyTicket }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, sellersPayAnyTicket } : list,
      ),
  });
}

/** How long after a sale the company's sellers may cancel their own tickets. */
export function useUpdateCancelWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancelWindowMinutes: number) =>
      patch<CancelWindowAnswer>('/subadmin/updatecancelwindow', {
        cancelWindowMinutes,
      } satisfies UpdateCancelWindowBody),
    onSuccess: ({ cancelWindowMinutes }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, cancelWindowMinutes } : list,
      ),
  });
}
