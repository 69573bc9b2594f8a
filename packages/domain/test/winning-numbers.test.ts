import { describe, expect, it } from 'vitest';
import {
  deriveWinningNumbers,
  drawInputOf,
  firstLotMismatch,
  type DrawInput,
} from '../src/winning-numbers.ts';

const numbersOf = (input: DrawInput) => deriveWinningNumbers(input).map((e) => e.number);

describe('deriveWinningNumbers', () => {
  const cases: [string, DrawInput, string[]][] = [
    [
      'typical draw',
      { first: '27', second: '45', third: '12', l3c: '427' },
      [
        '27',
        '45',
        '12',
        '427',
        '4512',
        '2745',
        '2712',
        '42712',
        '42745',
        '74512',
        '27×45',
        '27×12',
        '45×12',
        '45×27',
        '12×27',
        '12×45',
      ],
    ],
    [
      'repeated lots',
      { first: '33', second: '33', third: '08', l3c: '133' },
      [
        '33',
        '33',
        '08',
        '133',
        '3308',
        '3333',
        '3308',
        '13308',
        '13333',
        '33308',
        '33×33',
        '33×08',
        '33×08',
        '33×33',
        '08×33',
        '08×33',
      ],
    ],
    [
      'leading zeros',
      { first: '00', second: '07', third: '70', l3c: '500' },
      [
        '00',
        '07',
        '70',
        '500',
        '0770',
        '0007',
        '0070',
        '50070',
        '50007',
        '00770',
        '00×07',
        '00×70',
        '07×70',
        '07×00',
        '70×00',
        '70×07',
      ],
    ],
    [
      'L3C 000',
      { first: '00', second: '11', third: '22', l3c: '000' },
      [
        '00',
        '11',
        '22',
        '000',
        '1122',
        '0011',
        '0022',
        '00022',
        '00011',
        '01122',
        '00×11',
        '00×22',
        '11×22',
        '11×00',
        '22×00',
        '22×11',
      ],
    ],
    [
      'half typed: derived entries stay empty',
      { first: '27', second: '', third: '12', l3c: '' },
      ['27', '', '12', '', '', '', '2712', '', '', '', '', '27×12', '', '', '12×27', ''],
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(numbersOf(input)).toEqual(expected);
  });

  it('lays the 16 entries out in SPEC.md §3 order', () => {
    const entries = deriveWinningNumbers({ first: '1', second: '2', third: '3', l3c: '4' });
    expect(entries.map((e) => `${e.gameCategory}#${e.position}`)).toEqual([
      'BLT#1',
      'BLT#2',
      'BLT#3',
      'L3C#1',
      'L4C 1#1',
      'L4C 2#1',
      'L4C 3#1',
      'L5C 1#1',
      'L5C 2#1',
      'L5C 3#1',
      'MRG#1',
      'MRG#2',
      'MRG#3',
      'MRG#4',
      'MRG#5',
      'MRG#6',
    ]);
  });

  it('reads the typed values back, ignoring derived entries a client sent', () => {
    const entries = deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' });
    entries[4]!.number = '9999';
    expect(drawInputOf(entries)).toEqual({ first: '27', second: '45', third: '12', l3c: '427' });
  });
});

describe('firstLotMismatch', () => {
  const cases: [DrawInput, boolean][] = [
    [{ first: '27', second: '45', third: '12', l3c: '427' }, false],
    [{ first: '28', second: '45', third: '12', l3c: '427' }, true],
    [{ first: '28', second: '45', third: '12', l3c: '42' }, false],
  ];
  it.each(cases)('%j → %s', (input, expected) => expect(firstLotMismatch(input)).toBe(expected));
});
