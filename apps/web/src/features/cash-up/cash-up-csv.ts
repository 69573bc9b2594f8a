import type { CashUpRow, StatementDay } from '@tiraj/domain/contracts';
import { countCell, type CsvCell } from '../../lib/csv.ts';

/**
 * The Caisse's and the statement's cells in the file (issue 38): an amount is the number itself,
 * never text written beforehand (`3250.00` is text to French Excel, whose sums then give 0); the
 * statement's day is a date. `lib/csv.ts` and `lib/xlsx.ts` write them in the reader's form.
 */
export const cashUpFigureCell = (amount: number): CsvCell => amount;

/** A statement line's day: `22/11/2026` in a French file, a date cell in the `.xlsx`. */
export const statementDayCell = (day: Pick<StatementDay, 'date'>): CsvCell => ({ date: day.date });

/** The sales the seller's credit limit refused that day: a count the spreadsheet adds up, 0 for none. */
export const refusedSalesCell = (row: Pick<CashUpRow, 'refusedToday'>): CsvCell =>
  countCell(row.refusedToday ?? 0);
