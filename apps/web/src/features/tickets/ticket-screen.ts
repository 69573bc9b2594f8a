import { useState } from 'react';
import type { PagedTicket, TicketSort, TicketSummary } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import type { Paging, SortState } from '../../components/data-table.tsx';
import type { SearchValues } from '../../components/search-form.tsx';
import { DEFAULT_PAGE_SIZE } from '../../components/table-pager.tsx';
import { toast, type ErrorToast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import {
  fetchWholeSearch,
  useTickets,
  type TicketListKind,
  type TicketPaging,
  type TicketSearch,
} from './api.ts';
import { csvFileName } from '../../lib/csv.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { TableCsv } from '../../components/data-table.tsx';
import { useSellerOptions } from '../../lib/queries/sellers.ts';
import { branchNameOf, useBranchOptions } from '../../lib/queries/branches.tsx';
import { readSession } from '../../lib/session.ts';
import { ticketIdOf } from './ticket-id-filter.tsx';
import { searchFromUrl, searchValuesFromUrl } from '../../lib/search-url.ts';
import { searchKeyOf, useUrlSearch } from '../../lib/use-url-search.ts';

/**
 * SPEC.md §5's question (`message`, in the screen's language), in the app's
 * one confirm dialog (never the browser's own box).
 */
export function confirmTicketDelete(message: string, onConfirm: () => void) {
  confirmDelete({ message, onConfirm });
}

/** A ticket screen's search from its address: the shared form's values, a ticket ID, paid out. */
function ticketSearchFromUrl(params: URLSearchParams): TicketSearch {
  const { ticketId, paidOut } = searchFromUrl(params);
  return {
    ...searchValuesFromUrl(params),
    ...(ticketId && { ticketId }),
    ...(paidOut && { paidOut }),
  };
}

const FIRST_PAGE: TicketPaging = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * What every ticket screen shares: the search (seller, branch, lottery, From, To, a ticket ID), kept in
 * the address (today and everyone where it says nothing: a bookmark opens the same view), its
 * options, the page asked (50 tickets by default) and its order, the list, its fetch-error
 * toast, and the ticket whose lines are open.
 */
export function useTicketScreen(kind: TicketListKind, fetchError: ErrorToast) {
  const [search, setUrlSearch] = useUrlSearch(ticketSearchFromUrl);
  // The page asked belongs to one search: another search (or Back) starts at its first page.
  const searchKey = searchKeyOf(search);
  const [paged, setPaged] = useState({ searchKey, paging: FIRST_PAGE });
  const paging: TicketPaging =
    paged.searchKey === searchKey ? paged.paging : { ...paged.paging, page: 1 };
  const setPaging = (change: (p: TicketPaging) => TicketPaging) =>
    setPaged({ searchKey, paging: change(paging) });
  const tickets = useTickets(kind, search, paging, fetchError);
  const sellers = useSellerOptions();
  const lotteries = useLotteryCategories();
  // Issue 39: the company's lists filter by branch (a supervisor's have no branch filter).
  const branches = useBranchOptions(
    readSession()?.userRole === 'subadmin' ? 'subadmin' : 'supervisor',
  );
  const [opened, setOpened] = useState<TicketSummary | null>(null);
  const [typedId, setTypedId] = useState(search.ticketId ?? '');
  const [idInvalid, setIdInvalid] = useState(false);

  const apply = (next: TicketSearch) => {
    // Search pressed again with the same values fetches anew (a ticket paid or deleted meanwhile).
    if (searchKeyOf(next) === searchKey && paging.page === 1) return void tickets.refetch();
    setUrlSearch(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const table: Paging = {
    page: paging.page,
    pageSize: paging.pageSize,
    total: tickets.data?.total ?? 0,
    onPage: (page) => setPaging((p) => ({ ...p, page })),
    onPageSize: (pageSize) => setPaging((p) => ({ ...p, page: 1, pageSize })),
  };
  const sort: SortState | undefined = paging.sort;

  return {
    search,
    /** the search applied (the address's): the form shows it, and marks the list out of date when it differs */
    initial: {
      seller: search.seller,
      lotteryCategoryName: search.lotteryCategoryName,
      fromDate: search.fromDate,
      toDate: search.toDate,
      // Issue 39: only when chosen, so a search without it is the one it always was.
      ...(search.branch ? { branch: search.branch } : {}),
    },
    /** The search form's values, the screen's own (`extra`) and the ticket ID, when it can be one. */
    setSearch: (values: SearchValues, extra: Partial<TicketSearch> = {}) => {
      const ticketId = ticketIdOf(typedId);
      setIdInvalid(ticketId === null);
      if (ticketId !== null) apply({ ...values, ...extra, ...(ticketId ? { ticketId } : {}) });
    },
    /** the ticket ID typed is not the one the list shows */
    idPending: (ticketIdOf(typedId) ?? typedId) !== (search.ticketId ?? ''),
    idFilter: {
      value: typedId,
      invalid: idInvalid,
      onChange: (value: string) => {
        setTypedId(value);
        setIdInvalid(false);
      },
    },
    tickets,
    table,
    sort,
    onSort: (next: SortState) =>
      setPaging((p) => ({
        ...p,
        page: 1,
        sort: { key: next.key as TicketSort, direction: next.direction },
      })),
    sellers,
    sellerOptions: sellers.data ?? [],
    /** the lotteries with their hours (whether a ticket's draw closed: late-delete.ts) */
    lotteries: lotteries.data ?? [],
    lotteryOptions: (lotteries.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName })),
    /** the company's branches (the branch filter shows only when there are some) */
    branchOptions: branches,
    opened,
    setOpened,
    /** Export CSV: the whole search (every page), in the order shown; the file named `fileWord_from_to.csv`. */
    csv: (fileWord: string): TableCsv<PagedTicket> => ({
      fileName: csvFileName(
        fileWord,
        branchNameOf(branches, search.branch),
        search.fromDate,
        search.toDate,
      ),
      all: async () => {
        const { tickets, total } = await fetchWholeSearch(kind, search, paging.sort);
        // Not a failure: the file is written, and the toast says it holds only the first rows.
        if (tickets.length < total)
          toast.error({
            text: i18n.t('table.exportCapped', {
              ns: 'common',
              count: tickets.length,
              total,
            }),
          });
        return tickets;
      },
    }),
  };
}
