import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPaymentAlertBody, PaymentAlert, Role } from '@tiraj/domain/contracts';
import { del, get, post } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

interface ListAnswer {
  data: PaymentAlert[];
}
interface OneAnswer {
  data: PaymentAlert;
}

/** Per role: the admin's list (every company) must never be served from cache to a company role, nor the reverse. */
export const paymentAlertsKey = (role: Role) => ['payment-alerts', role] as const;

/** The admin reads every alert; a company role reads its own (GET /{userGroup}/getpaymentalert). */
export function paymentAlertsQuery() {
  const role = readSession()?.userRole ?? 'subadmin';
  return queryOptions({
    queryKey: paymentAlertsKey(role),
    queryFn: ({ signal }) =>
      get<ListAnswer>(`/${role}/getpaymentalert`, signal).then((a) => a.data),
  });
}

export function usePaymentAlerts(enabled = true) {
  return useQuery({ ...paymentAlertsQuery(), enabled });
}

/** A created alert goes at the end of the list on screen (SPEC.md §4: create appends). */
export const withCreated = (list: PaymentAlert[] | undefined, alert: PaymentAlert) =>
  list && [...list, alert];

export function useAddPaymentAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentAlertBody) => post<OneAnswer>('/admin/addpaymentalert', body),
    onSuccess: ({ data }) =>
      client.setQueryData<PaymentAlert[]>(paymentAlertsKey('admin'), (list) =>
        withCreated(list, data),
      ),
  });
}

export function useDeletePaymentAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del(`/admin/deletepaymentalert/${id}`),
    onSuccess: (_a, id) =>
      client.setQueryData<PaymentAlert[]>(paymentAlertsKey('admin'), (list) =>
        list?.filter((a) => a._id !== id),
      ),
  });
}
