import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddSellerBody,
  BonusAnswer,
  CancelWindowAnswer,
  DeleteSellerAnswer,
  LotterySoftDevicesAnswer,
  Seller,
  SellerAnswer,
  SellerList,
  SellerPayoutAnswer,
  TicketValidityAnswer,
  UpdateCancelWindowBody,
  UpdateTicketValidityBody,
  UpdateLotterySoftDevicesBody,
  UpdateSellerBody,
  UpdateSellerPayoutBody,
  UpdateSellersActiveAnswer,
  UpdateSellersActiveBody,
} from '@tiraj/domain/contracts';
import { del, patch, post } from '../../lib/api-client.ts';
import { listEdits } from '../../lib/list-updater.ts';
import { sellersKey, type SellerManager } from '../../lib/queries/sellers.ts';
import { SHORT } from '../../lib/toast.ts';

const paths = (manager: SellerManager) => ({
  add: `/${manager}/addseller`,
  update: (id: string) => `/${manager}/updateseller/${id}`,
  remove: (id: string) => `/${manager}/deleteseller/${id}`,
});

/** Mutations update the cached table from the server's answer, without a reload. */
function useSellerTable(manager: SellerManager) {
  const client = useQueryClient();
  return listEdits<Seller>((change) =>
    client.setQueryData<SellerList>(sellersKey(manager), (list) =>
      list ? { ...list, users: change(list.users) } : list,
    ),
  );
}

export function useAddSeller(manager: SellerManager) {
  const table = useSellerTable(manager);
  return useMutation({
    meta: { errorTitle: 'createSeller', errorAutoClose: SHORT },
    mutationFn: (body: AddSellerBody) => post<SellerAnswer>(paths(manager).add, body),
    onSuccess: ({ data }) => table.append(data),
  });
}

export function useUpdateSeller(manager: SellerManager) {
  const table = useSellerTable(manager);
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateUser', errorAutoClose: SHORT },
    mutationFn: ({ id, body }: { id: string; body: UpdateSellerBody }) =>
      patch<SellerAnswer>(paths(manager).update(id), body),
    onSuccess: ({ data }) => {
      table.replace(data);
      // Limit cards show sellers by name.
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}

/** Several sellers activated or deactivated at once: the table and who is active are read again. */
export function useUpdateSellersActive(manager: SellerManager) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateSellersActive' },
    mutationFn: (body: UpdateSellersActiveBody) =>
      patch<UpdateSellersActiveAnswer>(`/${manager}/updatesellersactive`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sellersKey(manager) });
      void client.invalidateQueries({ queryKey: SELLER_ACTIVITY_KEY });
    },
  });
}

/** Who is active (seller-activity.tsx): a seller deleted or changed leaves it out of date. */
export const SELLER_ACTIVITY_KEY = ['seller-activity'] as const;

export function useDeleteSeller(manager: SellerManager) {
  const table = useSellerTable(manager);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del<DeleteSellerAnswer>(paths(manager).remove(id)),
    meta: { errorTitle: 'deleteUser', errorAutoClose: SHORT },
    onSuccess: (_answer, id) => {
      table.remove(id);
      // Its limit records went with it, and it is no longer among the active.
      void client.invalidateQueries({ queryKey: ['limits'] });
      void client.invalidateQueries({ queryKey: SELLER_ACTIVITY_KEY });
    },
  });
}

/** The company's bonus switch, shown on the subadmin's seller page. */
export function useUpdateBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusFlag: boolean) => patch<BonusAnswer>('/subadmin/updatebonus', { bonusFlag }),
    meta: { errorTitle: 'updateBonus' },
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
    meta: { errorTitle: 'updateSellersPayout' },
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
    meta: { errorTitle: 'updateCancelWindow' },
    onSuccess: ({ cancelWindowMinutes }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, cancelWindowMinutes } : list,
      ),
  });
}

/** The line printed at the foot of the company's tickets. */
export function useUpdateTicketValidity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketValidity: string) =>
      patch<TicketValidityAnswer>('/subadmin/updateticketvalidity', {
        ticketValidity,
      } satisfies UpdateTicketValidityBody),
    meta: { errorTitle: 'updateTicketValidity' },
    onSuccess: ({ ticketValidity }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, ticketValidity } : list,
      ),
  });
}

/** The company's switch for LotterySoft's seller app: its sellers sign in by device ID (issue 27). */
export function useUpdateLotterySoftDevices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lotterySoftDevices: boolean) =>
      patch<LotterySoftDevicesAnswer>('/subadmin/updatelotterysoftdevices', {
        lotterySoftDevices,
      } satisfies UpdateLotterySoftDevicesBody),
    meta: { errorTitle: 'updateLotterySoftDevices' },
    onSuccess: ({ lotterySoftDevices }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, lotterySoftDevices } : list,
      ),
  });
}

export type { SellerManager };
