import { describe, it } from 'vitest';
import {
  expectAmountCell,
  expectDateCell,
  expectFigureCell,
} from '../../lib/export-cells.test-support.ts';
import { cashUpFigureCell, refusedSalesCell, statementDayCell } from './cash-up-csv.ts';

describe('the Caisse and the statement in a file French Excel adds up', () => {
  it.each([
    ['sales', 3250.5],
    ['a negative balance (the company owes)', -775],
    ['nothing', 0],
    ['thousands', 1262345.25],
  ])('an amount (%s) is a number cell', (_, htg) => {
    expectAmountCell(cashUpFigureCell(htg), htg);
  });

  it.each([
    ['17 refused sales', { refusedToday: 17 }, 17],
    ['none (the answer leaves the field out)', {}, 0],
  ])('the credit refusals of the day (%s) are a number cell', (_, row, count) => {
    expectFigureCell(refusedSalesCell(row), count);
  });

  it.each(['2026-11-22', '2026-01-05'])('the statement day %s is a date cell', (date) => {
    expectDateCell(statementDayCell({ date }), date);
  });
});
