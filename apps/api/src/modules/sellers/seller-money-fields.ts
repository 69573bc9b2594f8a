import { fromCentimes, percentOfRate, rateOfPercent, toCentimes } from '@tiraj/domain';
import type { MoneySettings } from '@tiraj/domain/contracts';

// Issue 26's seller fields and company settings, as the seller screens send and read them.

/** A seller's own commission (percent) and credit limit (HTG): null = the company's (issue 26). */
export type SellerMoney = { commissionPercent?: number | null; creditLimit?: number | null };

/** Only the money fields sent; a rate in hundredths of a percent, a limit in centimes. */
export const storedMoney = (m: SellerMoney) => ({
  ...(m.commissionPercent !== undefined && {
    commissionRate: m.commissionPercent === null ? null : rateOfPercent(m.commissionPercent),
  }),
  ...(m.creditLimit !== undefined && {
    creditLimit: m.creditLimit === null ? null : toCentimes(m.creditLimit),
  }),
});

export const moneyLogged = (m: SellerMoney) => ({
  ...(m.commissionPercent !== undefined && { commissionPercent: m.commissionPercent }),
  ...(m.creditLimit !== undefined && { creditLimit: m.creditLimit }),
});

/** A seller row's own rate and limit, and its balance, as the seller answers show them. */
export const sellerMoneyOf = (r: {
  commissionRate: number | null;
  creditLimit: number | null;
  balance: number | null;
}) => ({
  commissionPercent: r.commissionRate === null ? null : percentOfRate(r.commissionRate),
  creditLimit: r.creditLimit === null ? null : fromCentimes(r.creditLimit),
  balance: fromCentimes(r.balance ?? 0),
});

const htgOrNull = (centimes: number | null | undefined) =>
  centimes === null || centimes === undefined ? null : fromCentimes(centimes);

/** The company's money settings (its row's rates in hundredths, limits in centimes) in the API's units. */
export const moneySettingsOf = (
  company:
    | {
        sellerCommissionRate: number;
        supervisorCommissionRate: number;
        sellerPayoutLimit: number | null;
        defaultCreditLimit: number | null;
      }
    | undefined,
): MoneySettings => ({
  commissionPercent: percentOfRate(company?.sellerCommissionRate ?? 0),
  supervisorCommissionPercent: percentOfRate(company?.supervisorCommissionRate ?? 0),
  sellerPayoutLimit: htgOrNull(company?.sellerPayoutLimit),
  defaultCreditLimit: htgOrNull(company?.defaultCreditLimit),
});
