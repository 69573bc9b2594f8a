import { useState } from 'react';
import type { Ticket } from '@tiraj/domain/contracts';
import { ALL } from '../../components/search-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { today } from '../../lib/format.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useTickets, type TicketListKind, type TicketSearch } from './api.ts';
import { useSellerOptions } from '../../lib/queries/sellers.ts';

/** The question SPEC.md §5 has the browser ask before a ticket is deleted. */
const QUESTION = 'Do you want really delete this ticket?';

/** The browser's own confirm, as SPEC.md §5 asks; `forever` adds the warning of no return. */
export function confirmTicketDelete(forever = false): boolean {
  return window.confirm(
    forever ? `${QUESTION}\nYou will never find a deleted ticket again in here` : QUESTION,
  );
}

/** 'Error deleting Ticket', or the server's own message when it answered `success: false`. */
export function toastDeleteError(error: unknown) {
  const answered = !(error instanceof ApiError) || error.status > 0;
  if (answered && error instanceof Error && error.message) toast.error(error.message);
  else toast.error('Error deleting Ticket', messageOf(error));
}

/**
 * What every ticket screen shares: the search (seller, lottery, From, To,
 * today by default), its options, the list, its fetch-error toast, and the
 * ticket whose lines are open.
 */
export function useTicketScreen(kind: TicketListKind, fetchError: string) {
  const [search, setSearch] = useState<TicketSearch>({
    seller: ALL,
    lotteryCategoryName: ALL,
    fromDate: today(),
    toDate: today(),
  });
  const tickets = useTickets(kind, search, fetchError);
  const sellers = useSellerOptions();
  const lotteries = useLotteryCategories();
  const [opened, setOpened] = useState<Ticket | null>(null);

  return {
    search,
    // Search pressed again with the same values fetches anew (a ticket paid or deleted meanwhile).
    setSearch: (next: TicketSearch) =>
      JSON.stringify(next) === JSON.stringify(search) ? void tickets.refetch() : setSearch(next),
    tickets,
    sellers,
    sellerOptions: sellers.data ?? [],
    lotteryOptions: (lotteries.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName })),
    opened,
    setOpened,
  };
}
