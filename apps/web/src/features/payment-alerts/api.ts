import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddPaymentAlertBody,
  PaymentAlert,
  PaymentAlertAnswer,
} from '@tiraj/domain/contracts';
import { del, post } from '../../lib/api-client.ts';
import { paymentAlertsKey } from '../../lib/queries/payment-alerts.ts';

/** A created alert goes at the end of the list on screen (SPEC.md §4: create appends). */
export const withCreated = (list: PaymentAlert[] | undefined, alert: PaymentAlert) =>
  list && [...list, alert];

export function useAddPaymentAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentAlertBody) =>
      post<PaymentAlertAnswer>('/admin/addpaymentalert', body),
    meta: { errorTitle: 'createPaymentAlert' },
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
    meta: { errorTitle: 'deletePaymentAlert' },
    onSuccess: (_a, id) =>
      client.setQueryData<PaymentAlert[]>(paymentAlertsKey('admin'), (list) =>
        list?.filter((a) => a._id !== id),
      ),
  });
}
