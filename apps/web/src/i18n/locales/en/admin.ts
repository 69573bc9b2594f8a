/** The admin namespace in English: SPEC.md's own texts where it gives them. */
export default {
  /** an edit button's name for screen readers and tests: "Edit Banque Soleil" */
  editNamed: 'Edit {{name}}',
  subadmins: {
    title: 'SubAdmin Management',
    empty: 'No company yet. ADD the first lottery company.',
    logoAlt: '{{name}} logo',
    createTitle: 'Create User',
    editTitle: 'Edit User',
    companyName: 'Company Name',
    companyLogo: 'Company Logo',
    logoHint: 'PNG, JPEG, WebP or GIF, up to 2 MB',
    logoTooBig: 'The logo must be at most 2 MB.',
    address: 'Address',
    phoneNumber: 'Phone Number',
    userName: 'Subadmin Name',
    keepPassword: 'Leave empty to keep the password',
  },
  categories: {
    // Issue 38: moving the hours of a draw on sale names who sells it first.
    hoursTitle: 'Change the hours of a draw on sale?',
    hoursOnSale:
      '{{name}} is on sale now (draw of {{date}}). Companies selling it: {{companies}}. Draws open now: {{open}}. Tickets already sold keep their draw; new hours apply at once.',
    hoursNone: 'none yet',
    hoursConfirm: 'Change the hours',
    title: 'Lottery Categories',
    caption: 'Lottery categories',
    nounOne: 'lottery category',
    nounOther: 'lottery categories',
    empty: 'No lottery category yet. Add the draws your companies sell.',
    startTime: 'Start Time',
    endTime: 'End Time',
    createTitle: 'Create Lottery Category',
    editTitle: 'Edit Lottery Category',
    /** a lottery's name, as an example: the same in every language */
    namePlaceholder: 'New York Soir',
    cannotDeleteTitle: '"{{name}}" cannot be deleted',
    cannotDeleteAdvice:
      'Only an unused lottery category can be deleted. Its tickets and results stay with it; companies remove their own settings for it.',
    confirmDelete: 'Delete the lottery category "{{name}}"? Nothing uses it.',
    /** what still uses a category; `n` is the count as the language writes it */
    uses: {
      tickets_one: '{{n}} sold ticket (deleted ones count)',
      tickets_other: '{{n}} sold tickets (deleted ones count)',
      winningNumbers_one: '{{n}} winning number',
      winningNumbers_other: '{{n}} winning numbers',
      paymentTerms_one: "{{n}} company's payment term",
      paymentTerms_other: "{{n}} companies' payment terms",
      percentageLimits_one: "{{n}} company's percentage limit",
      percentageLimits_other: "{{n}} companies' percentage limits",
      blockNumbers_one: "{{n}} company's blocked number",
      blockNumbers_other: "{{n}} companies' blocked numbers",
      limits_one: "{{n}} company's limit",
      limits_other: "{{n}} companies' limits",
    },
  },
  winningNumbers: {
    title: 'Winning Numbers',
    add: 'Add winning number',
    empty: 'No result posted between these dates.',
    results: 'Results',
    derived: 'Derived',
    createTitle: 'Create Number',
    editTitle: 'Edit Number',
    lotteryCategoryName: 'Lottery Category Name',
    /** the three Borlette lots, as their inputs and the result rows name them */
    lots: { first: '1st', second: '2nd', third: '3rd' },
    firstLotMismatch:
      'The 1st lot is usually the last two digits of L3C ({{digits}}). Check before saving.',
    derivedNumbers: 'Derived numbers',
    derivedHint:
      'Computed from 1st, 2nd, 3rd and L3C; the server computes them again when it saves.',
    reason: 'Reason for the correction',
    reasonHint: 'Kept in the journal with the numbers before and after.',
    confirmPostTitle: 'Post this result?',
    confirmCorrectTitle: 'Correct this result?',
    confirmDraw: '{{category}}, draw of {{date}}',
    confirmSettles:
      'Every company’s tickets of this draw are settled with these numbers as soon as you confirm.',
    confirmBefore: 'Before',
    confirmAfter: 'After',
    confirmPost: 'Post the result',
    confirmCorrect: 'Correct the result',
    day: {
      title: "Today's Results",
      today: 'Today',
      yesterday: 'Yesterday',
      draw: 'Draw',
      closes: 'Closes',
      state: 'State',
      result: 'Result',
      post: 'Post',
      postedBy: 'by {{name}}, {{at}}',
      correctedAt: 'corrected {{at}}',
      hint: "Type the 1st, 2nd and 3rd lots, then L3C (its last two digits are the 1st lot): each field moves on when full, the last digit opens the row's confirmation, Enter posts it and goes on to the next draw due.",
      proposals: {
        complete: 'Proposed',
        incomplete: 'Incomplete: a game is missing',
        confirm: 'Confirm',
        checkAgain: 'Check again',
        checked: 'Sources asked: {{count}}',
        proposalHint:
          "A row the lotteries' sources proposed comes filled in: Enter confirms it (no other key); change a digit and it is posted as a typed result.",
        alertsTitle: 'Results to watch',
        'alert_no-proposal':
          '{{draw}}: no result from the sources 30 minutes after the draw. Type it from the slip.',
        alert_unconfirmed:
          '{{draw}}: a proposed result has waited 30 minutes for its confirmation.',
        'alert_sources-disagree':
          '{{draw}}: the sources do not agree. Check the lottery before confirming.',
        'alert_disagrees-with-result':
          '{{draw}}: {{source}} says other numbers than the posted result. Nothing was changed.',
        'alert_source-errors': '{{source}} has been answering errors for an hour.',
      },
      states: {
        upcoming: 'Upcoming',
        on_sale: 'On sale',
        due: 'Closed, due',
        posted: 'Posted',
        corrected: 'Corrected',
      },
    },
  },
  paymentAlerts: {
    title: 'Payment Alerts',
    caption: 'Payment alerts',
    nounOne: 'payment alert',
    nounOther: 'payment alerts',
    emptySent: 'No payment alert sent.',
    emptyReceived: 'No payment alert. All is in order.',
    chooseCompany: 'Choose a company',
    noCompany: 'No company',
    companyRequired: 'Company is required',
    messageRequired: 'Message is required',
    dateRequired: 'Date is required',
    action: 'Action',
    /** completes the row's "Delete …" button name */
    rowName: 'alert to {{company}}',
    confirmDelete: 'Delete this payment alert to {{company}}?',
    // Issue 38: a correction-after-payout alert, in the reader's language.
    correctedAfterPayout_one:
      'Result corrected after payout: {{category}} of {{date}}, {{before}} → {{after}}. {{count}} paid ticket ({{paidOut}}) now wins less: {{overpaid}} to recover or write off (Winning Tickets, Cash-up).',
    correctedAfterPayout_other:
      'Result corrected after payout: {{category}} of {{date}}, {{before}} → {{after}}. {{count}} paid tickets ({{paidOut}}) now win less: {{overpaid}} to recover or write off (Winning Tickets, Cash-up).',
  },
  /** Issue 38: a correction's confirmation lists the paid tickets it hurts, per company. */
  correctedPayouts: {
    checking: 'Checking the tickets already paid…',
    unchecked:
      'The tickets already paid could not be checked: if winners were paid, each company concerned is still told on save.',
    none: 'No ticket already paid wins less with these numbers.',
    title: 'Tickets already paid that win less with these numbers',
    company_one:
      '{{company}}: {{count}} ticket paid, {{paidOut}} handed over, {{overpaid}} more than it wins now',
    company_other:
      '{{company}}: {{count}} tickets paid, {{paidOut}} handed over, {{overpaid}} more than they win now',
    told: 'Each company gets an alert and a Journal record, and must recover the cash or write it off.',
  },
};
