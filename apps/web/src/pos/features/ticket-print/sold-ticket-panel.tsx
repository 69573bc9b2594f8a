import type { Ticket } from '@tiraj/domain/contracts';

/** Placeholder: a confirmed ticket, ready to print and share. */
export function SoldTicketPanel({
  ticket,
  onNewTicket,
}: {
  ticket: Ticket;
  onNewTicket: () => void;
}) {
  return (
    <section>
      <h2>{ticket.ticketId}</h2>
      <button type="button" onClick={onNewTicket}>
        OK
      </button>
    </section>
  );
}
