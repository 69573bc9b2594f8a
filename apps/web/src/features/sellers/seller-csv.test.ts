import { describe, it } from 'vitest';
import { expectAmountCell } from '../../lib/export-cells.test-support.ts';
import { sellerBalanceCell } from './seller-csv.ts';

describe('the Vendeurs file: the balance is a number French Excel adds up', () => {
  it.each([
    ['owes the bank', 1250],
    ['with cents', 87.35],
    ['the bank owes it', -300.5],
    ['settled', 0],
  ])('%s', (_, balance) => {
    expectAmountCell(sellerBalanceCell({ balance }), balance);
  });
});
