import type { Seller } from '@tiraj/domain/contracts';
import type { CsvCell } from '../../lib/csv.ts';

/**
 * What a seller owes in the Vendeurs file (issue 38): the amount itself, a number to the
 * spreadsheet. Written beforehand as `1250.00` it was text to French Excel, whose sums gave 0.
 */
export const sellerBalanceCell = (seller: Pick<Seller, 'balance'>): CsvCell => seller.balance;
