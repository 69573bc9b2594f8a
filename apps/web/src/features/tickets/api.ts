import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_PAGE_SIZE_MAX } from '@tiraj/domain/contracts';
import type {
  DeleteTicketBody,
  PagedTicket,
  PayTicketBody,
  TicketDeleted,
  TicketOne,
  TicketPage,
  TicketPaidAnswer,
  TicketSort,
  WinTicketQuery,
} from '@tiraj/domain/contracts';
import { ApiError, api, del, get, post, query } from '../../lib/api-client.ts';
import { messageOf, type ErrorToast, type ErrorToastWords } from '../../lib/toast.ts';
import { readSession } from '../../lib/session.ts';

/** Which list a screen shows: Sold Tickets, Deleted Tickets or Win Tickets. */
export type TicketListKind = 'sold' | 'deleted' | 'won';

export interface TicketSearch {
  seller: string;
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
  /** one ticket, as typed (the server reads it with or without the dash, any case) */
  ticketId?: string;
  /** Issue 39: a branch's id (the company's lists); absent: the whole company */
  branch?: string;
  /** Win Tickets only: yes, no, or empty for both */
  paidOut?: WinTicketQuery['paidOut'];
}

/** Which page of the list, how long, in which order (none: newest sale first). */
export interface TicketPaging {
  page: number;
  pageSize: number;
  sort?: { key: TicketSort; direction: 'asc' | 'desc' };
}

const isSupervisor = () => readSession()?.userRole === 'supervisor';
const rolePath = () => (isSupervisor() ? '/superVisor' : '/subadmin');

/** The paths of SPEC.md §7, spelled as there; a supervisor has the sold and the winning lists. */
function listPath(kind: TicketListKind) {
  if (kind === 'deleted') return '/subadmin/getdeletedtickets';
  if (kind === 'won')
    return isSupervisor() ? '/supervisor/getwintickets' : '/subadmin/getwintickets';
  return isSupervisor() ? '/superVisor/gettickets' : '/subadmin/gettickets';
}

export const ticketsKey = (kind: TicketListKind, search?: TicketSearch, paging?: TicketPaging) =>
  search ? (['tickets', kind, search, paging] as const) : (['tickets', kind] as const);

/**
 * One page of a list (the server counts the whole search in `total`): a
 * seven-week search answers 50 tickets without their lines, not 2,000 with.
 * The page shown stays while the next one loads. `errorTitle`: each list
 * words its failure its own way (SPEC.md §9).
 */
export function useTickets(
  kind: TicketListKind,
  search: TicketSearch,
  paging: TicketPaging,
  errorTitle: ErrorToast,
) {
  return useQuery({
    queryKey: ticketsKey(kind, search, paging),
    queryFn: ({ signal }) =>
      get<TicketPage>(
        `${listPath(kind)}${query({
          ...search,
          page: String(paging.page),
          pageSize: String(paging.pageSize),
          sort: paging.sort?.key,
          order: paging.sort?.direction,
        })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    meta: { errorTitle },
  });
}

/** The most tickets one export holds (20 pages of the largest size the server answers). */
export const TICKET_EXPORT_MAX = 20 * TICKET_PAGE_SIZE_MAX;

/**
 * Export CSV of a ticket list: the whole search in its order, with the tickets' lines, fetched page
 * after page at the largest page size the list endpoint takes (no endpoint of
 * its own), up to TICKET_EXPORT_MAX tickets; `total` says how many matched.
 * A ticket sold meanwhile shifts the pages by one: rows seen twice are dropped.
 */
export async function fetchWholeSearch(
  kind: TicketListKind,
  search: TicketSearch,
  sort: TicketPaging['sort'],
): Promise<{ tickets: PagedTicket[]; total: number }> {
  const seen = new Map<string, PagedTicket>();
  let total = 0;
  for (let page = 1; seen.size < TICKET_EXPORT_MAX; page++) {
    const answer = await get<TicketPage>(
      `${listPath(kind)}${query({
        ...search,
        page: String(page),
        pageSize: String(TICKET_PAGE_SIZE_MAX),
        // The file lists each ticket's lines.
        withLines: 'yes',
        sort: sort?.key,
        order: sort?.direction,
      })}`,
    );
    total = answer.total;
    for (const ticket of answer.data) seen.set(ticket._id, ticket);
    if (!answer.more || answer.data.length === 0) break;
  }
  return { tickets: [...seen.values()].slice(0, TICKET_EXPORT_MAX), total };
}

/** One ticket with its lines, for the Game Numbers modal (a page lists tickets without them). */
export function useTicket(id: string | undefined) {
  return useQuery({
    queryKey: ['ticket', id],
    queryFn: ({ signal }) => get<TicketOne>(`${rolePath()}/getticket/${id}`, signal),
    enabled: !!id,
    select: (answer) => answer.data,
    meta: { errorTitle: 'fetchGameInfo' },
  });
}

/** A `success: false` answer is refused like an error status, so its message reaches the toast. */
async function removal(path: string, body?: DeleteTicketBody) {
  const answer = await (body
    ? api<TicketDeleted | { success: false; message: string }>('DELETE', path, body)
    : del<TicketDeleted | { success: false; message: string }>(path));
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

/** 'Error deleting Ticket', or the server's own message when it answered `success: false`. */
function deleteErrorToast(error: unknown): ErrorToastWords {
  const answered = !(error instanceof ApiError) || error.status > 0;
  return answered && error instanceof Error && error.message
    ? { title: { text: messageOf(error) } }
    : { title: 'deleteTicket', description: messageOf(error) };
}

/** The ticket leaves the page at once; the list is then fetched again, so the page fills up and the count is right. */
function useListRemover(kind: TicketListKind) {
  const client = useQueryClient();
  return (id: string) => {
    client.setQueriesData<TicketPage>({ queryKey: ticketsKey(kind) }, (answer) =>
      answer && answer.data.some((t) => t._id === id)
        ? { ...answer, data: answer.data.filter((t) => t._id !== id), total: answer.total - 1 }
        : answer,
    );
    void client.invalidateQueries({ queryKey: ticketsKey(kind) });
  };
}

/**
 * Sold Tickets' delete: the ticket leaves this list and will show in Deleted Tickets. The
 * company's `reason` is required once the ticket's draw closed (late-delete.ts).
 */
export function useDeleteTicket() {
  const client = useQueryClient();
  const removeFromList = useListRemover('sold');
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      removal(`${rolePath()}/deleteticket/${id}`, reason ? { reason } : undefined),
    meta: { errorToast: deleteErrorToast },
    onSuccess: (_answer, { id }) => {
      removeFromList(id);
      void client.invalidateQueries({ queryKey: ticketsKey('deleted') });
      void client.invalidateQueries({ queryKey: ticketsKey('won') });
    },
  });
}

/** Deleted Tickets' permanent delete: irreversible; the server keeps an audit record. */
export function useDeleteTicketForever() {
  const removeFromList = useListRemover('deleted');
  return useMutation({
    mutationFn: (id: string) => removal(`/subadmin/deleteticketforever/${id}`),
    meta: { errorToast: deleteErrorToast },
    onSuccess: (_answer, id) => removeFromList(id),
  });
}

/**
 * Win Tickets' Pay out (the company, or a supervisor for its own sellers, pays the customer).
 * The row shows its new state in place, even under the Not paid out filter, until the next search.
 */
export function usePayTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      post<TicketPaidAnswer>(`${rolePath()}/payticket`, { ticketId } satisfies PayTicketBody),
    // 409 says when and by whom it was paid; 422 why it cannot be.
    meta: { errorTitle: 'payOutTicket' },
    onSuccess: ({ data }) => {
      const { numbers: _lines, ...paid } = data.ticket;
      client.setQueriesData<TicketPage>({ queryKey: ticketsKey('won') }, (answer) =>
        answer
          ? { ...answer, data: answer.data.map((t) => (t._id === paid._id ? paid : t)) }
          : answer,
      );
      client.setQueryData(['ticket', paid._id], { success: true, data: data.ticket });
      // Stale, but not fetched now: the row stays in place here; a later search fetches anew.
      void client.invalidateQueries({ queryKey: ticketsKey('won'), refetchType: 'none' });
      // The seller reports count the winnings paid out.
      void client.invalidateQueries({ queryKey: ['sale-reports'] });
    },
  });
}
