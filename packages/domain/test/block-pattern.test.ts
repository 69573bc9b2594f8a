import { describe, expect, it } from 'vitest';
import {
  BULK_BLOCK_MAX,
  blockPatternTokens,
  expandBlockPattern,
  planBulkBlock,
} from '../src/block-pattern.ts';
import type { GameCategory } from '../src/games.ts';

const doubles2 = ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'];

describe('expandBlockPattern: the numbers a pattern names, as the block list stores them', () => {
  it.each<[GameCategory, string, string[]]>([
    ['BLT', '12, 34 56', ['12', '34', '56']],
    ['BLT', '12;34;12', ['12', '34']],
    ['BLT', '  07  ', ['07']],
    ['BLT', '00-09', ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']],
    ['BLT', '00 – 03', ['00', '01', '02', '03']],
    ['BLT', '98..99, 05', ['05', '98', '99']],
    ['BLT', '05-05', ['05']],
    ['BLT', 'doubles', doubles2],
    ['BLT', 'DOUB', doubles2],
    ['BLT', 'doubles, 12', [...doubles2, '12'].sort()],
    ['L3C', 'doubles', ['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']],
    ['L3C', '120-122', ['120', '121', '122']],
    ['L4C 2', '4512', ['4512']],
    ['L5C 1', '00000-00002', ['00000', '00001', '00002']],
    ['MRG', '34x12, 12*34, 56 × 78', ['12×34', '56×78']],
    ['MRG', '1234', ['12×34']],
  ])('%s %j → %j', (game, pattern, numbers) => {
    expect(expandBlockPattern(game, pattern)).toEqual({ ok: true, value: numbers });
  });

  it.each<[GameCategory, string, string, Record<string, unknown> | undefined]>([
    ['BLT', '', 'block_pattern.empty', undefined],
    ['BLT', ' , ; ', 'block_pattern.empty', undefined],
    ['BLT', '12, abc', 'block_pattern.bad_token', { token: 'abc' }],
    ['BLT', '12, 345', 'block_pattern.wrong_digits', { token: '345', game: 'BLT', digits: 2 }],
    ['L3C', '00-09', 'block_pattern.wrong_digits', { token: '00-09', game: 'L3C', digits: 3 }],
    ['BLT', '0-9', 'block_pattern.wrong_digits', { token: '0-9', game: 'BLT', digits: 2 }],
    ['BLT', '09-00', 'block_pattern.reversed_range', { token: '09-00' }],
    ['MRG', '12-34', 'block_pattern.range_mrg', { token: '12-34' }],
    ['MRG', 'doubles', 'block_pattern.doubles_mrg', undefined],
    ['MRG', '12', 'block_pattern.not_mrg', { token: '12' }],
    ['BLT', '-5', 'block_pattern.bad_token', { token: '-5' }],
  ])('%s %j is refused: %s', (game, pattern, code, params) => {
    const result = expandBlockPattern(game, pattern);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason.code).toBe(code);
    expect(result.reason.params).toEqual(params);
    expect(result.reason.message).not.toMatch(/\{\{/);
  });
});

describe('blockPatternTokens', () => {
  it.each([
    ['12, 34 56', ['12', '34', '56']],
    ['00 - 09', ['00-09']],
    ['12 x 34', ['12×34']],
    ['doubles 12', ['doubles', '12']],
  ])('%j → %j', (pattern, tokens) => expect(blockPatternTokens(pattern)).toEqual(tokens));
});

describe('planBulkBlock: draws × games × numbers', () => {
  it('counts every draw and game', () => {
    const plan = planBulkBlock(['BLT', 'L3C'], 'doubles', 3);
    expect(plan).toEqual({
      ok: true,
      value: {
        numbers: [
          { game: 'BLT', numbers: doubles2 },
          { game: 'L3C', numbers: expect.any(Array) },
        ],
        count: 60,
      },
    });
  });

  it('refuses a pattern that does not fit one of the games', () => {
    const plan = planBulkBlock(['BLT', 'L3C'], '00-09', 1);
    expect(plan.ok || plan.reason.code).toBe('block_pattern.wrong_digits');
  });

  it(`refuses more than ${BULK_BLOCK_MAX} blocks`, () => {
    expect(planBulkBlock(['L4C 1'], '0000-9999', 1).ok).toBe(true);
    const plan = planBulkBlock(['L4C 1'], '0000-9999', 2);
    expect(plan.ok || plan.reason).toMatchObject({
      code: 'block_pattern.too_many',
      params: { maximum: BULK_BLOCK_MAX, count: 20_000 },
    });
  });
});
