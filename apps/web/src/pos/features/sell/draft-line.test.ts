import { describe, expect, it } from 'vitest';
import type { RefusedLine } from '@tiraj/domain/contracts';
import { refusalsByLine, reverseOffer, type DraftLine } from './draft-line.ts';

const line = (gameCategory: DraftLine['gameCategory'], number: string, amount: number) => ({
  id: `${gameCategory}-${number}`,
  gameCategory,
  number,
  amount,
});

describe('reverseOffer: the last mariage reversed, offered once', () => {
  it('offers the reversed pair of the last mariage with its amount', () => {
    const lines = [line('MRG', '12×34', 10), line('BLT', '27', 50), line('MRG', '45×67', 5)];
    expect(reverseOffer(lines)).toEqual({ number: '54×76', amount: 5 });
  });
  it('offers nothing without a mariage, or when reversing changes nothing', () => {
    expect(reverseOffer([line('MRG', '11×22', 10)])).toBeNull();
    expect(reverseOffer([line('BLT', '27', 50)])).toBeNull();
    expect(reverseOffer([])).toBeNull();
  });
  it('offers nothing once the reversed pair is on the ticket', () => {
    expect(reverseOffer([line('MRG', '12×34', 10), line('MRG', '21×43', 10)])).toBeNull();
  });
});

describe('refusalsByLine: every reason of a line, and the amount one tap lowers it to', () => {
  const refusal = (
    index: number,
    reason: RefusedLine['reason'],
    available?: number,
  ): RefusedLine => ({
    index,
    gameCategory: 'BLT',
    number: '27',
    reason,
    ...(available === undefined ? {} : { available }),
    code: `sale.${reason}`,
    params: {},
  });
  const cases: [string, RefusedLine[], [number, RefusedLine['reason'][], number | null][]][] = [
    ['over its limit: lowered to the room left', [refusal(0, 'limit', 40)], [[0, ['limit'], 40]]],
    [
      'over its limit and its percentage: lowered to what both allow',
      [refusal(1, 'limit', 40), refusal(1, 'percentage', 25)],
      [[1, ['limit', 'percentage'], 25]],
    ],
    [
      'blocked and over its limit: no amount fixes it',
      [refusal(0, 'blocked'), refusal(0, 'limit', 40)],
      [[0, ['blocked', 'limit'], null]],
    ],
    [
      'two lines, each with its own reasons',
      [refusal(0, 'blocked'), refusal(2, 'limit', 0)],
      [
        [0, ['blocked'], null],
        [2, ['limit'], 0],
      ],
    ],
  ];
  it.each(cases)('%s', (_, refused, expected) => {
    const byLine = refusalsByLine(refused);
    expect(
      [...byLine].map(([index, r]) => [index, r.reasons.map((x) => x.reason), r.lowerTo]),
    ).toEqual(expected);
  });
});
