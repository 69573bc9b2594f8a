import { IconCash } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm-action.tsx';
import { htg } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { usePayTicket } from './api.ts';
import type { RowAction } from './ticket-table.tsx';
import { useCan } from '../../lib/use-can.ts';

/** A winner not paid out yet (nor deleted). The seller payout limit is no bar: the company pays any. */
export const payable = (t: TicketSummary) => !t.paidOutAt && !t.deletedAt && t.paidAmount > 0;

/**
 * Pay out, confirmed with the amount: Win Tickets' row button and the ticket modal's (issue 38:
 * the modal offered none, above the seller payout limit either, though the company pays it).
 */
export function usePayAction(): RowAction {
  const { t } = useTranslation(['reports', 'common']);
  const pay = usePayTicket();
  // Issue 39: an auditor reads winners; paying them is for the roles that hand out cash.
  const mayPay = useCan('pay');
  return {
    label: t('payout.payOut'),
    icon: <IconCash size={16} />,
    color: 'teal',
    labelled: true,
    appliesTo: (ticket) => mayPay && payable(ticket),
    onClick: (ticket) =>
      confirmAction({
        message: t('payout.question', {
          ticketId: ticket.ticketId,
          amount: htg(ticket.paidAmount),
        }),
        confirmLabel: t('payout.payOut'),
        color: 'teal',
        onConfirm: () =>
          pay.mutate(ticket.ticketId, { onSuccess: () => toast.success('ticketPaidOut') }),
      }),
  };
}
