import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayTicketBody,
  TicketDeleted,
  TicketList,
  TicketPaidAnswer,
  WinTicketQuery,
} from '@tiraj/domain/contracts';
import { del, get, post, query } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

/** Which list a screen shows: Sold Tickets, Deleted Tickets or Win Tickets. */
export type TicketListKind = 'sold' | 'deleted' | 'won';

export interface TicketSearch {
  seller: string;
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
  /** Win Tickets only: yes, no, or empty for both */
  paidOut?: WinTicketQuery['paidOut'];
}

const isSupervisor = () => readSession()?.userRole === 'supervisor';

/** The paths of SPEC.md §7, spelled as there; a supervisor has the sold and the winning lists. */
function listPath(kind: TicketListKind) {
  if (kind === 'deleted') return '/subadmin/getdeletedtickets';
  if (kind === 'won')
    return isSupervisor() ? '/supervisor/getwintickets' : '/subadmin/getwintickets';
  return isSupervisor() ? '/superVisor/gettickets' : '/subadmin/gettickets';
}

export const ticketsKey = (kind: TicketListKind, search?: TicketSearch) =>
  search ? (['tickets', kind, search] as const) : (['tickets', kind] as const);

/** `errorTitle`: each list words its failure its own way (SPEC.md §9). */
export function useTickets(kind: TicketListKind, search: TicketSearch, errorTitle: string) {
  return useQuery({
    queryKey: ticketsKey(kind, search),
    queryFn: ({ signal }) => get<TicketList>(`${listPath(kind)}${query({ ...search })}`, signal),
    meta: { errorTitle },
  });
}

/** A `success: false` answer is refused like an error status, so its message reaches the toast. */
async function removal(path: string) {
  const answer = await del<TicketDeleted | { success: false; message: string }>(path);
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

function useListRemover(kind: TicketListKind, search: TicketSearch) {
  const client = useQueryClient();
  return (id: string) =>
    client.setQueryData<TicketList>(ticketsKey(kind, search), (answer) =>
      answer ? { ...answer, data: answer.data.filter((t) => t._id !== id) } : answer,
    );
}

/** Sold Tickets' delete: the ticket leaves this list and will show in Deleted Tickets. */
export function useDeleteTicket(search: TicketSearch) {
  const client = useQueryClient();
  const removeFromList = useListRemover('sold', search);
  return useMutation({
    mutationFn: (id: string) =>
      removal(`${isSupervisor() ? '/superVisor' : '/subadmin'}/deleteticket/${id}`),
    onSuccess: (_answer, id) => {
      removeFromList(id);
      void client.invalidateQueries({ queryKey: ticketsKey('deleted') });
      void client.invalidateQueries({ queryKey: ticketsKey('won') });
    },
  });
}

/** Deleted Tickets' permanent delete: irreversible; the server keeps an audit record. */
export function useDeleteTicketForever(search: TicketSearch) {
  const removeFromList = useListRemover('deleted', search);
  return useMutation({
    mutationFn: (id: string) => removal(`/subadmin/deleteticketforever/${id}`),
    onSuccess: (_answer, id) => removeFromList(id),
  });
}

/**
 * Win Tickets' Pay out (the company pays the customer). The row shows its new
 * state in place, even under the Not paid out filter, until the next search.
 */
export function usePayTicket(search: TicketSearch) {
  const client = useQueryClient();
  const key = ticketsKey('won', search);
  return useMutation({
    mutationFn: (ticketId: string) =>
      post<TicketPaidAnswer>('/subadmin/payticket', { ticketId } satisfies PayTicketBody),
    // 409 says when and by whom it was paid; 422 why it cannot be.
    meta: { errorTitle: 'Error paying out ticket' },
    onSuccess: ({ data }) => {
      const paid = data.ticket;
      client.setQueryData<TicketList>(key, (answer) =>
        answer
          ? { ...answer, data: answer.data.map((t) => (t._id === paid._id ? paid : t)) }
          : answer,
      );
      // Stale, but not fetched now: the row stays in place here; a later search fetches anew.
      void client.invalidateQueries({ queryKey: ticketsKey('won'), refetchType: 'none' });
      // The seller reports count the winnings paid out.
      void client.invalidateQueries({ queryKey: ['sale-reports'] });
    },
  });
}
