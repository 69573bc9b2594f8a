/**
 * Where a ticket stands for paying out: `waiting` for its draw's result, `lost`,
 * `won` (not paid out yet), `paid` (paid out: when and by whom), `deleted`.
 */
export const TICKET_STATES = ['waiting', 'lost', 'won', 'paid', 'deleted'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export interface TicketStanding {
  /** soft-deleted (cancelled) */
  deleted: boolean;
  /** a result is posted for the ticket's lottery and draw date */
  resultPosted: boolean;
  /** its winnings were paid out to the customer */
  paidOut: boolean;
  /** what the ticket pays, in any unit: only its sign matters */
  paidAmount: number;
}

/**
 * The one rule of a ticket's state, first match wins: deleted > waiting > paid
 * > won > lost. A deleted ticket is deleted whatever else is true; before its
 * result, a ticket is waiting even if a stale payout were stored.
 */
export function ticketState(t: TicketStanding): TicketState {
  if (t.deleted) return 'deleted';
  if (!t.resultPosted) return 'waiting';
  if (t.paidOut) return 'paid';
  return t.paidAmount > 0 ? 'won' : 'lost';
}
