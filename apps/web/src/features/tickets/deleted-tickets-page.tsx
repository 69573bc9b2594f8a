import { IconTrashX } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeleteTicketForever } from './api.ts';
import { TicketIdFilter } from './ticket-id-filter.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import { confirmTicketDelete, useTicketScreen } from './ticket-screen.ts';
import { TicketTable } from './ticket-table.tsx';

/** Deleted Tickets (subadmin): the deleted tickets, each of which may be erased for good. */
export function DeletedTicketsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('deleted', 'fetchDeleteTickets');
  const erase = useDeleteTicketForever();

  const askErase = (ticket: TicketSummary) =>
    confirmTicketDelete(t('tickets.confirmDeleteForever'), () =>
      erase.mutate(ticket._id, {
        onSuccess: () => toast.success('ticketDeleted'),
      }),
    );

  return (
    <>
      <PageHeader title={t('tickets.deletedTitle')} />
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
        caption={t('tickets.deletedCaption')}
        rows={screen.tickets.data?.data}
        loading={screen.tickets.isPending}
        busy={screen.tickets.isPlaceholderData}
        empty={t('tickets.deletedEmpty')}
        paging={screen.table}
        sort={screen.sort}
        onSort={screen.onSort}
        onOpen={screen.setOpened}
        csv={screen.csv(t('tickets.deletedFile'))}
        action={{
          label: t('tickets.deleteForever'),
          icon: <IconTrashX size={18} />,
          onClick: askErase,
        }}
      />
      <TicketLinesModal ticket={screen.opened} onClose={() => screen.setOpened(null)} />
    </>
  );
}
