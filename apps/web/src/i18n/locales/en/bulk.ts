/** Bulk work on the company's rules and sellers (issue 30 point 8). */
export default {
  block: {
    open: 'Block several',
    title: 'Block several numbers',
    draws: 'Draws',
    chooseDraws: 'Choose the draws',
    allDraws: 'All draws',
    games: 'Games',
    chooseGames: 'Choose the games',
    numbers: 'Numbers',
    numbersHint:
      'A list (12, 34 56), a range (00-09) or "doubles" (00, 11 … 99); for MRG, pairs like 12x34.',
    allDoubles: 'All doubles',
    doublesWord: 'doubles',
    submit: 'Block',
    previewEmpty: 'Choose the draws, the games and the numbers to see how many blocks are added.',
    preview: 'Numbers: {{numbers}} · Draws: {{draws}} · Blocks to add: {{toAdd}}',
    previewAlready: 'Already blocked, left as they are: {{already}}',
    confirmTitle: 'Block these numbers?',
    confirm: 'Blocks to add: {{toAdd}}\nSellers will no longer be able to sell these numbers.',
  },
  sellers: {
    choose: 'Choose',
    chooseOne: 'Choose {{name}}',
    chooseAll: 'Choose all ({{count}})',
    chosen: 'Chosen: {{count}}',
    activate: 'Activate',
    deactivate: 'Deactivate',
    clear: 'Clear the choice',
    confirmActivateTitle: 'Activate these sellers?',
    confirmActivate: 'Sellers: {{count}}\n{{names}}\nThey will be able to sign in and sell again.',
    confirmDeactivateTitle: 'Deactivate these sellers?',
    confirmDeactivate:
      'Sellers: {{count}}\n{{names}}\nThey are signed out at once and cannot sell until they are activated again.',
  },
  copy: {
    open: 'Copy to other draws',
    title: "Copy a draw's limits and blocked numbers",
    from: 'Copy from the draw',
    to: 'To the draws',
    chooseTo: 'Choose the draws',
    intro:
      'On each chosen draw, the limit of All, of a supervisor or of a seller is replaced by the copied draw’s, the limits it lacks are added, and the blocked numbers are added to its own. Its other limits stay.',
    submit: 'Copy',
    confirmTitle: 'Copy now?',
    source: 'From {{draw}}: limits: {{limits}}, blocked numbers: {{blocks}}.',
    target:
      '{{draw}}: limits replaced: {{replaced}}, added: {{added}}; blocked numbers added: {{blocks}} (already there: {{kept}}).',
    nothing: '{{draw}} has no limit and no blocked number to copy.',
  },
};
