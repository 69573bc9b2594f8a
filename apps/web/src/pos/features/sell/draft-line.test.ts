import { describe, expect, it } from 'vitest';
import { reverseOffers, type DraftLine } from './draft-line.ts';

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
