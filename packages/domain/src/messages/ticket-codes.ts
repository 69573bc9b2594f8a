import { m } from './message.ts';

/** A ticket's own refusals: found, cancelled, deleted, paid out, settled after a correction (messages/codes.ts). */
export const ticketCodes = {
  'ticket.not_found': m('Ticket not found.'),
  'ticket.cancel_window': m(
    'A ticket can only be cancelled within {{minutes}} minutes of its sale, while its draw is open.',
    'minutes',
  ),
  'ticket.paid_cannot_delete': m(
    'This ticket was paid out on {{when}} by {{by}}: it cannot be deleted.',
    'when',
    'by',
  ),
  'ticket.delete_closed': m(
    'The draw of this ticket is closed: only the company can delete it now, with a reason.',
  ),
  'ticket.delete_drawn': m(
    "The result of this ticket's draw is posted: it can no longer be deleted.",
  ),
  'ticket.delete_reason_required': m(
    'The draw of this ticket is closed: give the reason for deleting it.',
  ),
  'ticket.delete_forever_first': m(
    'Only a deleted ticket can be deleted forever. Delete it first.',
  ),
  'payout.already_paid': m('This ticket was already paid out on {{when}} by {{by}}', 'when', 'by'),
  'payout.own_tickets_only': m('This company lets its sellers pay out only the tickets they sold.'),
  'payout.changed': m('This ticket changed while it was being paid. Please try again.'),
  'payout.waiting': m('This ticket cannot be paid yet: its draw has no result.'),
  'payout.lost': m('This ticket did not win: there is nothing to pay.'),
  'payout.deleted': m('This ticket was deleted: it cannot be paid.'),
  'payout.over_seller_limit': m(
    'A seller may pay out at most {{limit}} HTG: send the customer to the office.',
    'limit',
  ),
  'payout.nothing_outstanding': m('Nothing is left to recover or write off on this ticket.'),
  'payout.over_outstanding': m(
    'At most {{outstanding}} HTG is left to account for on this ticket.',
    'outstanding',
  ),
  'payout.nothing_owed': m('Nothing is owed back to the customer on this ticket.'),
  'payout.over_owed': m(
    'At most {{owed}} HTG is owed back to the customer on this ticket.',
    'owed',
  ),
  'remittance.already_reversed': m('This entry was already reversed.'),
  'remittance.reversal_final': m('A reversal cannot be reversed: record a new entry instead.'),
  'remittance.opening_exists': m(
    'This seller already has an opening balance: reverse it first to record another.',
  ),
  'date_range.reversed': m('From must not be after To'),
};
