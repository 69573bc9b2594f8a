import { m } from './message.ts';

/** Selling offline (issue 32): what the grant, the sync and the held list refuse. */
export const OFFLINE_MESSAGES = {
  'offline.disabled': m('Offline selling is off for this company.'),
  'offline.closed': m('This draw closes too soon to sell offline.'),
  'offline.no_credit': m("The seller's credit leaves nothing to sell offline."),
  'offline.decided': m('This offline ticket was already decided.'),
  'offline.sync_busy': m(
    'This offline ticket is being received by another sync. Please send again.',
  ),
  'offline.result_posted': m(
    "This draw's result is posted: an offline ticket can no longer be recorded.",
  ),
  'offline.not_recordable': m('This offline ticket cannot be recorded: the sale refuses it.'),
  'offline_grant.not_found': m('Offline grant not found.'),
  'offline_ticket.not_found': m('Offline ticket not found.'),
};
