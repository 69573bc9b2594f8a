import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addBlockNumberBody } from '../src/contracts/block-numbers.ts';
import { addLotteryCategoryBody } from '../src/contracts/lottery-categories.ts';
import { addPercentageLimitBody } from '../src/contracts/percentage-limits.ts';
import { addSupervisorBody } from '../src/contracts/supervisors.ts';
import { issueCodeOf, type IssueCode } from '../src/messages/issue-codes.ts';

/** Each issue of the body the contract refuses, as `path → code`, as the API and the forms say it. */
function codesOf(contract: z.ZodType, body: object): Record<string, IssueCode> {
  const parsed = contract.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [
      issue.path.map(String).join('.'),
      issueCodeOf(
        { code: issue.code, path: issue.path, message: issue.message, details: { ...issue } },
        body,
      ),
    ]),
  );
}

const required: IssueCode = { code: 'validation.required' };

/** A blank field is "required" whatever rule it broke; a filled but wrong one keeps its own code. */
const CASES: [string, z.ZodType, object, Record<string, IssueCode>][] = [
  [
    'an empty name and password',
    addSupervisorBody,
    { userName: '', password: '' },
    { userName: required, password: required },
  ],
  [
    'a name of spaces',
    addSupervisorBody,
    { userName: '   ', password: 'secret-1' },
    { userName: required },
  ],
  [
    'empty times (a format rule)',
    addLotteryCategoryBody,
    { lotteryName: '', startTime: '', endTime: '' },
    { lotteryName: required, startTime: required, endTime: required },
  ],
  [
    'a time in the wrong format',
    addLotteryCategoryBody,
    { lotteryName: 'Florida', startTime: '25h', endTime: '10:00' },
    { startTime: { code: 'validation.invalid_format', params: { format: 'regex' } } },
  ],
  [
    'an unchosen game (a list of values), a null one',
    addBlockNumberBody,
    { lotteryCategoryName: '', gameCategory: null, number: '' },
    { lotteryCategoryName: required, gameCategory: required, number: required },
  ],
  [
    'an empty percent (a number rule)',
    addPercentageLimitBody,
    { lotteryCategoryName: 'Florida', limits: [{ gameCategory: 'L3C', limitPercent: '' }] },
    { 'limits.0.limitPercent': required },
  ],
  [
    'a percent left empty in a form (NaN)',
    addPercentageLimitBody,
    { lotteryCategoryName: 'Florida', limits: [{ gameCategory: 'L3C', limitPercent: NaN }] },
    { 'limits.0.limitPercent': required },
  ],
  [
    'a percent of the wrong kind',
    addPercentageLimitBody,
    { lotteryCategoryName: 'Florida', limits: [{ gameCategory: 'L3C', limitPercent: 'ten' }] },
    {
      'limits.0.limitPercent': { code: 'validation.invalid_type', params: { expected: 'number' } },
    },
  ],
  [
    'a too-short password',
    addSupervisorBody,
    { userName: 'marie', password: '123' },
    { password: { code: 'validation.too_short', params: { minimum: 6 } } },
  ],
];

describe('issueCodeOf', () => {
  it.each(CASES)('%s', (_, contract, body, codes) => {
    expect(codesOf(contract, body)).toMatchObject(codes);
    expect(Object.keys(codesOf(contract, body)).sort()).toEqual(Object.keys(codes).sort());
  });
});
