import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPaymentAlertBody, PaymentAlert } from '@tiraj/domain/contracts';
import { del, get, post } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

interface ListAnswer {
  data: PaymentAlert[];
}
interface OneAnswer {
  data: PaymentAlert;
}

export const paymentAlertsKey = ['payment-alerts'] as const;

/** The admin reads every alert; a company role reads its own (GET /{userGroup}/getpaymentalert). */
export function usePaymentAlerts(enabled = true) {
  return useQuery({
    queryKey: paymentAlertsKey,
    enabled,
    queryFn: ({ signal }) => {
      const role = readSession()?.userRole ?? 'subadmin';
      return get<ListAnswer>(`/${role}/getpaymentalert`, signal).then((a) => a.data);
    },
  });
}

export function useAddPaymentAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentAlertBody) => post<OneAnswer>('/admin/addpaymentalert', body),
    onSuccess: ({ data }) =>
      client.setQueryData<PaymentAlert[]>(paymentAlertsKey, (list) => [data, ...(list ?? [])]),
  });
}

export function useDeletePaymentAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del(`/admin/deletepaymentalert/${id}`),
    onSuccess: (_a, id) =>
      client.setQueryData<PaymentAlert[]>(paymentAlertsKey, (list) =>
        (list ?? []).filter((a) => a._id !== id),
      ),
  });
}
