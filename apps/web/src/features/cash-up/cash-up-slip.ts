import type { CashUpRow } from '@tiraj/domain/contracts';

/** The figures a seller's cash-up slip prints, in the order of the Cash-up's columns. */
export const SLIP_FIGURES = [
  'sales',
  'commission',
  'payouts',
  'due',
  'remitted',
  'balance',
] as const;

/**
 * The lines of one seller's cash-up slip (80 mm): who, which day, then the row's figures as the
 * Cash-up shows them. `label` names a line (`seller`, `date` or a figure), `money` writes HTG.
 */
export function cashUpSlipLines(
  row: CashUpRow,
  day: string,
  label: (key: 'seller' | 'date' | (typeof SLIP_FIGURES)[number]) => string,
  money: (htg: number) => string,
): (readonly [string, string])[] {
  return [
    [label('seller'), row.sellerName],
    [label('date'), day],
    ...SLIP_FIGURES.map((key) => [label(key), money(row[key])] as const),
  ];
}
