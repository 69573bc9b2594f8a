import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAlertList, Role } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';
import { readSession } from '../session.ts';

/** Per role: the admin's list (every company) must never be served from cache to a company role, nor the reverse. */
export const paymentAlertsKey = (role: Role) => ['payment-alerts', role] as const;

/** The admin reads every alert; a company role reads its own (GET /{userGroup}/getpaymentalert). */
export function paymentAlertsQuery() {
  const role = readSession()?.userRole ?? 'subadmin';
  return queryOptions({
    queryKey: paymentAlertsKey(role),
    queryFn: ({ signal }) =>
      get<PaymentAlertList>(`/${role}/getpaymentalert`, signal).then((a) => a.data),
    meta: { errorTitle: 'fetchPaymentAlerts' },
  });
}

/** Read on the payment alerts screen and, as banners, on the subadmin's home menu. */
export function usePaymentAlerts(enabled = true) {
  return useQuery({ ...paymentAlertsQuery(), enabled });
}
