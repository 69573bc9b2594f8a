import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../src/games.ts';
import { PAYMENT_TERM_LAYOUT } from '../src/payment-terms.ts';
import {
  CURRENT_RESULT_LAYOUT,
  entriesUnderLayout,
  LOTTERYSOFT_RESULT_LAYOUT,
  PAYOUT_POSITIONS,
  winningNumberAt,
} from '../src/payout-positions.ts';
import { deriveWinningNumbers } from '../src/winning-numbers.ts';

const draw = deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' });

describe('PAYOUT_POSITIONS: which positions pay each game', () => {
  it('covers every game', () => {
    expect(Object.keys(PAYOUT_POSITIONS).sort()).toEqual([...GAME_CATEGORIES].sort());
  });

  // Each game is paid from its own place of the 16 and compared with its own entry (MRG: the lots).
  it.each(GAME_CATEGORIES.map((game) => [game] as const))('%s reads its own places', (game) => {
    for (const position of PAYOUT_POSITIONS[game]) {
      expect(PAYMENT_TERM_LAYOUT[position.multiplier]?.gameCategory).toBe(game);
      expect('joined' in position).toBe(false); // only an old layout reads entries joined
      const compared =
        'entry' in position ? [position.entry] : 'lots' in position ? position.lots : [];
      const games = compared.map((i) => draw[i]?.gameCategory);
      expect(games).toEqual(compared.map(() => ('entry' in position ? game : 'BLT')));
    }
  });

  // prettier-ignore
  const numbers: [string, string[]][] = [
    ['BLT', ['27', '45', '12']],
    ['L3C', ['427']],
    ['L4C 1', ['4512']],
    ['L4C 2', ['2745']],
    ['L4C 3', ['2712']],
    ['L5C 1', ['42712']],
    ['L5C 2', ['42745']],
    ['L5C 3', ['74512']],
    ['MRG', ['27×45', '12×27', '12×45']],
  ];
  it.each(numbers)('%s wins with %j', (game, wins) => {
    const positions = PAYOUT_POSITIONS[game as keyof typeof PAYOUT_POSITIONS];
    expect(positions.map((p) => winningNumberAt(p, draw))).toEqual(wins);
  });

  it('a position with an empty entry wins with nothing', () => {
    const partial = deriveWinningNumbers({ first: '27', second: '', third: '12', l3c: '' });
    expect(PAYOUT_POSITIONS.MRG.map((p) => winningNumberAt(p, partial))).toEqual(['', '12×27', '']);
    expect(winningNumberAt(PAYOUT_POSITIONS.L3C[0]!, [])).toBe('');
  });
});

describe('entriesUnderLayout: the 16 entries as a layout lays them out', () => {
  it.each([
    ['today', CURRENT_RESULT_LAYOUT, '74512'],
    ['LotterySoft', LOTTERYSOFT_RESULT_LAYOUT, '42727'],
  ] as const)('%s: only L5C 3 differs (%s)', (_name, layout, l5c3) => {
    const laidOut = entriesUnderLayout(draw, layout);
    expect(laidOut.map((e) => e.number)).toEqual(
      draw.map((e) => (e.gameCategory === 'L5C 3' ? l5c3 : e.number)),
    );
  });
});
