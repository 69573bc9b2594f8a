/** Words both the dashboard and the point of sale show. */
export default {
  language: {
    label: 'Language',
  },
  /**
   * Which lots each Loto 4 and Loto 5 option is made of (issue 36): the ticket, the results and the
   * payment terms name an option by its digits. `L5C 3 (old)`: an L5C 3 sold before Tiraj changed it
   * (or imported from LotterySoft), paid as it was sold.
   */
  gameDigits: {
    'L4C 1': '2nd + 3rd lot',
    'L4C 2': '1st + 2nd lot',
    'L4C 3': '1st + 3rd lot',
    'L5C 1': 'L3C + 3rd lot',
    'L5C 2': 'L3C + 2nd lot',
    'L5C 3': 'last digit of L3C + 2nd + 3rd lot',
    'L5C 3 (old)': 'L3C + 1st lot',
  },
};
