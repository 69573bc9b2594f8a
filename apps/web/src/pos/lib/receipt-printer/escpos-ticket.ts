import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PaperWidth } from '../ticket-print/paper-width.ts';
import type { TicketLayout } from '../ticket-print/ticket-layout.ts';

/** The encoder's class, passed in: the library loads only when something is printed. */
export type EncoderClass = typeof ReceiptPrinterEncoder;

/** Characters per line in the printer's font A (12 dots): 384 dots → 32, 576 dots → 48. */
export const COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * CP858 (CP850 with €) holds every letter of Kreyòl and French (è ò à é ç ô…), `×` of a mariage
 * and `·` of Loto 4 · 2; Epson's table numbers it 19, as most ESC/POS printers do (Sunmi, Xprinter).
 */
const CODEPAGE = 'cp858';

/**
 * The text as the code page can print it: Intl writes French thousands with a narrow no-break
 * space (U+202F) that no printer code page has; a plain space prints the same. The screens'
 * minus (U+2212) is not in it either: a hyphen.
 */
export const printable = (text: string) =>
  text.replace(/[\u00a0\u2007\u2009\u202f]/g, ' ').replace(/\u2212/g, '-');

export function newEncoder(Encoder: EncoderClass, width: PaperWidth) {
  return new Encoder({
    language: 'esc-pos',
    columns: COLUMNS[width],
    codepageMapping: 'epson',
    // Raster images (GS v 0) print on every ESC/POS printer, column mode does not.
    imageMode: 'raster',
    feedBeforeCut: 4,
  })
    .initialize()
    .codepage(CODEPAGE);
}

/** A dashed rule: the encoder's box-drawing rule switches code page, which cheap clones misprint. */
const rule = (encoder: ReceiptPrinterEncoder, columns: number) => encoder.line('-'.repeat(columns));

/** `Label ....... value` on one line of the paper (the value kept whole, the label cut first). */
function pair(encoder: ReceiptPrinterEncoder, columns: number, label: string, value: string) {
  const v = printable(value);
  const room = Math.max(1, columns - v.length - 1);
  const l = printable(label).slice(0, room);
  encoder.line(`${l}${' '.repeat(columns - l.length - v.length)}${v}`);
}

/**
 * The ticket in ESC/POS: the same layout (words, money, dates) as the screen, the print dialog
 * and the shared image, so paper never differs from them. The QR code is the printer's own
 * (GS ( k), sharp at any width.
 */
export function ticketEscPos(
  Encoder: EncoderClass,
  layout: TicketLayout,
  width: PaperWidth,
): Uint8Array {
  const columns = COLUMNS[width];
  const words = layout.words;
  const e = newEncoder(Encoder, width);
  e.align('center');
  if (layout.copy) e.bold(true).line(words.copy).bold(false);
  if (layout.offlineCode) e.bold(true).line(printable(words.offline)).bold(false);
  e.bold(true).size(2, 2).line(printable(layout.company)).size(1, 1).bold(false);
  if (layout.address) e.line(printable(layout.address));
  if (layout.phone) e.line(printable(`${words.phone} ${layout.phone}`));
  e.align('left');
  rule(e, columns);
  pair(e, columns, words.seller, layout.seller);
  pair(e, columns, words.draw, layout.draw);
  pair(e, columns, words.drawDate, layout.drawDate);
  pair(e, columns, words.soldAt, layout.soldAt);
  e.align('center').line(printable(words.ticketId));
  e.bold(true).size(2, 1).line(layout.ticketId).size(1, 1).bold(false);
  e.align('left');
  rule(e, columns);
  pair(e, columns, `${words.game} / ${words.number}`, words.amount);
  for (const line of layout.lines) {
    const value = line.bonus ? words.free : line.amount;
    pair(e, columns, `${line.game} ${line.number}`, value);
    // Indented under its line when it fits, else flush left: one line of the paper either way.
    const digits = printable(line.digits);
    if (digits) e.line(digits.length + 2 <= columns ? `  ${digits}` : digits);
    if (line.potentialWin) pair(e, columns, `  ${words.potentialWin}`, line.potentialWin);
  }
  rule(e, columns);
  e.bold(true);
  pair(e, columns, words.total, layout.total);
  e.bold(false);
  e.align('center').newline();
  e.qrcode(layout.qrText, { model: 2, size: width === 58 ? 6 : 8, errorlevel: 'm' });
  if (layout.validity) e.line(printable(layout.validity));
  if (layout.copy) e.bold(true).line(words.copy).bold(false);
  if (layout.offlineCode) e.bold(true).line(printable(words.offline)).bold(false);
  e.line(printable(words.goodLuck));
  return e.cut('partial').encode();
}

/** A few lines that prove the printer, its paper width and its accents. */
export function testPageEscPos(
  Encoder: EncoderClass,
  width: PaperWidth,
  lines: readonly string[],
): Uint8Array {
  const e = newEncoder(Encoder, width).align('center');
  for (const line of lines) e.line(printable(line));
  rule(e, COLUMNS[width]);
  e.line('1234567890'.repeat(10).slice(0, COLUMNS[width]));
  return e.cut('partial').encode();
}
