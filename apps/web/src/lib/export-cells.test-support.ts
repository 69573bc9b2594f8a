import { expect } from 'vitest';
import { csvFormatFor, toCsv, type CsvCell } from './csv.ts';
import { xlsxCellOf } from './xlsx.ts';

/** The operator's French file, in Port-au-Prince (UTC−5 in November): what the export tests read. */
export const FRENCH = csvFormatFor('fr', 'America/Port-au-Prince');

/** One cell as French Excel gets it: the CSV field and the `.xlsx` cell. */
export const asFrench = (cell: CsvCell) => ({
  csv: toCsv(['x'], [[cell]], FRENCH).split('\r\n')[1],
  xlsx: xlsxCellOf(cell, FRENCH),
});

/** An amount the spreadsheet adds up: `3250,50` in the CSV, a number cell in the `.xlsx`. */
export function expectAmountCell(cell: CsvCell, htg: number) {
  expect(cell).toBe(htg);
  const { csv, xlsx } = asFrench(cell);
  expect(csv).toBe(htg.toFixed(2).replace('.', ','));
  expect(xlsx).toMatchObject({ value: htg, type: Number });
}

/** A count or a percentage: a number too, never text. */
export function expectFigureCell(cell: CsvCell, figure: number) {
  expect(cell).toEqual({ figure });
  expect(asFrench(cell).xlsx).toMatchObject({ value: figure, type: Number });
}

/** A calendar day: `22/11/2026` in the CSV, a date cell in the `.xlsx`. */
export function expectDateCell(cell: CsvCell, isoDate: string) {
  expect(cell).toEqual({ date: isoDate });
  const [y, m, d] = isoDate.split('-');
  expect(asFrench(cell).csv).toBe(`${d}/${m}/${y}`);
  expect(asFrench(cell).xlsx).toMatchObject({ type: Date, format: 'dd/mm/yyyy' });
}
