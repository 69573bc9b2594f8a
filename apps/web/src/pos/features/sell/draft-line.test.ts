import { describe, expect, it } from 'vitest';
import type { RefusedLine } from '@tiraj/domain/contracts';
import { refusalsByLine, reverseOffers, type DraftLine } from './draft-line.ts';

const line = (gameCategory: DraftLine['gameCategory'], number: string, amount: number) => ({
  id: `${gameCategory}-${number}`,
  gameCategory,
  number,
  amount,
});

describe('reverseOffers: the last mariage and the last bòlèt reversed, each offered once', () => {
  it.each<[string, DraftLine[], ReturnType<typeof reverseOffers>]>([
    [
      'the reversed pair of the last mariage and the last bòlèt swapped, with their amounts',
      [line('MRG', '12×34', 10), line('BLT', '27', 50), line('MRG', '45×67', 5)],
      [
        { gameCategory: 'MRG', number: '54×76', amount: 5 },
        { gameCategory: 'BLT', number: '72', amount: 50 },
      ],
    ],
    ['12 → 21', [line('BLT', '12', 25)], [{ gameCategory: 'BLT', number: '21', amount: 25 }]],
    [
      'nothing when reversing changes nothing',
      [line('MRG', '11×22', 10), line('BLT', '33', 5)],
      [],
    ],
    ['nothing for other games', [line('L3C', '427', 5), line('L4C 1', '1221', 5)], []],
    ['nothing on an empty ticket', [], []],
    [
      'nothing once the reverses are on the ticket',
      [
        line('MRG', '12×34', 10),
        line('MRG', '21×43', 10),
        line('BLT', '12', 5),
        line('BLT', '21', 5),
      ],
      [],
    ],
  ])('%s', (_, lines, offers) => {
    expect(reverseOffers(lines)).toEqual(offers);
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
