import { describe, expect, it } from 'vitest';
import { lotterySoftNumberOf } from './lotterysoft-number.ts';

describe('lotterySoftNumberOf', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['n° 12', 12],
    ['No.12', 12],
    ['#3', 3],
    ['999999999', 999_999_999],
    ['0', null],
    ['', null],
    ['1234567890', null],
    ['12a', null],
    ['K7M4-2QXP', null],
    ['-3', null],
    ['2.5', null],
    ['Jean', null],
  ])('%j → %s', (typed, expected) => expect(lotterySoftNumberOf(typed)).toBe(expected));
});
