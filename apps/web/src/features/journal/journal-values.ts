import { LEDGER_KINDS, STAFF_ROLES } from '@tiraj/domain';
import { OFFLINE_HOLD_REASONS } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';

const isOneOf = <T extends string>(codes: readonly T[], value: string): value is T =>
  (codes as readonly string[]).includes(value);

/**
 * A Journal value that is a code (issue 38: a Kreyòl reader saw "Kalite: reversal"), in the
 * reader's language: a Caisse entry's kind and a held offline ticket's reason, in the words their
 * own screens use; a staff account's role and a branch's term taken from the company's (issue 39). Any other value, and a code these lists do not know, is left to the caller.
 */
export function journalValueWord(
  t: TFunction<('reports' | 'offline' | 'company')[]>,
  field: string,
  value: string,
): string | undefined {
  if (field === 'kind' && isOneOf(LEDGER_KINDS, value)) return t(`reports:cashUp.kind.${value}`);
  if (field === 'heldFor' && isOneOf(OFFLINE_HOLD_REASONS, value))
    return t(`offline:reasons.${value}`);
  // Issue 39: a staff account's role, as the Staff screen words it.
  if (field === 'staffRole' && isOneOf(STAFF_ROLES, value))
    return t(`company:staff.roles.${value}`);
  // Issue 39: a branch's payout term or free-maryaj switch given back to the company's.
  if ((field === 'conditions' || field === 'bonusFlag') && value === 'company')
    return t('reports:journal.asCompany');
  return undefined;
}
