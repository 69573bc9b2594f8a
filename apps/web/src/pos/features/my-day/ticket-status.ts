import type { Ticket } from '@tiraj/domain/contracts';

export type TicketStatus = 'waiting' | 'lost' | 'won' | 'paid' | 'deleted';

/**
 * Where one of the seller's tickets stands, from the ticket and whether its
 * draw's result is posted (a ticket alone cannot tell waiting from lost).
 */
export function ticketStatus(
  ticket: Pick<Ticket, 'deletedAt' | 'paidOutAt' | 'paidAmount'> & {
    numbers: readonly { winFlag: boolean }[];
  },
  resultPosted: boolean,
): TicketStatus {
  if (ticket.deletedAt) return 'deleted';
  if (ticket.paidOutAt) return 'paid';
  if (ticket.paidAmount > 0 || ticket.numbers.some((line) => line.winFlag)) return 'won';
  return resultPosted ? 'lost' : 'waiting';
}

/** The key of a draw on a day, to look its result up. */
export const drawKey = (lotteryCategoryId: string, date: string) => `${lotteryCategoryId}|${date}`;

/** Newest sale first. */
export const newestFirst = (a: Pick<Ticket, 'soldAt'>, b: Pick<Ticket, 'soldAt'>) =>
  b.soldAt.localeCompare(a.soldAt);
