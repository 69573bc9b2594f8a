import type { Ticket } from '@tiraj/domain/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSellerCompany } from './api.ts';
import { readPaperWidth } from './paper-width.ts';
import { printTicket } from './print-ticket.ts';
import { shareTicket } from './share-ticket.ts';
import { ticketLayout } from './ticket-layout.ts';
import { qrMatrix, useQrMatrix, type QrMatrix } from './ticket-qr.ts';
import { TicketView } from './ticket-view.tsx';
import './pos-kit.css';
import './ticket-print.css';

/** What happened to the last print or share, said in the screen's language when shown. */
type Note = 'printFailed' | 'shareFailed' | 'downloaded' | null;

/**
 * A ticket on screen with Print and Share, and its print-only copy at the
 * device's paper width (kept out of sight on screen, the only thing printed),
 * both in the screen's language. `children` are further buttons after Print and Share.
 */
export function PrintableTicket({
  ticket,
  copy,
  children,
}: {
  ticket: Ticket;
  copy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pos');
  const company = useSellerCompany().data;
  // `t` is new for each language: the layout's words, dates and money follow a change at once.
  const layout = useMemo(() => ticketLayout(ticket, company, copy, t), [ticket, company, copy, t]);
  // The public page's link when the server gave one (issue 29), else the bare ID as before.
  const qrText = ticket.publicUrl ?? ticket.ticketId;
  const shown = useQrMatrix(qrText);
  const [loaded, setLoaded] = useState<QrMatrix | null>(null);
  const qr = shown ?? loaded;
  const [paper] = useState(readPaperWidth);
  const [printing, setPrinting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const print = async () => {
    setPrinting(true);
    setNote(null);
    try {
      // The QR encoder loads lazily: the print copy must have its code drawn before printing.
      const matrix = qr ?? (await qrMatrix(qrText));
      flushSync(() => setLoaded(matrix));
      printTicket(paper);
    } catch {
      setNote('printFailed');
    } finally {
      setPrinting(false);
    }
  };

  const share = async () => {
    setSharing(true);
    setNote(null);
    try {
      const outcome = await shareTicket(layout, qrText);
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
        <div className="tp-print-copy" data-paper={paper} aria-hidden="true">
          <TicketView layout={layout} qr={qr} />
        </div>,
        document.body,
      )}
      <div className="pk-actions">
        <button
          type="button"
          className="pk-btn"
          onClick={() => void print()}
          disabled={printing}
          aria-busy={printing}
        >
          {printing ? t('ticket.preparing') : t('ticket.print')}
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
        {note && t(`ticket.${note}`)}
      </p>
    </div>
  );
}
