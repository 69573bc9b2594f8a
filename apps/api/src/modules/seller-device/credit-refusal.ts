import { coded, creditLeftOf, fromCentimes, saleLeftWithin } from '@tiraj/domain';
import { refused } from '../../errors.ts';

/**
 * 422 `sale.credit_limit` (issue 26): the ticket would take the seller's balance past its credit
 * limit. A whole-ticket refusal, after the line checks; `available` is the largest sale (HTG)
 * the seller may still make today, its commission counted as the day's statement counts it.
 */
export function refuseOverCredit(
  creditLimit: number,
  answer: { balance: number; dayCommissionExact: number },
  asked: number,
  commissionRate: number,
): never {
  const left = creditLeftOf(creditLimit, answer.balance)!;
  const available = fromCentimes(saleLeftWithin(left, answer.dayCommissionExact, commissionRate));
  throw refused(coded('sale.credit_limit', { available }), {
    available,
    asked: fromCentimes(asked),
    balance: fromCentimes(answer.balance),
    creditLimit: fromCentimes(creditLimit),
  });
}
