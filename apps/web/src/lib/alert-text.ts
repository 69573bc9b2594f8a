import type { PaymentAlert } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import { displayDate, htg } from './format.ts';

/**
 * An alert as its reader reads it (issue 38): one the platform wrote (a result corrected after
 * payouts) in the reader's language from its figures; an admin's own text as it was written.
 */
export function alertText(
  alert: Pick<PaymentAlert, 'message' | 'code' | 'params'>,
  t: TFunction<'admin'>,
): string {
  const p = alert.params;
  if (alert.code !== 'result.corrected_after_payout' || !p) return alert.message;
  return t('paymentAlerts.correctedAfterPayout', {
    category: p.category,
    date: displayDate(p.date),
    before: p.before,
    after: p.after,
    count: p.tickets,
    paidOut: htg(p.paidOut),
    overpaid: htg(p.overpaid),
  });
}
