import { describe, expect, it } from 'vitest';
import { csvFormatFor, type CsvCell } from './csv.ts';
import { xlsxCellOf, xlsxFileName, xlsxSheetOf } from './xlsx.ts';

const fr = csvFormatFor('fr', 'America/Port-au-Prince');
const en = csvFormatFor('en', 'America/Port-au-Prince');

describe('xlsxCellOf: the CSV cell as a spreadsheet cell', () => {
  const cases: [string, CsvCell, typeof fr, object][] = [
    [
      'an amount: a number with two decimals',
      1262.5,
      fr,
      { value: 1262.5, type: Number, format: '#,##0.00' },
    ],
    ['a figure: a number as it is', { figure: 81.5 }, fr, { value: 81.5, type: Number }],
    ['text stays text, a formula too', '=1+1', fr, { value: '=1+1', type: String }],
    [
      'a date in French: day first',
      { date: '2026-11-22' },
      fr,
      { value: new Date(Date.UTC(2026, 10, 22)), type: Date, format: 'dd/mm/yyyy' },
    ],
    [
      'a date in English: ISO',
      { date: '2026-11-22' },
      en,
      { value: new Date(Date.UTC(2026, 10, 22)), type: Date, format: 'yyyy-mm-dd' },
    ],
    [
      'an instant: its wall clock in the operator zone (UTC−5 in November)',
      { at: '2026-11-22T20:05:00.000Z' },
      fr,
      { value: new Date(Date.UTC(2026, 10, 22, 15, 5)), type: Date, format: 'dd/mm/yyyy hh:mm' },
    ],
    ['a date that is none stays text', { date: 'soon' }, fr, { value: 'soon', type: String }],
    ['an instant that is none stays text', { at: 'never' }, fr, { value: 'never', type: String }],
    [
      'text worded in the file format',
      (f) => `BLT 27: ${f.decimal === ',' ? '12,50' : '12.50'}`,
      fr,
      { value: 'BLT 27: 12,50', type: String },
    ],
  ];
  it.each(cases)('%s', (_, cell, format, expected) => {
    expect(xlsxCellOf(cell, format)).toEqual(expected);
  });
});

describe('xlsxSheetOf and xlsxFileName', () => {
  it('a bold header, then the rows in the same columns', () => {
    expect(xlsxSheetOf(['Seller', 'Total (HTG)'], [['ana', 15]], en)).toEqual([
      [
        { value: 'Seller', type: String, fontWeight: 'bold' },
        { value: 'Total (HTG)', type: String, fontWeight: 'bold' },
      ],
      [
        { value: 'ana', type: String },
        { value: 15, type: Number, format: '#,##0.00' },
      ],
    ]);
  });
  it('names the file as the CSV, with .xlsx', () => {
    expect(xlsxFileName('sold-tickets_2026-11-22.csv')).toBe('sold-tickets_2026-11-22.xlsx');
  });
});
