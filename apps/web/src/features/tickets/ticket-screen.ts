import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PagedTicket, TicketSort, TicketSummary } from '@tiraj/domain/contracts';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import type { Paging, SortState } from '../../components/data-table.tsx';
import { ALL, type SearchValues } from '../../components/search-form.tsx';
import { DEFAULT_PAGE_SIZE } from '../../components/table-pager.tsx';
import { today } from '../../lib/format.ts';
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
import { ticketIdOf } from './ticket-id-filter.tsx';
import { searchFromUrl } from './ticket-search-params.ts';

/**
 * SPEC.md §5's question (`message`, in the screen's language), in the app's
 * one confirm dialog (never the browser's own box).
 */
export function confirmTicketDelete(message: string, onConfirm: () => void) {
  confirmDelete({ message, onConfirm });
}

/**
 * What every ticket screen shares: the search (seller, lottery, From, To,
 * today by default or as the address says, a ticket ID), its options, the page asked (50 tickets
 * by default) and its order, the list, its fetch-error toast, and the ticket
 * whose lines are open.
 */
export function useTicketScreen(kind: TicketListKind, fetchError: ErrorToast) {
  const [params] = useSearchParams();
  // A link may open the screen on a seller and a period (Fraud Signals); none: today, everyone.
  const [search, setSearch] = useState<TicketSearch>(() => ({
    seller: ALL,
    lotteryCategoryName: ALL,
    fromDate: today(),
    toDate: today(),
    ...searchFromUrl(params),
  }));
  const [paging, setPaging] = useState<TicketPaging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const tickets = useTickets(kind, search, paging, fetchError);
  const sellers = useSellerOptions();
  const lotteries = useLotteryCategories();
  const [opened, setOpened] = useState<TicketSummary | null>(null);
  const [typedId, setTypedId] = useState('');
  const [idInvalid, setIdInvalid] = useState(false);

  const apply = (next: TicketSearch) => {
    // Search pressed again with the same values fetches anew (a ticket paid or deleted meanwhile).
    if (JSON.stringify(next) === JSON.stringify(search) && paging.page === 1)
      return void tickets.refetch();
    setSearch(next);
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
    /** the search form's first values: the address's seller and period, when it gave them */
    initial: {
      seller: search.seller,
      lotteryCategoryName: search.lotteryCategoryName,
      fromDate: search.fromDate,
      toDate: search.toDate,
    },
    /** The search form's values, the screen's own (`extra`) and the ticket ID, when it can be one. */
    setSearch: (values: SearchValues, extra: Partial<TicketSearch> = {}) => {
      const ticketId = ticketIdOf(typedId);
      setIdInvalid(ticketId === null);
      if (ticketId !== null) apply({ ...values, ...extra, ...(ticketId ? { ticketId } : {}) });
    },
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
    opened,
    setOpened,
    /** Export CSV: the whole search (every page), in the order shown; the file named `fileWord_from_to.csv`. */
    csv: (fileWord: string): TableCsv<PagedTicket> => ({
      fileName: csvFileName(fileWord, search.fromDate, search.toDate),
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
