import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { htg } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { usePayTicket } from './api.ts';
import { PaidOutFilter, type PaidOutFilterValue } from './paid-out-filter.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { TicketListScreen } from './ticket-list-screen.tsx';
import type { RowAction } from './ticket-table.tsx';

/**
 * Win Tickets: tickets that pay, once their draw's result is posted, and whether they were paid
 * out. The company pays out any of its winners, a supervisor its own sellers' (issue 26: above
 * the seller payout limit too); the list and the pay call follow the signed-in role (api.ts).
 */
export function WinTicketsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('won', 'fetchWinnerTickets');
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
    <TicketListScreen
      screen={screen}
      words={{
        title: t('tickets.winTitle'),
        caption: t('tickets.winCaption'),
        empty: t('tickets.winEmpty'),
        file: t('tickets.winFile'),
      }}
      // The paid-out filter applies with the rest of the search, when Search is pressed.
      filters={<PaidOutFilter value={paidOut} onChange={setPaidOut} />}
      filtersPending={paidOut !== (screen.search.paidOut ?? '')}
      onSearch={(values) => screen.setSearch(values, { paidOut })}
      withPaid
      action={payAction}
      showWins
    />
  );
}
