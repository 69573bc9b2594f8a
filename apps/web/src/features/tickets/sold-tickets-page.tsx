import { IconTrash } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { readSession } from '../../lib/session.ts';
import { useState } from 'react';
import { drawClosedFor } from './late-delete.ts';
import { DeleteTicketModal, type TicketToDelete } from './delete-ticket-modal.tsx';
import { TicketIdFilter } from './ticket-id-filter.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { TicketTable } from './ticket-table.tsx';

/** Sold Tickets (subadmin and supervisor): find a ticket, open its lines, delete it. */
export function SoldTicketsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('sold', 'fetchSoldTickets');
  const supervisor = readSession()?.userRole === 'supervisor';

  /** the ticket whose delete dialog is open */
  const [deleting, setDeleting] = useState<TicketToDelete | null>(null);

  // A supervisor's delete after the close is the server's to refuse (its message is toasted).
  const askDelete = (ticket: TicketSummary) =>
    setDeleting({ ticket, late: drawClosedFor(ticket, screen.lotteries) });

  return (
    <>
      <PageHeader title={t('tickets.soldTitle')} />
      {/* Fetching sellers fails silently (SPEC.md §8): the page says so instead of a toast. */}
      {screen.sellers.isError && (
        <LoadError
          what={t('loadWhat.sellers')}
          error={screen.sellers.error}
          onRetry={() => screen.sellers.refetch()}
        />
      )}
      <SearchForm
        sellers={screen.sellerOptions}
        lotteries={screen.lotteryOptions}
        applied={screen.initial}
        pending={screen.idPending}
        loading={screen.tickets.isFetching}
        onSearch={(values) => screen.setSearch(values)}
      >
        <TicketIdFilter {...screen.idFilter} />
      </SearchForm>
      <TicketTable
        caption={t('tickets.soldCaption')}
        rows={screen.tickets.data?.data}
        loading={screen.tickets.isPending}
        busy={screen.tickets.isPlaceholderData}
        empty={t('tickets.soldEmpty')}
        paging={screen.table}
        sort={screen.sort}
        onSort={screen.onSort}
        onOpen={screen.setOpened}
        csv={screen.csv(t('tickets.soldFile'))}
        withCompany={supervisor}
        action={{
          label: t('common:actions.delete'),
          icon: <IconTrash size={18} />,
          onClick: askDelete,
        }}
      />
      <TicketLinesModal ticket={screen.opened} onClose={() => screen.setOpened(null)} />
      <DeleteTicketModal deleting={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
