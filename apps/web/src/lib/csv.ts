import { decimalHtg, wallClockOf, type Language } from '@tiraj/domain';

/**
 * The dashboard's one CSV writer: every table's Export CSV goes through it, and the screen's
 * language decides how the file writes its figures (`csvFormatFor`).
 */
export type CsvCell =
  /** text, guarded against running as a formula */
  | string
  /** an amount of HTG, written with two decimals */
  | number
  /** a calendar date, `YYYY-MM-DD` */
  | { date: string }
  /** an instant, written as its date and time in the operator's zone */
  | { at: string }
  /** a figure that is not money (a percentage): as it is, with the file's decimal sign */
  | { figure: number }
  /** text that holds figures (a ticket's lines), worded in the file's format */
  | ((format: CsvFormat) => string);

/**
 * What separates the fields: `,` by default; `;` where a spreadsheet's locale uses the comma
 * for decimals (French, Haitian), which splits on `;`.
 */
export type CsvDelimiter = ',' | ';';

/** How a file writes its fields, figures and dates: what the reader's spreadsheet reads. */
export interface CsvFormat {
  delimiter: CsvDelimiter;
  /** the decimal sign of amounts and figures */
  decimal: '.' | ',';
  /** `dmy`: 22/11/2026 (French Excel reads it as a date); `iso`: 2026-11-22, read everywhere */
  dates: 'dmy' | 'iso';
  /** the operator's zone, in which an instant's date and time are written */
  timeZone: string;
}

/**
 * French and Kreyòl: `;`, `3250,00`, `22/11/2026 15:05`, as a spreadsheet with French
 * regional settings reads them (with `,` every line would land in column A and amounts read
 * as text). English keeps `,`, `3250.00` and ISO dates.
 */
export function csvFormatFor(language: Language, timeZone: string): CsvFormat {
  return language === 'en'
    ? { delimiter: ',', decimal: '.', dates: 'iso', timeZone }
    : { delimiter: ';', decimal: ',', dates: 'dmy', timeZone };
}

/** A count (tickets, sellers): a number to the spreadsheet, written as it is; never text. */
export const countCell = (count: number): CsvCell => ({ figure: count });

/** An instant that may be missing (not paid out yet): a date and time, or a blank cell. */
export const instantCell = (at: string | null | undefined): CsvCell => (at ? { at } : '');

/** The format of the tests and of callers that name none: English's, in UTC. */
export const CSV_DEFAULT: CsvFormat = csvFormatFor('en', 'UTC');

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` → `22/11/2026` (dmy) or as it is (iso); anything else is left as it is. */
function dateOf(iso: string, format: CsvFormat): string {
  const [y, m, d] = iso.split('-');
  return format.dates === 'dmy' && y && m && d && !iso.includes('T') ? `${d}/${m}/${y}` : iso;
}

/** An amount with two decimals, no thousands separator and the file's decimal sign: a number to the spreadsheet. */
export function csvAmount(htg: number, format: CsvFormat): string {
  return decimalHtg(htg).replace('.', format.decimal);
}

/** A cell as the file writes it, before quoting. */
function textOf(cell: CsvCell, format: CsvFormat): { text: string; guard: boolean } {
  if (typeof cell === 'number') return { text: csvAmount(cell, format), guard: false };
  if (typeof cell === 'string') return { text: cell, guard: true };
  if (typeof cell === 'function') return { text: cell(format), guard: true };
  if ('figure' in cell)
    return { text: String(cell.figure).replace('.', format.decimal), guard: false };
  if ('date' in cell) return { text: dateOf(cell.date, format), guard: false };
  const instant = new Date(cell.at);
  if (Number.isNaN(instant.getTime())) return { text: cell.at, guard: true };
  const c = wallClockOf(instant, format.timeZone);
  return { text: `${dateOf(c.date, format)} ${pad(c.hour)}:${pad(c.minute)}`, guard: false };
}

/**
 * One CSV field. Amounts keep two decimals and no thousands separator, so a
 * spreadsheet reads them as numbers. Text that a spreadsheet would run as a
 * formula (=, +, -, @, tab or CR first) is prefixed with an apostrophe: seller and
 * company names are typed by users. Any field holding the file's delimiter, a
 * quote or a line break is quoted, so it stays one cell: `sel;=1+1` unquoted in
 * a `;` file would give a second cell `=1+1`, which the spreadsheet would run.
 */
function field(cell: CsvCell, format: CsvFormat): string {
  const { text: raw, guard } = textOf(cell, format);
  const text = guard && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return text.includes(format.delimiter) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** A file name safe on every system: the screen's words, a date or two, `.csv`. */
export function csvFileName(...parts: string[]): string {
  const name = parts
    .filter(Boolean)
    .join('_')
    .replace(/[\\/:*?"<>|\s]+/g, '-');
  return `${name}.csv`;
}

/** The whole file: a header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv(
  header: string[],
  rows: CsvCell[][],
  format: CsvFormat = CSV_DEFAULT,
): string {
  return (
    [header, ...rows]
      .map((line) => line.map((cell) => field(cell, format)).join(format.delimiter))
      .join('\r\n') + '\r\n'
  );
}

/** The file's bytes: a byte-order mark first, so spreadsheet programs read accents (Pétion-Ville) as UTF-8. */
export function csvBlob(content: string): Blob {
  return new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, content: string) {
  downloadBlob(fileName, csvBlob(content));
}

/** Hands a file (a CSV, an `.xlsx`) to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
