/** Money travels as a decimal number of HTG and is stored as integer centimes. */
export function toCentimes(htg: number): number {
  return Math.round(htg * 100);
}

export function fromCentimes(centimes: number): number {
  return centimes / 100;
}

/** Sums amounts of HTG in centimes, so that 0.1 + 0.2 stays 0.30. */
export function sumHtg(amounts: number[]): number {
  return fromCentimes(amounts.reduce((sum, htg) => sum + toCentimes(htg), 0));
}

/**
 * How a language writes an amount: `en-US` `1,234.50`; French and Kreyòl (`fr-FR`, `ht-HT`) group
 * with a no-break space and mark decimals with a comma, `1 234,50`. Kreyòl is written the French
 * way by hand: a browser's ICU may not know `ht`.
 */
const amountFormats = new Map<string, Intl.NumberFormat>();
function amountFormat(locale: string): Intl.NumberFormat {
  const base = locale.startsWith('en') ? 'en-US' : 'fr-FR';
  let format = amountFormats.get(base);
  if (!format) {
    format = new Intl.NumberFormat(base, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(base, format);
  }
  return format;
}

/** `1234.5` → `1,234.50` (`1 234,50` in French and Kreyòl): an amount in a column headed HTG. */
export function formatAmount(htg: number, locale = 'en-US'): string {
  // One kind of space inside a number: French ICU writes U+202F, some fonts draw it too narrow.
  return amountFormat(locale)
    .format(htg)
    .replace(/[\u202f\u00a0]/g, '\u00a0');
}

/** `1234.5` → `1,234.50 HTG` (`1 234,50 HTG` in French and Kreyòl), for screens. */
export function formatHtg(htg: number, locale = 'en-US'): string {
  return `${formatAmount(htg, locale)} HTG`;
}

/** `12.5` → `12.5`: an amount as a seller types it, to the centime, without the currency. */
export function plainHtg(htg: number): string {
  return String(fromCentimes(toCentimes(htg)));
}

/** `1234.5` → `1234.50`: an amount in a file (CSV), without grouping or currency. */
export function decimalHtg(htg: number): string {
  return htg.toFixed(2);
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

/**
 * A sum of centimes as the database answers it (a bigint sum arrives as text,
 * an empty sum as null) as integer centimes.
 */
export function centimesOf(value: string | number | null | undefined): number {
  return Number(value ?? 0);
}

/** Total, Paid and Profit from integer centimes, in HTG: the profit is subtracted in centimes, so it stays exact. */
export function saleFiguresOf(sumCentimes: number, paidCentimes: number) {
  return {
    sum: fromCentimes(sumCentimes),
    paid: fromCentimes(paidCentimes),
    profit: fromCentimes(sumCentimes - paidCentimes),
  };
}
