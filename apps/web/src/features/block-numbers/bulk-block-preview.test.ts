import { describe, expect, it } from 'vitest';
import type { BlockNumber } from '@tiraj/domain/contracts';
import { bulkBlockPreview } from './bulk-block-preview.ts';

const blocked = (lotteryCategoryId: string, gameCategory: 'BLT' | 'MRG', number: string) =>
  ({
    _id: `${lotteryCategoryId}-${number}`,
    lotteryCategoryId,
    lotteryCategoryName: lotteryCategoryId,
    gameCategory,
    number,
  }) satisfies BlockNumber;

describe('bulkBlockPreview: the live count and the confirmation of a bulk block', () => {
  it.each([
    [[], ['BLT'], '00-09'],
    [['a'], [], '00-09'],
    [['a'], ['BLT'], '  '],
  ] as const)('says nothing until draws, games and numbers are chosen (%j %j %j)', (d, g, p) => {
    expect(bulkBlockPreview(d, g, p, [])).toBeNull();
  });

  it.each([
    [['a'], ['BLT'], '00-09', [], { numbers: 10, draws: 1, toAdd: 10, already: 0 }],
    [['a', 'b'], ['BLT'], 'doubles', [], { numbers: 10, draws: 2, toAdd: 20, already: 0 }],
    [
      ['a', 'b'],
      ['BLT'],
      '00-09',
      [blocked('a', 'BLT', '05'), blocked('c', 'BLT', '06'), blocked('b', 'MRG', '07')],
      { numbers: 10, draws: 2, toAdd: 19, already: 1 },
    ],
    [
      ['a'],
      ['MRG'],
      '34x12',
      [blocked('a', 'MRG', '12×34')],
      { numbers: 1, draws: 1, toAdd: 0, already: 1 },
    ],
  ] as const)('%j × %j × %j → %j', (draws, games, pattern, have, preview) => {
    expect(bulkBlockPreview(draws, games, pattern, have)).toEqual({ ok: true, preview });
  });

  it('gives the reason of a pattern that does not fit', () => {
    const result = bulkBlockPreview(['a'], ['L3C'], '00-09', []);
    expect(result?.ok === false && result.reason.code).toBe('block_pattern.wrong_digits');
  });
});
