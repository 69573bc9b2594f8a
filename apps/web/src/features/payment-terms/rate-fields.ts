import type { PaymentRates } from '@tiraj/domain';

/** The seven values a card shows and the modal edits, in SPEC.md §2 order. */
export const RATE_FIELDS: {
  key: keyof PaymentRates;
  label: string;
  /** SPEC.md §5: the read-only view limits 1st-3rd to 2 characters and L3C to 3 */
  maxLength?: number;
}[] = [
  { key: 'first', label: '1st', maxLength: 2 },
  { key: 'second', label: '2nd', maxLength: 2 },
  { key: 'third', label: '3rd', maxLength: 2 },
  { key: 'l3c', label: 'L3C', maxLength: 3 },
  { key: 'l4c', label: 'L4C' },
  { key: 'l5c', label: 'L5C' },
  { key: 'mrg', label: 'MRG' },
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
