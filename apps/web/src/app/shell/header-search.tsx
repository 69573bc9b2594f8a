import { GlobalSearch, type TicketViewProps } from '../../components/global-search.tsx';
import { TicketLinesModal } from '../../features/tickets/ticket-lines-modal.tsx';

/** A ticket found from the header opens in Sold Tickets' Game Numbers modal; a winner shows what it pays. */
function FoundTicket({ ticket, onClose }: TicketViewProps) {
  const won = !!ticket && (ticket.paidAmount > 0 || ticket.paidOutAt !== null);
  return <TicketLinesModal ticket={ticket} showWins={won} onClose={onClose} />;
}

/** The header's search box for the company shells (subadmin, supervisor). */
export function HeaderSearch() {
  return <GlobalSearch ticketView={FoundTicket} />;
}
