import type { Ticket } from '@tiraj/domain/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Say } from '../../lib/say.ts';
import { useSellerCompany } from '../../lib/ticket-print/api.ts';
import { ConfirmDialog } from '../../lib/ticket-print/confirm-dialog.tsx';
import { money, posTime } from '../../lib/ticket-print/ticket-format.ts';
import { ticketTotal, type ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';
import { markPrinted } from '../../lib/ticket-paper/papers.ts';
import { PrintableTicket } from '../../lib/ticket-print/printable-ticket.tsx';
import { useNow } from '../../lib/use-now.ts';
import { useCancelTicket, useMyTickets, useResults } from './api.ts';
import { cancelRefusal } from './cancel-refusal.ts';
import { deviceToday } from './day-dates.ts';
import { cancelMinutesLeft, drawSummaries } from './day-tickets.ts';
import { DrawSummaryTable } from './draw-summary.tsx';
import { LoadProblem } from './load-problem.tsx';
import { drawKey, newestFirst, ticketStatus } from './ticket-status.ts';
import { OfflineTickets } from './offline-tickets.tsx';
import { WaitingTickets } from './waiting-tickets.tsx';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';
import './day-tickets.css';

/**
 * Today's tickets, newest first, under the day by draw: reprint one (marked KOPI), or cancel it
 * while the company's window is open (Anile shows its minutes left); a cancelled one stays, greyed.
 */
export function MyTicketsPage() {
  const { t } = useTranslation('posScreens');
  // the paper's own word for a ticket sold offline (issue 37)
  const offlineMark = useTranslation('pos').t('ticket.offline');
  const [today] = useState(deviceToday);
  const tickets = useMyTickets(today);
  const results = useResults(today, today);
  const company = useSellerCompany().data;
  const cancel = useCancelTicket();
  const [open, setOpen] = useState<ShownTicket | null>(null);
  /** a ticket of the day's list is a copy; an offline one whose paper never came out is not */
  const [openCopy, setOpenCopy] = useState(true);
  const printed = open?.saleKey ? () => void markPrinted(open.saleKey ?? '') : undefined;
  const [doomed, setDoomed] = useState<Ticket | null>(null);
  const [note, setNote] = useState<{ say: Say<'posScreens'>; error: boolean } | null>(null);

  const posted = useMemo(
    () => new Set((results.data ?? []).map((r) => drawKey(r.lotteryCategoryId, r.date))),
    [results.data],
  );
  const list = useMemo(() => [...(tickets.data?.data ?? [])].sort(newestFirst), [tickets.data]);
  const summaries = useMemo(() => drawSummaries(list), [list]);
  const now = useNow();
  const windowMinutes = company?.cancelWindowMinutes;

  // Escape leaves the reprint and comes back to the list.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (open) {
    return (
      <div className="pk-screen pk-screen-narrow">
        <h1 className="pk-title">{t('day.tickets.reprintTitle')}</h1>
        <PrintableTicket ticket={open} copy={openCopy} onPrinted={printed}>
          <button type="button" className="pk-btn pk-btn-quiet" onClick={() => setOpen(null)}>
            {t('day.tickets.back')}
          </button>
        </PrintableTicket>
      </div>
    );
  }

  const confirmCancel = () => {
    if (!doomed) return;
    const code = doomed.ticketId;
    cancel.mutate(doomed._id, {
      onSuccess: () =>
        setNote({ say: (t) => t('day.tickets.cancelled', { ticketId: code }), error: false }),
      onError: (error) => {
        const window = company?.cancelWindowMinutes;
        setNote({ say: (t) => cancelRefusal(error, t, window), error: true });
      },
      onSettled: () => setDoomed(null),
    });
  };

  return (
    <div className="pk-screen">
      <h1 className="pk-title">{t('day.tickets.title')}</h1>
      {note && (
        <p
          className={note.error ? 'pk-error' : 'md-done'}
          role={note.error ? 'alert' : 'status'}
          data-testid="tickets-note"
        >
          {note.say(t)}
        </p>
      )}
      <WaitingTickets />
      <OfflineTickets
        onPrint={(ticket, copy) => {
          setOpenCopy(copy);
          setOpen(ticket);
        }}
      />
      {tickets.isPending ? (
        <p className="pk-loading">{t('day.loading')}</p>
      ) : tickets.isError ? (
        <LoadProblem error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : list.length === 0 ? (
        <p className="pk-empty">{t('day.tickets.empty')}</p>
      ) : (
        <>
          <DrawSummaryTable summaries={summaries} />
          <ul className="md-list">
            {list.map((ticket) => {
              const status = ticketStatus(
                ticket,
                posted.has(drawKey(ticket.lotteryCategoryId, ticket.date)),
              );
              const minutesLeft =
                status === 'waiting' && windowMinutes !== undefined
                  ? cancelMinutesLeft(ticket.soldAt, windowMinutes, now)
                  : null;
              const cancelled = status === 'deleted';
              return (
                <li
                  key={ticket._id}
                  className={cancelled ? 'md-ticket md-ticket-cancelled' : 'md-ticket'}
                  data-testid="my-ticket"
                >
                  <div className="md-ticket-main">
                    <span className="md-code">{ticket.ticketId}</span>
                    <span className="md-status" data-status={status}>
                      {t(`day.status.${status}`)}
                    </span>
                  </div>
                  <div className="md-ticket-facts">
                    {ticket.offline && <span className="md-offline">{offlineMark}</span>}
                    <span className="md-time">{posTime(ticket.soldAt)}</span>
                    <span className="md-draw">{ticket.lotteryCategoryName}</span>
                    <span className="md-lines">
                      {t('day.tickets.lines', { count: ticket.numbers.length })}
                    </span>
                    <strong className="md-total">{money(ticketTotal(ticket))}</strong>
                  </div>
                  {!cancelled && (
                    <div className="md-ticket-actions">
                      <button
                        type="button"
                        className="pk-btn"
                        onClick={() => {
                          setOpenCopy(true);
                          setOpen(ticket);
                        }}
                        aria-label={t('day.tickets.reprintTicket', { ticketId: ticket.ticketId })}
                      >
                        {t('day.tickets.reprint')}
                      </button>
                      {minutesLeft !== null && (
                        <button
                          type="button"
                          className="pk-btn pk-btn-danger"
                          onClick={() => {
                            setNote(null);
                            setDoomed(ticket);
                          }}
                          // The name begins with what the button shows (WCAG 2.5.3, label in name).
                          aria-label={t('day.tickets.cancelTicket', {
                            left: t('day.tickets.cancelLeft', { count: minutesLeft }),
                            ticketId: ticket.ticketId,
                          })}
                        >
                          {t('day.tickets.cancelLeft', { count: minutesLeft })}
                        </button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {tickets.data?.more && <p className="pk-hint">{t('day.tickets.more')}</p>}
      <ConfirmDialog
        open={doomed !== null}
        title={t('day.tickets.confirmTitle')}
        confirmLabel={cancel.isPending ? t('day.tickets.cancelling') : t('day.tickets.confirm')}
        cancelLabel={t('day.tickets.keep')}
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setDoomed(null)}
      >
        {doomed && (
          <p>
            {t('day.tickets.confirmBody', {
              ticketId: doomed.ticketId,
              total: money(ticketTotal(doomed)),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
