import type { PaperWidth } from '../ticket-print/paper-width.ts';
import { COLUMNS, newEncoder, printable, type EncoderClass } from './escpos-ticket.ts';

/** The day's report as it goes on paper, already in words and in the screen's language. */
export interface DayReportPrint {
  title: string;
  company: string;
  seller: string;
  /** the day, as the screen writes it */
  day: string;
  /** each figure's label and amount (money already formatted) */
  figures: readonly (readonly [label: string, amount: string])[];
  /** the day by draw, as the screen's table: its title, the four headers, a row per draw */
  draws?: {
    title: string;
    headers: readonly [draw: string, tickets: string, sold: string, cancelled: string];
    rows: readonly (readonly string[])[];
  };
}

/** `Label ....... value` on one line, the value kept whole. */
const pairLine = (columns: number, label: string, value: string) => {
  const v = printable(value);
  const l = printable(label).slice(0, Math.max(1, columns - v.length - 1));
  return `${l}${' '.repeat(columns - l.length - v.length)}${v}`;
};

/**
 * The table by draw in fixed columns: the counts and the amount right-aligned at their widest,
 * the draw's name in what is left; a name too long for it (58 mm) gets a line of its own above
 * its figures, never cut.
 */
function drawTable(
  columns: number,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const all = [headers, ...rows].map((r) => r.map(printable));
  const widths = [1, 2, 3].map((i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const nameWidth = Math.max(1, columns - widths.reduce((sum, w) => sum + w + 1, 0));
  const figures = (r: string[]) => widths.map((w, i) => (r[i + 1] ?? '').padStart(w)).join(' ');
  return all.flatMap((r) => {
    const name = r[0] ?? '';
    return name.length <= nameWidth
      ? [`${name.padEnd(nameWidth)} ${figures(r)}`]
      : [name.slice(0, columns), `${' '.repeat(nameWidth)} ${figures(r)}`];
  });
}

/** The seller's day (Total, Paid, Profit, paid out…, then by draw) in ESC/POS, for the end of a shift. */
export function reportEscPos(
  Encoder: EncoderClass,
  report: DayReportPrint,
  width: PaperWidth,
): Uint8Array {
  const columns = COLUMNS[width];
  const e = newEncoder(Encoder, width).align('center');
  e.bold(true).line(printable(report.company)).bold(false);
  e.line(printable(report.title));
  e.line(printable(report.seller));
  e.line(printable(report.day));
  e.align('left').line('-'.repeat(columns));
  for (const [label, amount] of report.figures) e.line(pairLine(columns, label, amount));
  e.line('-'.repeat(columns));
  if (report.draws && report.draws.rows.length > 0) {
    e.bold(true).line(printable(report.draws.title)).bold(false);
    for (const row of drawTable(columns, report.draws.headers, report.draws.rows)) e.line(row);
    e.line('-'.repeat(columns));
  }
  return e.cut('partial').encode();
}
