/** The risk namespace in English (issue 15). */
export default {
  title: 'Risk Board',
  draw: 'Draw',
  chooseDraw: 'Choose a draw to see its risk.',
  live: 'Live',
  closesAt: 'closes {{time}}',
  closed: 'closed',
  /** the Export CSV file's name */
  file: 'risk-board',
  table: {
    caption: 'Numbers played in this draw, by payout',
    payout: 'Payout if it comes out',
    staked: 'Staked',
    limit: 'Limit',
    available: 'Available',
    used: 'Used',
    usedPercent: 'Used (%)',
    binding: 'Binding limit',
    /** staked on the number within the binding limit's scope */
    limitStaked: 'Staked under it',
    noLimit: 'No limit',
    empty: 'Nothing sold yet in this draw.',
    number_one: 'number',
    number_other: 'numbers',
  },
  totals: {
    sales: "Draw's sales",
    worst: 'Worst single-number payout',
    offline_one:
      'Offline exposure: {{count}} device may still sell {{budget}} offline, {{cap}} on any one number (pays {{payout}} if it comes out).',
    offline_other:
      'Offline exposure: {{count}} devices may still sell {{budget}} offline, {{cap}} on any one number (pays {{payout}} if it comes out).',
  },
  scope: {
    all: 'Company (All)',
    supervisor: 'Supervisor {{name}}',
    seller: 'Seller {{name}}',
  },
  heatMap: {
    title: 'BLT 00–99 by payout',
    cell: 'BLT {{number}}: payout {{payout}}, staked {{amount}}',
    cellNone: 'BLT {{number}}: not played',
    cellAlerted: '{{cell}}, alert',
    legendLow: 'Lower payout',
    legendHigh: 'Higher payout',
  },
  alerts: {
    title: 'Risk alert',
    reached: '{{game}} {{number}} reached {{percent}} of its limit in {{draw}}',
    block: 'Block',
    blockNamed: 'Block {{game}} {{number}} in {{lottery}}',
    badge: 'Alert',
    count_one: '{{count}} alert',
    count_other: '{{count}} alerts',
    percent: 'Alert at',
    percentHint: 'Warn when a number reaches this share of its limit.',
    percentInvalid: 'A whole number from {{min}} to {{max}}.',
    save: 'Save',
  },
  sellers: {
    caption: 'Sellers who bet on this number',
    file: 'number-sellers',
    nobody: 'Nobody bet on this number.',
    sum: 'Sum',
  },
};
