/** The fraud namespace in English (issue 15): the Fraud Signals screen. */
export default {
  title: 'Fraud Signals',
  note: 'Each seller over the period, each figure with the typical seller’s below it (the median of the {{scope}}). A seller is flagged when a figure is higher than almost all the others’ (19 in 20 are lower) and at least twice the typical seller’s; only when at least {{minSellers}} sellers have 20 tickets or more, and from at least {{minEvents}} tickets.',
  scope: {
    subadmin: "company's sellers",
    supervisor: 'sellers you supervise',
  },
  caption: 'Fraud signals per seller',
  empty: 'No ticket sold between these dates.',
  median: 'median {{value}}',
  noMedian: 'no median',
  companyWinRate: 'All tickets read together win {{rate}} of the time.',
  flagged_one: '{{count}} seller to look at',
  flagged_other: '{{count}} sellers to look at',
  nothingStandsOut: 'Nothing stands out.',
  showOthers_one: 'Show the other seller',
  showOthers_other: 'Show the {{count}} other sellers',
  hideOthers: 'Show only the flagged sellers',
  columns: {
    seller: 'Seller',
    tickets: 'Tickets',
    deleted: 'Deleted',
    lateDeletions: 'Deleted in the last 10 min or after the close',
    lateSales: 'Sold in the last minute',
    winRate: 'Win rate',
    paidByOther: 'Paid by another seller',
    reasons: 'Why',
  },
  /** a figure of a count and its share: "6 (30 %)" */
  /** the shorter headers of the table (the full names above show over them) */
  short: {
    lateDeletions: 'Deleted late',
    lateSales: 'Sold late',
    paidByOther: 'Paid by another',
  },
  /** the Export CSV file: its name, and its headers beyond the columns' */
  csv: {
    file: 'fraud-signals',
    inPercent: '{{column}} (%)',
    inHtg: '{{column}} (HTG)',
    won: 'Won',
    settled: 'With a result',
    medians: 'Median',
  },
  countShare: '{{n}} ({{share}})',
  wonOf: '{{won}} of {{settled}}',
  reasons: {
    deletedShare:
      'Deleted {{value}} of its sales ({{events}} tickets); median {{median}}, 19 in 20 sellers at most {{p95}}',
    lateDeletionShare:
      '{{events}} tickets deleted in the 10 minutes before their draw closed or after ({{value}}); median {{median}}',
    lateSaleShare:
      '{{events}} tickets sold in the last minute before their draw closed ({{value}}); median {{median}}',
    winRate: 'Wins {{value}} of its tickets ({{events}} of {{base}}); median {{median}}',
    paidByOtherShare:
      '{{events}} of its {{base}} paid-out wins were paid by another seller ({{value}}); median {{median}}',
  },
  seeTickets: 'See the tickets',
  seeTicketsOf: "See {{name}}'s tickets behind this",
  corrected: {
    title: 'Paid, result corrected',
    note: 'Winners paid in cash under a result corrected since: the cash handed over no longer matches what the ticket wins. Recover the difference or write it off.',
    open: 'See them in Winning tickets',
    paidBy: 'Paid out by',
    fileName: 'paid-result-corrected',
  },
};
