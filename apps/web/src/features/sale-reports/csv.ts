import { decimalHtg } from '@tiraj/domain';

/** A cell of an exported report: text, or an amount of HTG. */
export type CsvCell = string | number;

/**
 * One CSV field. Amounts keep two decimals and no thousands separator, so a
 * spreadsheet reads them as numbers. Text that a spreadsheet would run as a
 * formula (=, +, -, @ first) is prefixed with an apostrophe: seller and
 * company names are typed by users.
 */
function field(cell: CsvCell): string {
  if (typeof cell === 'number') return decimalHtg(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, content: string) {
  // The byte-order mark lets spreadsheet programs read accents (Pétion-Ville) as UTF-8.
  const blob = new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
