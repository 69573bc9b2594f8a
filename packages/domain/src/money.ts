/** Money travels as a decimal number of HTG and is stored as integer centimes. */
export function toCentimes(htg: number): number {
  return Math.round(htg * 100);
}

export function fromCentimes(centimes: number): number {
  return centimes / 100;
}

/** `1234.5` → `1,234.50 HTG`, for screens. */
export function formatHtg(htg: number): string {
  return `${htg.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} HTG`;
}

/**
 * A percent or a multiplier (at most two decimals) as a whole number of hundredths, so the
 * money computed from it is integer arithmetic: 0.57 × 10000 is 5699.999… in binary.
 */
export function hundredthsOf(value: number): number {
  return Math.round(value * 100);
}

/** At most two decimals, tolerant of binary fractions (0.29 × 100 = 28.999…). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
