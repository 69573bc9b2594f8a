import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPaymentTermBody,
  PaymentTerm,
  UpdatePaymentTermBody,
} from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';

interface ListAnswer {
  data: PaymentTerm[];
}
interface OneAnswer {
  data: PaymentTerm;
  message: string;
}

export const paymentTermsKey = ['payment-terms'] as const;

export function usePaymentTerms() {
  return useQuery({
    queryKey: paymentTermsKey,
    queryFn: ({ signal }) =>
      get<ListAnswer>('/subadmin/getpaymentterm', signal).then((a) => a.data),
  });
}

/** Mutations update the cached list from the server's answer, without a reload. */
function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: PaymentTerm[]) => PaymentTerm[]) =>
    client.setQueryData<PaymentTerm[]>(paymentTermsKey, (list) => update(list ?? []));
}

export function useAddPaymentTerm() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (body: AddPaymentTermBody) => post<OneAnswer>('/subadmin/addpaymentterm', body),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdatePaymentTerm() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentTermBody }) =>
      patch<OneAnswer>(`/subadmin/updatepaymentterm/${id}`, body),
    onSuccess: ({ data }) => updateList((list) => list.map((t) => (t._id === data._id ? data : t))),
  });
}

export function useDeletePaymentTerm() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletepaymentterm/${id}`),
    onSuccess: (_answer, id) => updateList((list) => list.filter((t) => t._id !== id)),
  });
}
