import { describe, it } from 'vitest';
import { expectAmountCell, expectDateCell } from '../../lib/export-cells.test-support.ts';
import { cashUpFigureCell, statementDayCell } from './cash-up-csv.ts';

describe('the Caisse and the statement in a file French Excel adds up', () => {
  it.each([
    ['sales', 3250.5],
    ['a negative balance (the company owes)', -775],
    ['nothing', 0],
    ['thousands', 1262345.25],
  ])('an amount (%s) is a number cell', (_, htg) => {
    expectAmountCell(cashUpFigureCell(htg), htg);
  });

  it.each(['2026-11-22', '2026-01-05'])('the statement day %s is a date cell', (date) => {
    expectDateCell(statementDayCell({ date }), date);
  });
});
