import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { htg } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { usePayTicket } from './api.ts';
import { PaidOutFilter, type PaidOutFilterValue } from './paid-out-filter.tsx';
import { TicketIdFilter } from './ticket-id-filter.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { TicketTable, type RowAction } from './ticket-table.tsx';

/** Win Tickets (subadmin): tickets that pay, once their draw's result is posted; the company pays them out. */
export function WinTicketsPage() {
  return <WinTicketsScreen canPay />;
}

/** Win Tickets (supervisor): its sellers' winning tickets and whether they were paid out; view only. */
export function SupervisorWinTicketsPage() {
  return <WinTicketsScreen canPay={false} />;
}

function WinTicketsScreen({ canPay }: { canPay: boolean }) {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('won', 'fetchWinnerTickets');
  // The filter's value applies with the rest of the search, when Search is pressed.
  const [paidOut, setPaidOut] = useState<PaidOutFilterValue>(screen.search.paidOut ?? '');
  const pay = usePayTicket();

  const askPay = (ticket: TicketSummary) =>
    confirmAction({
      message: t('payout.question', { ticketId: ticket.ticketId, amount: htg(ticket.paidAmount) }),
      confirmLabel: t('payout.payOut'),
      color: 'teal',
      onConfirm: () =>
        pay.mutate(ticket.ticketId, {
          onSuccess: () => toast.success('ticketPaidOut'),
        }),
    });

  const payAction: RowAction = {
    label: t('payout.payOut'),
    icon: <IconCash size={16} />,
    color: 'teal',
    labelled: true,
    appliesTo: (t) => !t.paidOutAt && !t.deletedAt && t.paidAmount > 0,
    onClick: askPay,
  };

  return (
    <>
      <PageHeader title={t('tickets.winTitle')} />
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
        pending={screen.idPending || paidOut !== (screen.search.paidOut ?? '')}
        loading={screen.tickets.isFetching}
        onSearch={(values) => screen.setSearch(values, { paidOut })}
      >
        <PaidOutFilter value={paidOut} onChange={setPaidOut} />
        <TicketIdFilter {...screen.idFilter} />
      </SearchForm>
      <TicketTable
        caption={t('tickets.winCaption')}
        rows={screen.tickets.data?.data}
        loading={screen.tickets.isPending}
        busy={screen.tickets.isPlaceholderData}
        empty={t('tickets.winEmpty')}
        paging={screen.table}
        sort={screen.sort}
        onSort={screen.onSort}
        onOpen={screen.setOpened}
        csv={screen.csv(t('tickets.winFile'))}
        withPaid
        action={canPay ? payAction : undefined}
      />
      <TicketLinesModal ticket={screen.opened} showWins onClose={() => screen.setOpened(null)} />
    </>
  );
}
