/** Words both the dashboard and the point of sale show. */
export default {
  language: {
    label: 'Language',
  },
  /**
   * The parts a Loto 4 or Loto 5 option is made of (OPTION_PARTS in the domain, issues 36 and 40):
   * the ticket, the results and the payment terms name an option by them (`1st + 2nd lot`). The
   * longest, L5C 3's, fits one line of 58 mm paper (32 characters).
   */
  gameParts: {
    first: '1st',
    second: '2nd',
    third: '3rd',
    l3c: 'L3C',
    l3cLast: 'L3C last digit',
    /** parts ending with a lot: `1st + 2nd lot` */
    lots: '{{parts}} lot',
  },
};
