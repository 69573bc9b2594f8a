import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddPaymentTermBody,
  PaymentTerm,
  PaymentTermAnswer,
  PaymentTermList,
  UpdatePaymentTermBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, get, patch, post } from '../../lib/api-client.ts';

export const paymentTermsKey = ['payment-terms'] as const;

export function usePaymentTerms() {
  return useQuery({
    queryKey: paymentTermsKey,
    queryFn: ({ signal }) =>
      get<PaymentTermList>('/subadmin/getpaymentterm', signal).then((a) => a.data),
    meta: { errorTitle: 'fetchPaymentCondition' },
  });
}

export function useAddPaymentTerm() {
  const cached = useListUpdater<PaymentTerm>(paymentTermsKey);
  return useMutation({
    meta: { errorTitle: 'createPaymentCondition' },
    mutationFn: (body: AddPaymentTermBody) =>
      post<PaymentTermAnswer>('/subadmin/addpaymentterm', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdatePaymentTerm() {
  const cached = useListUpdater<PaymentTerm>(paymentTermsKey);
  return useMutation({
    meta: { errorTitle: 'updatePaymentCondition' },
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentTermBody }) =>
      patch<PaymentTermAnswer>(`/subadmin/updatepaymentterm/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeletePaymentTerm() {
  const cached = useListUpdater<PaymentTerm>(paymentTermsKey);
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletepaymentterm/${id}`),
    meta: { errorTitle: 'deletePaymentCondition' },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}
