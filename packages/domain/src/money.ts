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

/** At most two decimals, tolerant of binary fractions (0.29 × 100 = 28.999…). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
