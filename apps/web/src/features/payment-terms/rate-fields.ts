import type { PaymentRates } from '@tiraj/domain';

/**
 * The seven values a card shows and the modal edits, in SPEC.md §2 order. Each is labelled
 * `company:paymentTerms.rates.<key>` (1st, 2nd, 3rd in the screen's language; game names as they are).
 */
export const RATE_FIELDS: {
  key: keyof PaymentRates;
  /** SPEC.md §5: the read-only view limits 1st-3rd to 2 characters and L3C to 3 */
  maxLength?: number;
}[] = [
  { key: 'first', maxLength: 2 },
  { key: 'second', maxLength: 2 },
  { key: 'third', maxLength: 2 },
  { key: 'l3c', maxLength: 3 },
  { key: 'l4c' },
  { key: 'l5c' },
  { key: 'mrg' },
];

/** Which rate a server error on `conditions.<index>` belongs to (L4C 4-6, L5C 7-9, MRG 10-15). */
export function rateOfCondition(index: number): keyof PaymentRates {
  if (index <= 3) return RATE_FIELDS[index]!.key;
  if (index <= 6) return 'l4c';
  if (index <= 9) return 'l5c';
  return 'mrg';
}

/** The modal's field for a body path: `conditions.<index>` is edited as its rate. */
export function rateFieldOf(path: string): string {
  const condition = /^conditions\.(\d+)/.exec(path);
  return condition ? `rates.${rateOfCondition(Number(condition[1]))}` : path;
}

/** The server's per-field errors, keyed by the modal's fields. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) mapped[rateFieldOf(field)] = message;
  return mapped;
}
