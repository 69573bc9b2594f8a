/**
 * The point of sale's words for selling offline (issue 32): loaded with the offline engine, only
 * on the devices of a company that sells offline, never in the first load.
 */
export default {
  banner: {
    selling: 'No internet: selling offline',
    grant: '{{draw}}: {{left}} left to sell',
    stopped: {
      closed: '{{draw}}: too close to the close, sell nothing offline',
      expired: '{{draw}}: the offline permission has expired, sell nothing offline',
      budget: '{{draw}}: the offline budget is used, sell nothing offline',
    },
    none: 'No offline permission for any open draw: sell nothing offline.',
    waiting_one: '{{count}} offline ticket to send',
    waiting_other: '{{count}} offline tickets to send',
    held_one: '{{count}} offline ticket held by the company',
    held_other: '{{count}} offline tickets held by the company',
    sent_one: '{{count}} offline ticket sent',
    sent_other: '{{count}} offline tickets sent',
  },
  refused: {
    none: 'No offline permission for this draw: sell nothing offline until the internet is back.',
    closed: 'Too close to the close: no offline sale for this draw.',
    expired: 'The offline permission has expired: sell nothing offline until the internet is back.',
    budget: 'Over the offline budget for this draw. Left: {{amount}}.',
    budgetUsed: 'The offline budget for this draw is used: sell nothing more offline.',
    failed: 'The ticket could not be kept on this device: it is not sold.',
  },
  list: {
    title: 'Offline tickets',
    waiting: 'Waiting to be sent',
    held: 'Held: {{reason}}',
    code: 'Code {{code}}',
    explain:
      'Sold without internet. Sent by themselves when the internet is back; a held ticket is not paid until the company accepts it.',
  },
};
