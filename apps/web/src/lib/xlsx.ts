import { wallClockOf } from '@tiraj/domain';
import type { CellObject } from 'write-excel-file/browser';
import { downloadBlob, type CsvCell, type CsvFormat } from './csv.ts';

/**
 * The `.xlsx` beside every CSV (issue 30): the same header and cells as `lib/csv.ts` writes, in
 * a real spreadsheet file: amounts and figures are numbers, dates and instants are dates (in the
 * file's date order), text stays text (never run as a formula). The writer is loaded at the
 * first click only.
 */

/** An amount of HTG: a number shown with two decimals and the reader's own separators. */
const MONEY = '#,##0.00';

/** A date or an instant as the language's CSV writes it (22/11/2026 or 2026-11-22). */
const dateFormat = (format: CsvFormat) => (format.dates === 'dmy' ? 'dd/mm/yyyy' : 'yyyy-mm-dd');

/** A calendar day or a wall-clock time as a spreadsheet date: its own figures, in no time zone. */
const spreadsheetDate = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, m - 1, d, h, min));

/** One cell of the sheet, from the cell the CSV would write. */
export function xlsxCellOf(cell: CsvCell, format: CsvFormat): CellObject {
  if (typeof cell === 'number') return { value: cell, type: Number, format: MONEY };
  if (typeof cell === 'string') return { value: cell, type: String };
  if (typeof cell === 'function') return { value: cell(format), type: String };
  if ('figure' in cell) return { value: cell.figure, type: Number };
  if ('date' in cell) {
    const [y, m, d] = cell.date.split('-').map(Number);
    if (!y || !m || !d) return { value: cell.date, type: String };
    return { value: spreadsheetDate(y, m, d), type: Date, format: dateFormat(format) };
  }
  const instant = new Date(cell.at);
  if (Number.isNaN(instant.getTime())) return { value: cell.at, type: String };
  const c = wallClockOf(instant, format.timeZone);
  return {
    value: spreadsheetDate(c.year, c.month, c.day, c.hour, c.minute),
    type: Date,
    format: `${dateFormat(format)} hh:mm`,
  };
}

/** The sheet: the header in bold, then one row per line, as the CSV. */
export function xlsxSheetOf(header: string[], rows: CsvCell[][], format: CsvFormat) {
  return [
    header.map((h): CellObject => ({ value: h, type: String, fontWeight: 'bold' })),
    ...rows.map((row) => row.map((cell) => xlsxCellOf(cell, format))),
  ];
}

/** The CSV's file name with `.xlsx`. */
export const xlsxFileName = (csvFileName: string) => csvFileName.replace(/\.csv$/i, '') + '.xlsx';

/** Writes the sheet (the writer fetched on first use) and hands it to the browser as a download. */
export async function downloadXlsx(
  fileName: string,
  header: string[],
  rows: CsvCell[][],
  format: CsvFormat,
) {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const sheet = xlsxSheetOf(header, rows, format);
  const blob = await writeExcelFile(sheet, { stickyRowsCount: 1 }).toBlob();
  downloadBlob(xlsxFileName(fileName), blob);
}
