import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { TicketTable } from './ticket-table.tsx';

/** Win Tickets (subadmin): tickets that pay, once their draw's result is posted. */
export function WinTicketsPage() {
  const screen = useTicketScreen('won', 'Error fetching winner tickets');
  return (
    <>
      <PageHeader title="Win Tickets" />
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
        onSearch={screen.setSearch}
      />
      <TicketTable
        caption="Win tickets"
        rows={screen.tickets.data?.data}
        more={screen.tickets.data?.more}
        loading={screen.tickets.isPending}
        empty="No winning ticket for this search."
        onOpen={screen.setOpened}
        withPaid
      />
      <TicketLinesModal ticket={screen.opened} showWins onClose={() => screen.setOpened(null)} />
    </>
  );
}
