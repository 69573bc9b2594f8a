import { IconTrashX } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeleteTicketForever } from './api.ts';
import { TicketIdFilter } from './ticket-id-filter.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import { confirmTicketDelete, toastDeleteError, useTicketScreen } from './ticket-screen.ts';
import { TicketTable } from './ticket-table.tsx';

/** Deleted Tickets (subadmin): the deleted tickets, each of which may be erased for good. */
export function DeletedTicketsPage() {
  const screen = useTicketScreen('deleted', 'fetchDeleteTickets');
  const erase = useDeleteTicketForever();

  const askErase = (ticket: TicketSummary) =>
    confirmTicketDelete(true, () =>
      erase.mutate(ticket._id, {
        onSuccess: () => toast.success('ticketDeleted'),
        onError: toastDeleteError,
      }),
    );

  return (
    <>
      <PageHeader title="Deleted Tickets" />
      {screen.sellers.isError && (
        <LoadError
          what="the sellers"
          error={screen.sellers.error}
          onRetry={() => screen.sellers.refetch()}
        />
      )}
      <SearchForm
        sellers={screen.sellerOptions}
        lotteries={screen.lotteryOptions}
        loading={screen.tickets.isFetching}
        onSearch={(values) => screen.setSearch(values)}
      >
        <TicketIdFilter {...screen.idFilter} />
      </SearchForm>
      <TicketTable
        caption="Deleted tickets"
        rows={screen.tickets.data?.data}
        loading={screen.tickets.isPending}
        busy={screen.tickets.isPlaceholderData}
        empty="No deleted ticket for this search."
        paging={screen.table}
        sort={screen.sort}
        onSort={screen.onSort}
        onOpen={screen.setOpened}
        action={{ label: 'Delete forever', icon: <IconTrashX size={18} />, onClick: askErase }}
      />
      <TicketLinesModal ticket={screen.opened} onClose={() => screen.setOpened(null)} />
    </>
  );
}
