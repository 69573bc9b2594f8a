import { describe, expect, it } from 'vitest';
import { gameRank } from '../src/games.ts';

describe('gameRank: games sort in SPEC.md §3 order', () => {
  it('orders the nine games as the spec lists them, an unknown one last', () => {
    const shuffled = ['MRG', 'L5C 1', 'BLT', 'L4C 3', 'L3C', 'unknown', 'L4C 1', 'L5C 3'];
    expect(shuffled.sort((a, b) => gameRank(a) - gameRank(b))).toEqual([
      'BLT',
      'L3C',
      'L4C 1',
      'L4C 3',
      'L5C 1',
      'L5C 3',
      'MRG',
      'unknown',
    ]);
  });
});
