import type { ShownTicket } from './ticket-layout.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markPrinted } from '../ticket-paper/papers.ts';
import { PrintableTicket } from './printable-ticket.tsx';

/**
 * A confirmed sale: the ticket, printed at once when the device prints automatically, ready to
 * print again and share; Enter starts the next ticket. `copy`: a reprint of the last ticket (KOPI).
 */
export function SoldTicketPanel({
  ticket,
  onNewTicket,
  copy = false,
  printNow = false,
}: {
  ticket: ShownTicket;
  onNewTicket: () => void;
  copy?: boolean;
  /** printed at once (an unprinted sale the seller asked to print) */
  printNow?: boolean;
}) {
  const { t } = useTranslation('pos');
  const next = useRef<HTMLButtonElement>(null);
  // The device kept this sale's paper as not printed (ticket-paper/): once out, never asked again.
  const saleKey = ticket.saleKey;
  const printed = saleKey ? () => void markPrinted(saleKey) : undefined;

  useEffect(() => {
    next.current?.focus();
    // Enter anywhere but on another button (Print, Share) means the next customer.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('button, a, input, textarea, select')) return;
      event.preventDefault();
      onNewTicket();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onNewTicket]);

  return (
    <section className="tp-panel" aria-labelledby="tp-sold-title">
      <h2 id="tp-sold-title" className="tp-panel-title">
        {copy ? t('ticket.reprintLast') : t('ticket.sold')}
      </h2>
      <PrintableTicket
        ticket={ticket}
        copy={copy}
        autoPrint
        printNow={printNow}
        onPrinted={printed}
      >
        <button
          ref={next}
          type="button"
          className="pk-btn pk-btn-primary"
          onClick={onNewTicket}
          title={t('ticket.newTicketHint')}
        >
          {t('ticket.newTicket')}
        </button>
      </PrintableTicket>
      <p className="pk-hint">{t('ticket.newTicketHint')}</p>
    </section>
  );
}
