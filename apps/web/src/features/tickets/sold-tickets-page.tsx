import { IconTrash } from '@tabler/icons-react';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSession } from '../../lib/session.ts';
import { DeleteTicketModal, type TicketToDelete } from './delete-ticket-modal.tsx';
import { drawClosedFor } from './late-delete.ts';
import { TicketListScreen } from './ticket-list-screen.tsx';
import { useTicketScreen } from './ticket-screen.ts';
import { useCan } from '../../lib/use-can.ts';

/** Sold Tickets (subadmin and supervisor): find a ticket, open its lines, delete it. */
export function SoldTicketsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const screen = useTicketScreen('sold', 'fetchSoldTickets');
  const supervisor = readSession()?.userRole === 'supervisor';
  // Issue 39: a staff account whose role deletes no ticket (a cashier, an auditor) sees no button.
  const mayDelete = useCan('tickets');

  /** the ticket whose delete dialog is open */
  const [deleting, setDeleting] = useState<TicketToDelete | null>(null);

  // A supervisor's delete after the close is the server's to refuse (its message is toasted).
  const askDelete = (ticket: TicketSummary) =>
    setDeleting({ ticket, late: drawClosedFor(ticket, screen.lotteries) });

  return (
    <TicketListScreen
      screen={screen}
      words={{
        title: t('tickets.soldTitle'),
        caption: t('tickets.soldCaption'),
        empty: t('tickets.soldEmpty'),
        file: t('tickets.soldFile'),
      }}
      withCompany={supervisor}
      action={
        mayDelete
          ? { label: t('common:actions.delete'), icon: <IconTrash size={18} />, onClick: askDelete }
          : undefined
      }
    >
      <DeleteTicketModal deleting={deleting} onClose={() => setDeleting(null)} />
    </TicketListScreen>
  );
}
