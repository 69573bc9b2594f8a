import { describe, expect, it } from 'vitest';
import {
  reversedBolet,
  reversedMarriage,
  typedLine,
  typedNumbers,
  type TypedLineChoice,
} from '../src/typed-line.ts';
import { instantOfLocal } from '../src/local-instant.ts';

const first: TypedLineChoice = { l4c: 1, l5c: 1 };
const other: TypedLineChoice = { l4c: 3, l5c: 2 };

describe('typedLine: the game follows from the digits', () => {
  const cases: [string, TypedLineChoice, string | null, string | null][] = [
    ['27', first, 'BLT', '27'],
    [' 07 ', first, 'BLT', '07'],
    ['427', first, 'L3C', '427'],
    ['4512', first, 'L4C 1', '4512'],
    ['4512', other, 'L4C 3', '4512'],
    ['12345', first, 'L5C 1', '12345'],
    ['12345', other, 'L5C 2', '12345'],
    ['12x34', first, 'MRG', '12×34'],
    ['34X12', first, 'MRG', '12×34'],
    ['12*34', first, 'MRG', '12×34'],
    ['12×34', first, 'MRG', '12×34'],
    ['12 34', first, 'MRG', '12×34'],
    ['12 x 34', first, 'MRG', '12×34'],
    ['7', first, null, null],
    ['123456', first, null, null],
    ['1x34', first, null, null],
    ['12-34', first, null, null],
    ['ab', first, null, null],
    ['', first, null, null],
  ];
  it.each(cases)('%j (%j) → %s %s', (input, choice, game, number) => {
    const line = typedLine(input, choice);
    expect(line?.gameCategory ?? null).toBe(game);
    expect(line?.number ?? null).toBe(number);
  });
});

describe('typedNumbers: one or several numbers in one field', () => {
  const cases: [string, string[] | string][] = [
    ['27', ['BLT 27']],
    ['12 34', ['MRG 12×34']],
    ['12 34 56', ['BLT 12', 'BLT 34', 'BLT 56']],
    ['12,34,56', ['BLT 12', 'BLT 34', 'BLT 56']],
    ['12, 34', ['BLT 12', 'BLT 34']],
    ['12;345;', ['BLT 12', 'L3C 345']],
    ['12x34, 56 78', ['MRG 12×34', 'MRG 56×78']],
    ['12 345 6789', ['BLT 12', 'L3C 345', 'L4C 1 6789']],
    ['12 3', 'not-a-number'],
    ['12,,x', 'not-a-number'],
    ['  ', 'empty'],
    [',', 'empty'],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    const result = typedNumbers(input, first);
    if (typeof expected === 'string') {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toBe(expected);
    } else {
      expect(result.ok).toBe(true);
      if (result.ok)
        expect(result.lines.map((l) => `${l.gameCategory} ${l.number}`)).toEqual(expected);
    }
  });
});

describe('reversedMarriage', () => {
  const cases: [string, string | null][] = [
    ['12×34', '21×43'],
    ['12x34', '21×43'],
    ['10×20', '01×02'],
    ['11×22', null],
    ['12×21', null],
    ['27', null],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    expect(reversedMarriage(input)).toBe(expected);
  });
});

describe('instantOfLocal: a draw closes at the same instant everywhere', () => {
  const cases: [string, string][] = [
    ['2026-01-15 22:20', '2026-01-16T03:20:00.000Z'], // winter: UTC−5
    ['2026-07-15 22:20', '2026-07-16T02:20:00.000Z'], // summer: UTC−4
    ['2026-03-08 04:00', '2026-03-08T08:00:00.000Z'], // just after the spring change
    ['2026-11-22 00:00', '2026-11-22T05:00:00.000Z'],
  ];
  it.each(cases)('%s in Port-au-Prince → %s', (local, iso) => {
    expect(instantOfLocal(local, 'America/Port-au-Prince').toISOString()).toBe(iso);
  });
});

describe('reversedBolet', () => {
  const cases: [string, string | null][] = [
    ['12', '21'],
    ['07', '70'],
    ['90', '09'],
    ['33', null],
    ['123', null],
    ['12×34', null],
    ['', null],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    expect(reversedBolet(input)).toBe(expected);
  });
});
