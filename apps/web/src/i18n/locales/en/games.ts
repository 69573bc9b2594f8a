/** The games as sellers say them, on the point of sale, on paper and on the public page. */
export const games = {
  BLT: 'Borlette',
  L3C: 'Loto 3',
  'L4C 1': 'Loto 4 · 1',
  'L4C 2': 'Loto 4 · 2',
  'L4C 3': 'Loto 4 · 3',
  'L5C 1': 'Loto 5 · 1',
  'L5C 2': 'Loto 5 · 2',
  'L5C 3': 'Loto 5 · 3',
  MRG: 'Marriage',
};
