import type { ShownTicket } from './ticket-layout.ts';
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSellerCompany } from './api.ts';
import { shareTicket } from './share-ticket.ts';
import { ticketLayout } from './ticket-layout.ts';
import { useQrMatrix } from './ticket-qr.ts';
import { TicketView } from './ticket-view.tsx';
import { useTicketPrint } from './use-ticket-print.ts';
import './pos-kit.css';
import './ticket-print.css';

/** What happened to the last print or share, said in the screen's language when shown. */
type Note = 'shareFailed' | 'downloaded' | null;

/**
 * A ticket on screen with Print and Share, and its print-only copy at the
 * device's paper width (kept out of sight on screen, the only thing printed),
 * both in the screen's language. `children` are further buttons after Print and Share.
 * `autoPrint`: a sale just confirmed, printed at once when the device's setting asks.
 */
export function PrintableTicket({
  ticket,
  copy,
  autoPrint = false,
  printNow = false,
  onPrinted,
  children,
}: {
  ticket: ShownTicket;
  copy: boolean;
  autoPrint?: boolean;
  /** printed at once whatever the printer: the seller just asked for this paper */
  printNow?: boolean;
  /** its paper came out (printed, or sent as a picture) */
  onPrinted?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pos');
  const { t: tShared } = useTranslation('shared');
  const companyQuery = useSellerCompany();
  const company = companyQuery.data;
  // Kept on the device, the details are there at once; otherwise wait while they are asked.
  const detailsKnown = company !== undefined || companyQuery.fetchStatus !== 'fetching';
  // `t` is new for each language: the layout's words, dates and money follow a change at once.
  const layout = useMemo(
    () => ticketLayout(ticket, company, copy, t, tShared),
    [ticket, company, copy, t, tShared],
  );
  const qr = useQrMatrix(layout.qrText);
  const printing = useTicketPrint(layout, qr, {
    auto: autoPrint,
    now: printNow,
    onPrinted,
    ready: detailsKnown,
  });
  const { job } = printing;
  const [sharing, setSharing] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const printLabel =
    job.state === 'printing'
      ? t('ticket.printing')
      : job.state === 'failed'
        ? t('ticket.printAgain')
        : t('ticket.print');
  const printNote =
    job.state === 'failed'
      ? printing.direct
        ? t('ticket.directPrintFailed')
        : t('ticket.printFailed')
      : job.state === 'printed' && printing.direct
        ? t('ticket.printed')
        : null;

  const share = async () => {
    setSharing(true);
    setNote(null);
    try {
      const outcome = await shareTicket(layout);
      // A picture sent to the customer is the paper handed over: not asked for again.
      onPrinted?.();
      if (outcome === 'downloaded') setNote('downloaded');
    } catch {
      setNote('shareFailed');
    } finally {
      setSharing(false);
    }
  };

  return (
    <div className="tp-printable">
      <TicketView layout={layout} qr={qr} />
      {createPortal(
        <div className="tp-print-copy" data-paper={printing.paper} aria-hidden="true">
          <TicketView layout={layout} qr={printing.printQr} />
        </div>,
        document.body,
      )}
      <div className="pk-actions">
        <button
          type="button"
          className="pk-btn"
          onClick={printing.print}
          disabled={job.state === 'printing'}
          aria-busy={job.state === 'printing'}
          data-testid="print-ticket"
        >
          {printLabel}
        </button>
        <button
          type="button"
          className="pk-btn"
          onClick={() => void share()}
          disabled={sharing}
          aria-busy={sharing}
        >
          {sharing ? t('ticket.preparing') : t('ticket.share')}
        </button>
        {children}
      </div>
      <p className="pk-note" role="status">
        {note ? t(`ticket.${note}`) : printNote}
      </p>
    </div>
  );
}
