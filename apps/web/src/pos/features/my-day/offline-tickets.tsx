import { lazy, Suspense } from 'react';
import { offlineEngine, useOfflineView } from '../../lib/offline-selling/offline-state.ts';
import type { ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';

// Loaded with the offline engine, only on the devices of a company that sells offline.
const OfflineTicketsList = lazy(() =>
  offlineEngine().then((m) => ({ default: m.OfflineTicketsList })),
);

/** The offline tickets on this device, waiting to be sent or held (issue 32); nothing otherwise. */
export function OfflineTickets({
  onPrint,
}: {
  /** prints a ticket's paper again (`copy`: its paper came out before) */
  onPrint: (ticket: ShownTicket, copy: boolean) => void;
}) {
  const view = useOfflineView();
  if (!view.ready || view.tickets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineTicketsList onPrint={onPrint} />
    </Suspense>
  );
}
