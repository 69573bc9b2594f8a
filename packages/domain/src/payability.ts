import type { TicketState } from './ticket-state.ts';

/**
 * Why a ticket cannot be paid out by this caller now: its state (`waiting`, `lost`, `paid`,
 * `deleted`), another seller's ticket when the company lets sellers pay only their own, or a
 * winner above the company's seller payout limit (the office or the supervisor pays it).
 */
export const UNPAYABLE_REASONS = [
  'not_own_ticket',
  'waiting',
  'lost',
  'paid',
  'deleted',
  'over_seller_limit',
] as const;
export type UnpayableReason = (typeof UNPAYABLE_REASONS)[number];

export type Payability = { payable: true } | { payable: false; reason: UnpayableReason };

/** Who wants to pay: a seller is bound by the company's switches; the company and supervisors are not. */
export interface Payer {
  id: string;
  role: string;
}

/** A ticket as paying it out reads it; amounts in centimes. */
export interface PayableTicket {
  state: TicketState;
  sellerId: string;
  sellersPayAnyTicket: boolean;
  /** the largest ticket (centimes) a seller may pay out; null: no limit */
  sellerPayoutLimit: number | null;
  /** what the ticket pays, centimes */
  paidAmount: number;
}

/**
 * May `payer` pay `t` out now — the one rule the check answers before any button and the
 * payment's refusal reads (the payment's conditional update restates it in SQL so two payments at
 * once pay once). First match wins, in the order a refused payment has always answered: another
 * seller's ticket (403), then the state (409 paid, 422 waiting/lost/deleted), then the limit (422).
 */
export function payability(payer: Payer, t: PayableTicket): Payability {
  const seller = payer.role === 'seller';
  if (seller && t.sellerId !== payer.id && !t.sellersPayAnyTicket)
    return { payable: false, reason: 'not_own_ticket' };
  if (t.state !== 'won') return { payable: false, reason: t.state };
  if (seller && t.sellerPayoutLimit !== null && t.paidAmount > t.sellerPayoutLimit)
    return { payable: false, reason: 'over_seller_limit' };
  return { payable: true };
}
