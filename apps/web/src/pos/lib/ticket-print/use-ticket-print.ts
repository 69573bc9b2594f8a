import { useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NO_PRINT_JOB, nextPrintJob, startsPrinting } from '../receipt-printer/print-job.ts';
import { readAutoPrint, readPrinterKind } from '../receipt-printer/printer-settings.ts';
import { readPaperWidth } from './paper-width.ts';
import { printTicket } from './print-ticket.ts';
import type { TicketLayout } from './ticket-layout.ts';
import { qrMatrix, type QrMatrix } from './ticket-qr.ts';

/**
 * Printing one ticket through the device's printer (direct ESC/POS, or the browser's dialog), as
 * the print-job state machine says: once automatically after a sale when the setting asks, then
 * on each tap. A failure is only a note and "print again": the sale is already confirmed.
 */
export function useTicketPrint(
  layout: TicketLayout,
  qr: QrMatrix | null,
  {
    auto,
    now = false,
    onPrinted,
    ready = true,
  }: {
    auto: boolean;
    /** print at once whatever the printer (the seller just asked, e.g. an unprinted sale's Enprime) */
    now?: boolean;
    /** its paper came out: the direct printer took it, or the print dialog closed */
    onPrinted?: () => void;
    /** the company's details are known (issue 37): printing waits for them */
    ready?: boolean;
  },
) {
  const [kind] = useState(readPrinterKind);
  const [paper] = useState(readPaperWidth);
  /** the QR code loaded for the dialog's copy when the screen's was not drawn yet */
  const [loaded, setLoaded] = useState<QrMatrix | null>(null);
  const [job, dispatch] = useReducer(nextPrintJob, NO_PRINT_JOB);
  const before = useRef(job);
  const layoutRef = useRef(layout);
  const qrRef = useRef(qr);
  const printedRef = useRef(onPrinted);
  useEffect(() => {
    layoutRef.current = layout;
    qrRef.current = qr;
    printedRef.current = onPrinted;
  });

  useEffect(() => {
    // Not before the company's details are known (issue 37): a paper without its address,
    // phone and validity line cannot be printed again by itself.
    if (!ready) return;
    dispatch({
      type: 'sold',
      ticketId: layout.ticketId,
      auto: now || (auto && kind !== 'browser' && readAutoPrint()),
    });
  }, [layout.ticketId, auto, now, kind, ready]);

  useEffect(() => {
    const starts = startsPrinting(before.current, job);
    before.current = job;
    if (!starts) return;
    const print = async () => {
      if (kind === 'browser') {
        // The QR encoder loads lazily: the print copy must have its code drawn before printing.
        const matrix = qrRef.current ?? (await qrMatrix(layoutRef.current.ticketId));
        flushSync(() => setLoaded(matrix));
        printTicket(paper);
        return;
      }
      const { printTicketDirect } = await import('../receipt-printer/print-direct.ts');
      // Read after the encoder loaded: the company's name and phone may have arrived meanwhile.
      await printTicketDirect(kind, layoutRef.current, paper);
    };
    print().then(
      () => {
        dispatch({ type: 'printed' });
        printedRef.current?.();
      },
      () => dispatch({ type: 'failed' }),
    );
  }, [job, kind, paper]);

  return {
    job,
    direct: kind !== 'browser',
    paper,
    /** the QR code for the dialog's print copy */
    printQr: qr ?? loaded,
    print: () => dispatch({ type: 'print' }),
  };
}
