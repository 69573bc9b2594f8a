import { describe, expect, it } from 'vitest';
import { autoCompleteMarriage, normaliseNumber } from '../src/numbers.ts';
import type { GameCategory } from '../src/games.ts';

describe('normaliseNumber', () => {
  const cases: [GameCategory, string, string | null][] = [
    ['BLT', '07', '07'],
    ['BLT', ' 99 ', '99'],
    ['BLT', '7', null],
    ['BLT', '100', null],
    ['BLT', 'ab', null],
    ['L3C', '000', '000'],
    ['L3C', '12', null],
    ['L4C 1', '4512', '4512'],
    ['L4C 3', '451', null],
    ['L5C 2', '12345', '12345'],
    ['L5C 2', '1234', null],
    ['MRG', '12×34', '12×34'],
    ['MRG', '34×12', '12×34'],
    ['MRG', '34x12', '12×34'],
    ['MRG', '34X12', '12×34'],
    ['MRG', '34*12', '12×34'],
    ['MRG', '34 12', '12×34'],
    ['MRG', '3412', '12×34'],
    ['MRG', '07×07', '07×07'],
    ['MRG', '7×12', null],
    ['MRG', '12×', null],
    ['MRG', '12-34', null],
  ];
  it.each(cases)('%s %j → %j', (game, input, expected) => {
    expect(normaliseNumber(game, input)).toBe(expected);
  });
});

describe('autoCompleteMarriage', () => {
  const cases: [string, string, string][] = [
    ['MRG', '12', '12×'],
    ['MRG', '1', '1'],
    ['MRG', '12×3', '12×3'],
    ['BLT', '12', '12'],
    ['MRG', 'ab', 'ab'],
  ];
  it.each(cases)('%s typed %j → %j', (game, typed, expected) => {
    expect(autoCompleteMarriage(game, typed)).toBe(expected);
  });
});
