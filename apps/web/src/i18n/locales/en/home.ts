/** The home namespace in English (issue 15): today at a glance, above the main menu. */
export default {
  title: 'Today at a glance',
  adminTitle: 'The platform today',
  /** the subtitle: today's date */
  todayOn: 'Today, {{date}}',
  figures: {
    tickets: 'Tickets',
  },
  /** under each figure: the change from the same weekday a week before */
  change: {
    up: '+{{percent}} % vs last {{weekday}} at this hour',
    down: '−{{percent}} % vs last {{weekday}} at this hour',
    same: 'Same as last {{weekday}} at this hour',
    none: 'Nothing on last {{weekday}} at this hour',
    /** for screen readers, before the figure of a week ago */
    lastWeek: 'Last {{weekday}} at this hour: {{value}}',
  },
  draws: {
    title: "Today's draws",
    empty: 'No draw yet. The platform adds the draws.',
    open: 'Open',
    closed: 'Closed',
    upcoming: 'Not open yet',
    result: 'Result posted',
    closesIn: 'Closes in {{time}}',
    opensAt: 'Opens at {{time}}',
    sales: 'Sales',
    payout: 'Payout',
    ticketsCount_one: '{{count}} ticket',
    ticketsCount_other: '{{count}} tickets',
  },
  lots: { first: '1st', second: '2nd', third: '3rd' },
  chart: {
    title: 'The last 30 days',
    perDrawTitle: 'Sales per draw today',
    noSales: 'No sales in the last 30 days.',
    noDrawSales: 'No sales yet today.',
  },
  sellers: {
    file: 'top-sellers',
    title: 'Top sellers today',
    caption: 'Top sellers today',
  },
  noSalesToday: 'No sales yet today.',
  loadWhat: "today's figures",
  companies: {
    file: 'companies-today',
    caption: 'Companies today',
    activeSellers: 'Active sellers',
    empty: 'No company yet.',
    inactive: 'Inactive',
  },
  /** day of the week (the change from the same weekday last week) */
  weekdays: {
    sun: 'Sunday',
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
  },
  resultAlerts_one: "{{count}} draw's result to watch: see Today's Results",
  resultAlerts_other: "{{count}} draws' results to watch: see Today's Results",
  alerts: {
    title: 'Payment alerts due',
    empty: 'No payment alert due.',
  },
};
