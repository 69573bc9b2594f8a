import type { Ticket } from '@tiraj/domain/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useSellerCompany } from './api.ts';
import { readPaperWidth } from './paper-width.ts';
import { printTicket } from './print-ticket.ts';
import { shareTicket } from './share-ticket.ts';
import { ticketLayout } from './ticket-layout.ts';
import { qrMatrix, useQrMatrix, type QrMatrix } from './ticket-qr.ts';
import { TicketView } from './ticket-view.tsx';
import { words } from './words.ts';
import './pos-kit.css';
import './ticket-print.css';

/**
 * A ticket on screen with Print and Share, and its print-only copy at the
 * device's paper width (kept out of sight on screen, the only thing printed).
 * `children` are further buttons after Print and Share.
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
  const company = useSellerCompany().data;
  const layout = useMemo(() => ticketLayout(ticket, company, copy), [ticket, company, copy]);
  const shown = useQrMatrix(ticket.ticketId);
  const [loaded, setLoaded] = useState<QrMatrix | null>(null);
  const qr = shown ?? loaded;
  const [paper] = useState(readPaperWidth);
  const [printing, setPrinting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [note, setNote] = useState('');

  const print = async () => {
    setPrinting(true);
    setNote('');
    try {
      // The QR encoder loads lazily: the print copy must have its code drawn before printing.
      const matrix = qr ?? (await qrMatrix(ticket.ticketId));
      flushSync(() => setLoaded(matrix));
      printTicket(paper);
    } catch {
      setNote(words.printFailed);
    } finally {
      setPrinting(false);
    }
  };

  const share = async () => {
    setSharing(true);
    setNote('');
    try {
      const outcome = await shareTicket(layout);
      if (outcome === 'downloaded') setNote(words.downloaded);
    } catch {
      setNote(words.shareFailed);
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
          {printing ? words.preparing : words.print}
        </button>
        <button
          type="button"
          className="pk-btn"
          onClick={() => void share()}
          disabled={sharing}
          aria-busy={sharing}
        >
          {sharing ? words.preparing : words.share}
        </button>
        {children}
      </div>
      <p className="pk-note" role="status">
        {note}
      </p>
    </div>
  );
}
