import { describe, expect, it } from 'vitest';
import { digitsOfParts, LOTO_OPTIONS, optionParts, OPTION_PARTS } from '../src/option-parts.ts';
import { entriesUnderLayout } from '../src/payout-positions.ts';
import { deriveWinningNumbers, type DrawInput } from '../src/winning-numbers.ts';

// Pick 3 457, Pick 4 1290 (DRAWS.md's worked example).
const INPUT: DrawInput = { first: '57', second: '12', third: '90', l3c: '457' };

describe('OPTION_PARTS: what each Loto 4 and Loto 5 option is made of', () => {
  it.each([
    ['L4C 1', 'second third', '1290'],
    ['L4C 2', 'first second', '5712'],
    ['L4C 3', 'first third', '5790'],
    ['L5C 1', 'l3c third', '45790'],
    ['L5C 2', 'l3c second', '45712'],
    ['L5C 3', 'l3cLast second third', '71290'],
  ])('%s = %s (457 / 1290 → %s)', (game, parts, digits) => {
    expect(optionParts(game)?.join(' ')).toBe(parts);
    expect(digitsOfParts(optionParts(game)!, INPUT)).toBe(digits);
  });

  it('LotterySoft’s layout: its L5C 3 is L3C + 1st lot (45757), the others alike', () => {
    expect(optionParts('L5C 3', 1)).toEqual(['l3c', 'first']);
    expect(digitsOfParts(optionParts('L5C 3', 1)!, INPUT)).toBe('45757');
    expect(optionParts('L4C 2', 1)).toEqual(optionParts('L4C 2'));
  });

  it('an unknown layout reads as today’s; BLT, L3C and MRG have no parts', () => {
    expect(optionParts('L5C 3', 9)).toEqual(['l3cLast', 'second', 'third']);
    expect(['BLT', 'L3C', 'MRG', 'L6C'].map((g) => optionParts(g))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  // The table and the results' own derivation never drift apart.
  it.each([
    { first: '57', second: '12', third: '90', l3c: '457' },
    { first: '00', second: '07', third: '70', l3c: '500' },
    { first: '33', second: '33', third: '08', l3c: '133' },
  ])('the table agrees with deriveWinningNumbers and entriesUnderLayout: %j', (input) => {
    const today = deriveWinningNumbers(input);
    const old = entriesUnderLayout(today, 1);
    for (const game of LOTO_OPTIONS) {
      expect(digitsOfParts(OPTION_PARTS[2][game], input)).toBe(
        today.find((e) => e.gameCategory === game)?.number,
      );
      expect(digitsOfParts(OPTION_PARTS[1][game], input)).toBe(
        old.find((e) => e.gameCategory === game)?.number,
      );
    }
  });

  it('a part missing: no digits', () => {
    expect(digitsOfParts(['l3cLast', 'second'], { ...INPUT, l3c: '' })).toBe('');
  });
});
