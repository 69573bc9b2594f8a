import { decimalHtg } from '@tiraj/domain';

/**
 * The dashboard's one CSV writer: every table's Export CSV goes through it.
 * A cell is text, or an amount of HTG (written with two decimals); a count
 * that is not money is written as text (`String(n)`).
 */
export type CsvCell = string | number;

/**
 * What separates the fields: `,` by default; `;` where a spreadsheet's locale uses the comma
 * for decimals (French, Haitian), which splits on `;`.
 */
export type CsvDelimiter = ',' | ';';

/**
 * One CSV field. Amounts keep two decimals and no thousands separator, so a
 * spreadsheet reads them as numbers. Text that a spreadsheet would run as a
 * formula (=, +, -, @, tab or CR first) is prefixed with an apostrophe: seller and
 * company names are typed by users. Any field holding the file's delimiter, a
 * quote or a line break is quoted, so it stays one cell: `sel;=1+1` unquoted in
 * a `;` file would give a second cell `=1+1`, which the spreadsheet would run.
 */
function field(cell: CsvCell, delimiter: CsvDelimiter): string {
  const text =
    typeof cell === 'number' ? decimalHtg(cell) : /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return text.includes(delimiter) || /["\r\n]/.test(text)
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
export function toCsv(header: string[], rows: CsvCell[][], delimiter: CsvDelimiter = ','): string {
  return (
    [header, ...rows]
      .map((line) => line.map((cell) => field(cell, delimiter)).join(delimiter))
      .join('\r\n') + '\r\n'
  );
}

/** The file's bytes: a byte-order mark first, so spreadsheet programs read accents (Pétion-Ville) as UTF-8. */
export function csvBlob(content: string): Blob {
  return new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, content: string) {
  const url = URL.createObjectURL(csvBlob(content));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
