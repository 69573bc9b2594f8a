import { strFromU8, unzipSync } from 'fflate';

/** A cell read back: its text or number, and its number format when it has one. */
export interface ReadCell {
  value: string | number;
  format?: string;
}

const unescape = (xml: string) =>
  xml
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The column's index of a cell reference: A1 → 0, AB7 → 27. */
const columnOf = (ref: string) =>
  [...ref.replace(/\d+$/, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/**
 * A small reader of an `.xlsx`'s first sheet, as a spreadsheet would open it: shared and inline
 * strings as text, numbers as numbers, each with the number format of its style (a date is a
 * number of days since 1899-12-30 shown in a date format).
 */
export function readXlsx(bytes: Uint8Array): ReadCell[][] {
  const files = unzipSync(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescape([...m[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join('')),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [
      m[1]!,
      unescape(m[2]!),
    ]),
  );
  const cellXfs = styles.match(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s)?.[1] ?? '';
  const styleFormats = [...cellXfs.matchAll(/<xf([^>]*)>/g)].map((m) => {
    const id = m[1]!.match(/numFmtId="(\d+)"/)?.[1];
    return id ? formats.get(id) : undefined;
  });
  const rows: ReadCell[][] = [];
  for (const row of text('xl/worksheets/sheet1.xml').matchAll(
    /<row r="(\d+)"[^>]*>(.*?)<\/row>/gs,
  )) {
    const cells: ReadCell[] = [];
    for (const c of row[2]!.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const attributes = c[2]!;
      const type = attributes.match(/ t="(\w+)"/)?.[1];
      const style = attributes.match(/ s="(\d+)"/)?.[1];
      const raw = c[3]?.match(/<v>(.*?)<\/v>/s)?.[1];
      const inline = c[3]?.match(/<is>.*?<t[^>]*>(.*?)<\/t>/s)?.[1];
      const value =
        type === 's'
          ? strings[Number(raw)]!
          : type === 'inlineStr'
            ? unescape(inline ?? '')
            : type === 'str'
              ? unescape(raw ?? '')
              : Number(raw);
      const format = style ? styleFormats[Number(style)] : undefined;
      cells[columnOf(c[1]!)] = format ? { value, format } : { value };
    }
    rows[Number(row[1]) - 1] = cells;
  }
  return rows;
}

/** A spreadsheet's date number of a calendar day (and a wall-clock time). */
export const serialOf = (isoDate: string, hours = 0, minutes = 0) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return (Date.UTC(y, m - 1, d, hours, minutes) - Date.UTC(1899, 11, 30)) / 86_400_000;
};
