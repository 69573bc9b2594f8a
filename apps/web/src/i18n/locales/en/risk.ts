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
    noLimit: 'No limit',
    empty: 'Nothing sold yet in this draw.',
    number_one: 'number',
    number_other: 'numbers',
  },
  totals: {
    sales: "Draw's sales",
    worst: 'Worst single-number payout',
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
    legendLow: 'Lower payout',
    legendHigh: 'Higher payout',
  },
  sellers: {
    caption: 'Sellers who bet on this number',
    file: 'number-sellers',
    nobody: 'Nobody bet on this number.',
    sum: 'Sum',
  },
};
