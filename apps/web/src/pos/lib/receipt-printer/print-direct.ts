import type { PaperWidth } from '../ticket-print/paper-width.ts';
import type { TicketLayout } from '../ticket-print/ticket-layout.ts';
import type { DayReportPrint } from './escpos-report.ts';
import type { EncoderClass } from './escpos-ticket.ts';
import type { PrinterKind } from './printer-settings.ts';

type DirectPrinter = Exclude<PrinterKind, 'browser'>;

let encoder: Promise<EncoderClass> | undefined;
/** The encoder (with its code pages) loads at the first print, never with the point of sale. */
const loadEncoder = () =>
  (encoder ??= import('@point-of-sale/receipt-printer-encoder').then((m) => m.default));

/** Prints a ticket (or its KOPI) straight to the printer; rejects when the printer failed. */
export async function printTicketDirect(
  kind: DirectPrinter,
  layout: TicketLayout,
  width: PaperWidth,
) {
  const [Encoder, { ticketEscPos }, { sendToPrinter }] = await Promise.all([
    loadEncoder(),
    import('./escpos-ticket.ts'),
    import('./transports.ts'),
  ]);
  await sendToPrinter(kind, ticketEscPos(Encoder, layout, width));
}

/** The settings' test print. */
export async function printTestPage(kind: DirectPrinter, width: PaperWidth, lines: string[]) {
  const [Encoder, { testPageEscPos }, { sendToPrinter }] = await Promise.all([
    loadEncoder(),
    import('./escpos-ticket.ts'),
    import('./transports.ts'),
  ]);
  await sendToPrinter(kind, testPageEscPos(Encoder, width, lines));
}

/** The day's report (Rapò), straight to the printer. */
export async function printReportDirect(
  kind: DirectPrinter,
  report: DayReportPrint,
  width: PaperWidth,
) {
  const [Encoder, { reportEscPos }, { sendToPrinter }] = await Promise.all([
    loadEncoder(),
    import('./escpos-report.ts'),
    import('./transports.ts'),
  ]);
  await sendToPrinter(kind, reportEscPos(Encoder, report, width));
}
