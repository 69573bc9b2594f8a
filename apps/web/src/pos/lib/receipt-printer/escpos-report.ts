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
}

/** `Label ....... value` on one line, the value kept whole. */
const pairLine = (columns: number, label: string, value: string) => {
  const v = printable(value);
  const l = printable(label).slice(0, Math.max(1, columns - v.length - 1));
  return `${l}${' '.repeat(columns - l.length - v.length)}${v}`;
};

/** The seller's day (Total, Paid, Profit, paid out) in ESC/POS, for the end of a shift. */
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
  return e.cut('partial').encode();
}
