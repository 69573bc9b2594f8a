/** The public page of a ticket (`/t/<reference>`), read by whoever holds the ticket. */
export default {
  title: 'Ticket check',
  loading: 'Checking the ticket…',
  notFound: 'No ticket has this reference. Check the code printed under the QR code.',
  failed: 'The ticket could not be checked now. Try again in a moment.',
  draw: 'Draw',
  drawDate: 'Draw date',
  soldAt: 'Sold',
  lines: 'Numbers played',
  game: 'Game',
  number: 'Number',
  amount: 'Amount',
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
};
