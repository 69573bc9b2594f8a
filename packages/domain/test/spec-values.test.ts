import { describe, expect, it } from 'vitest';
import {
  addPercentageLimitBody,
  changedPassword,
  digitsAsNumber,
  isUnsetValue,
  newPassword,
  SUPERVISOR_NAME_REQUIRED,
  updateSupervisorBody,
  userNameField,
} from '../src/contracts/index.ts';
import { z } from 'zod';

// Issue 36: what SPEC's clients send for a field they left empty, and numbers typed as text.
describe('isUnsetValue: a value no client means', () => {
  const cases: [unknown, boolean][] = [
    [undefined, true],
    [null, true],
    ['', true],
    ['undefined', true],
    ['null', true],
    [' ', false],
    ['Undefined', false],
    ['secret-123', false],
    [0, false],
    [false, false],
  ];
  it.each(cases)('%j: %s', (value, unset) => expect(isUnsetValue(value)).toBe(unset));
});

describe('passwords and names: unset is absent, never a value', () => {
  it.each([undefined, null, '', 'undefined', 'null'])('an update keeps them (%j)', (value) => {
    expect(changedPassword.parse(value)).toBeUndefined();
    expect(updateSupervisorBody.parse({ userName: value, password: value })).toEqual({});
  });
  it.each([null, '', 'undefined', 'null'])('an add says they are required (%j)', (value) => {
    expect(newPassword.safeParse(value).error?.issues[0]?.message).toBe('Password is required');
    expect(userNameField(SUPERVISOR_NAME_REQUIRED).safeParse(value).error?.issues[0]?.message).toBe(
      SUPERVISOR_NAME_REQUIRED,
    );
  });
  it('a real password is kept as typed, and blanks are still refused', () => {
    expect(changedPassword.parse(' secret-123 ')).toBe(' secret-123 ');
    expect(changedPassword.safeParse('   ').success).toBe(false);
  });
});

describe('digitsAsNumber: a digit string is its number, under the same rules', () => {
  const percent = digitsAsNumber(z.number().min(0).max(100));
  const cases: [unknown, number | null][] = [
    ['61', 61],
    [' 61 ', 61],
    ['12.5', 12.5],
    [61, 61],
    ['101', null],
    ['6a1', null],
    ['', null],
    ['-1', null],
    ['1e2', null],
    ['0x10', null],
    [null, null],
  ];
  it.each(cases)('%j → %j', (value, expected) => {
    const parsed = percent.safeParse(value);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
  it('percentage limits as the old form sends them', () => {
    const body = addPercentageLimitBody.parse({
      lotteryCategoryName: 'New York',
      limits: ['L3C', 'L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3', 'MRG'].map((g) => ({
        gameCategory: g,
        limitPercent: '50',
      })),
    });
    expect(body.limits.every((l) => l.limitPercent === 50)).toBe(true);
  });
});
