/**
 * A payment term is 16 multipliers laid out like a winning number:
 * 0-2 BLT 1st/2nd/3rd, 3 L3C, 4-6 L4C 1-3, 7-9 L5C 1-3, 10-15 MRG.
 */
export type Multipliers = readonly number[];

/** The Haitian State Lottery's published rates, paid when a company has no term. */
export const DEFAULT_RATES = {
  first: 50,
  second: 20,
  third: 10,
  l3c: 500,
  l4c: 5000,
  l5c: 25000,
  mrg: 1000,
} as const;

export type PaymentRates = { [K in keyof typeof DEFAULT_RATES]: number };

/** The seven values of the form → the 16 conditions (L4C sets 4-6, L5C 7-9, MRG 10-15). */
export function conditionsOf(rates: PaymentRates): number[] {
  return [
    rates.first,
    rates.second,
    rates.third,
    rates.l3c,
    rates.l4c,
    rates.l4c,
    rates.l4c,
    rates.l5c,
    rates.l5c,
    rates.l5c,
    ...Array<number>(6).fill(rates.mrg),
  ];
}

/** The 16 conditions → the seven values a card shows. */
export function ratesOf(conditions: Multipliers): PaymentRates {
  const at = (i: number) => conditions[i] ?? 0;
  return {
    first: at(0),
    second: at(1),
    third: at(2),
    l3c: at(3),
    l4c: at(4),
    l5c: at(7),
    mrg: at(10),
  };
}

export const DEFAULT_CONDITIONS: Multipliers = conditionsOf(DEFAULT_RATES);
