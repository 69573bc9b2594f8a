import { games } from './games.ts';

/** The public page of a ticket (`/t/<reference>`), read by whoever holds the ticket. */
export default {
  title: 'Ticket check',
  loading: 'Checking the ticket…',
  notFound:
    'No ticket has this link. Scan the QR code on the ticket again, or take the ticket to a seller, who checks it by its ticket ID.',
  failed: 'The ticket could not be checked now. Try again in a moment.',
  draw: 'Draw',
  drawDate: 'Draw date',
  soldAt: 'Sold',
  soldAtValue: '{{date}} {{time}}',
  lines: 'Numbers played',
  game: 'Game',
  number: 'Number',
  amount: 'Stake',
  free: 'free',
  total: 'Total',
  state: {
    waiting: 'Waiting for the result',
    lost: 'Did not win',
    won: 'Won {{amount}}',
    paid: 'Paid {{amount}} on {{date}}',
    cancelled: 'Cancelled',
  },
  wonHint: 'Bring this ticket to a seller of {{company}} to be paid.',
  wonAtOffice:
    'This ticket won more than a seller may pay out: bring it to the office of {{company}} to be paid.',
  correctedNow: 'Result corrected since the payment: this ticket now wins {{amount}}.',
  officeAddress: 'Office: {{address}}',
  games,
};
