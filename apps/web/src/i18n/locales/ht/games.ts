import type { Translation } from '../../catalogue.ts';
import type { games as en } from '../en/games.ts';

/** Jwèt yo jan machann yo di yo, sou pwen vant lan, sou papye a ak sou paj piblik la. */
export const games = {
  BLT: 'Bòlèt',
  L3C: 'Loto 3',
  'L4C 1': 'Loto 4 · 1',
  'L4C 2': 'Loto 4 · 2',
  'L4C 3': 'Loto 4 · 3',
  'L5C 1': 'Loto 5 · 1',
  'L5C 2': 'Loto 5 · 2',
  'L5C 3': 'Loto 5 · 3',
  MRG: 'Maryaj',
} satisfies Translation<typeof en>;
