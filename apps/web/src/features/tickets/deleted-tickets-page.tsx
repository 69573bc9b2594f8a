import { IconTrashX } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useDeleteTicketForever } from './api.ts';
import { TicketListScreen } from './ticket-list-screen.tsx';
import { confirmTicketDelete, useTicketScreen } from './ticket-screen.ts';

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
    <TicketListScreen
      screen={screen}
      words={{
        title: t('tickets.deletedTitle'),
        caption: t('tickets.deletedCaption'),
        empty: t('tickets.deletedEmpty'),
        file: t('tickets.deletedFile'),
      }}
      action={{
        label: t('tickets.deleteForever'),
        icon: <IconTrashX size={18} />,
        onClick: askErase,
      }}
    />
  );
}
