import type { AddSellerBody, Seller, UpdateSellerBody } from '@tiraj/domain/contracts';

/** The ADD SELLER / EDIT SELLER form's values. */
export interface Values {
  userName: string;
  imei: string;
  password: string;
  supervisorId: string | null;
  isActive: boolean;
  /** issue 26: empty = the company's rate and default credit limit */
  commissionPercent: number | string;
  creditLimit: number | string;
  /** issue 39: the seller's branch; null: none */
  branchId: string | null;
}

export const empty: Values = {
  userName: '',
  imei: '',
  password: '',
  supervisorId: null,
  isActive: true,
  commissionPercent: '',
  creditLimit: '',
  branchId: null,
};

/** The form's values for a seller being edited. */
export const valuesOf = (seller: Seller): Values => ({
  userName: seller.userName,
  imei: seller.imei ?? '',
  password: '',
  supervisorId: seller.superVisorId,
  isActive: seller.isActive,
  commissionPercent: seller.commissionPercent ?? '',
  creditLimit: seller.creditLimit ?? '',
  branchId: seller.branchId,
});

/** A number input's value as the API takes it: empty is null (the company's). */
const orNull = (value: number | string): number | null =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);

/** The add body; a subadmin also picks the supervisor and the money fields. */
export const addBodyOf = (values: Values, withSupervisor: boolean): AddSellerBody => ({
  userName: values.userName.trim(),
  password: values.password,
  isActive: values.isActive,
  imei: values.imei.trim(),
  ...(withSupervisor
    ? {
        superVisorName: values.supervisorId ?? '',
        commissionPercent: orNull(values.commissionPercent),
        creditLimit: orNull(values.creditLimit),
        // Issue 39: only when chosen, so the body is SPEC's otherwise.
        ...(values.branchId ? { branchId: values.branchId } : {}),
      }
    : {}),
});

/**
 * The update body, as SPEC's form sends it (issue 36: only non-empty fields, never `null`): the
 * Device ID trimmed when it holds one, `""` only when the office emptied the seller's device
 * (which removes it), nothing when there was none and none is typed; the name only when not
 * empty, a password only when typed; a cleared supervisor as null.
 */
export function updateBodyOf(seller: Seller, values: Values, withSupervisor: boolean) {
  const body: UpdateSellerBody = { isActive: values.isActive };
  const imei = values.imei.trim();
  if (imei || seller.imei) body.imei = imei;
  const userName = values.userName.trim();
  if (userName) body.userName = userName;
  if (values.password) body.password = values.password;
  if (withSupervisor && values.supervisorId !== seller.superVisorId) {
    body.superVisorName = values.supervisorId;
  }
  // The money fields are the company's to set: sent only when changed.
  if (withSupervisor) {
    const commission = orNull(values.commissionPercent);
    const credit = orNull(values.creditLimit);
    if (commission !== seller.commissionPercent) body.commissionPercent = commission;
    if (credit !== seller.creditLimit) body.creditLimit = credit;
    // Issue 39: sent only when changed; cleared, null takes the seller out of its branch.
    if (values.branchId !== seller.branchId) body.branchId = values.branchId;
  }
  return body;
}
