import type { FraudReasonBody } from '@tiraj/domain/contracts';
import type { DayRange } from '../../lib/date-presets.ts';
import type { FraudReader } from './api.ts';

/** The ticket screens of each reader; a supervisor has no Deleted Tickets screen. */
const SCREENS: Record<FraudReader, Partial<Record<FraudReasonBody['tickets'], string>>> = {
  subadmin: {
    deleted: '/subadmin/deleteticket',
    sold: '/subadmin/soldtickets',
    won: '/subadmin/winningtickets',
  },
  supervisor: { sold: '/supervisor/soldTickets', won: '/supervisor/winTickets' },
};

/**
 * The screen listing the tickets behind a reason, with the seller and the period in its query
 * (the ticket screens read them); payouts by another seller open the paid-out winning tickets.
 * Null when the reader has no such screen.
 */
export function ticketsLink(
  reader: FraudReader,
  reason: FraudReasonBody,
  sellerId: string,
  period: DayRange,
): string | null {
  const screen = SCREENS[reader][reason.tickets];
  if (!screen) return null;
  const params = new URLSearchParams({ seller: sellerId, ...period });
  if (reason.code === 'paidByOtherShare') params.set('paidOut', 'yes');
  return `${screen}?${params.toString()}`;
}
