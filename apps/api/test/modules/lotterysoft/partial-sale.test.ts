import { describe, expect, it } from 'vitest';
import type { RefusedLine } from '@tiraj/domain/contracts';
import {
  firstOffer,
  nextOffer,
  noCuts,
  type DeviceLine,
} from '../../../src/modules/lotterysoft/partial-sale.ts';

const line = (gameCategory: DeviceLine['gameCategory'], number: string, amount: number) => ({
  gameCategory,
  number,
  amount,
});

const refusal = (
  index: number,
  reason: RefusedLine['reason'],
  l: DeviceLine,
  available?: number,
): RefusedLine => ({
  index,
  gameCategory: l.gameCategory,
  number: l.number,
  reason,
  ...(available === undefined ? {} : { available }),
  code: `sale.${reason}`,
  params: {},
});

const BLT12 = line('BLT', '12', 50);
const BLT13 = line('BLT', '13', 5);
const L3C = line('L3C', '123', 20);

describe('the next offer after a refusal of the sale function', () => {
  it.each([
    {
      case: 'a blocked line is dropped',
      lines: [BLT12, BLT13],
      refused: [refusal(1, 'blocked', BLT13)],
      offered: [50],
      limited: [],
      blocked: [BLT13.number],
    },
    {
      case: 'a line over a limit is cut to what is left, in whole gourdes',
      lines: [BLT12, BLT13],
      refused: [refusal(0, 'limit', BLT12, 30.75)],
      offered: [30, 5],
      limited: [{ number: '12', amount: 50, availableAmount: 30 }],
      blocked: [],
    },
    {
      case: 'nothing left under a limit: dropped, listed at 0',
      lines: [BLT12, BLT13],
      refused: [refusal(0, 'limit', BLT12, 0)],
      offered: [5],
      limited: [{ number: '12', amount: 50, availableAmount: 0 }],
      blocked: [],
    },
    {
      case: 'two lines of one number share its room: the first takes it',
      lines: [line('BLT', '12', 20), line('BLT', '12', 20)],
      refused: [
        refusal(0, 'limit', line('BLT', '12', 20), 25),
        refusal(1, 'limit', line('BLT', '12', 20), 25),
      ],
      offered: [20, 5],
      limited: [{ number: '12', amount: 20, availableAmount: 5 }],
      blocked: [],
    },
    {
      case: 'a percentage cap cuts its line; blocked and cut together',
      lines: [BLT12, BLT13, L3C],
      refused: [refusal(1, 'blocked', BLT13), refusal(2, 'percentage', L3C, 10)],
      offered: [50, 10],
      limited: [{ number: '123', amount: 20, availableAmount: 10 }],
      blocked: ['13'],
    },
  ])('$case', ({ lines, refused, offered, limited, blocked }) => {
    const cuts = noCuts();
    const next = nextOffer(firstOffer(lines), refused, cuts);
    expect(next.kind).toBe('offer');
    if (next.kind !== 'offer') return;
    expect(next.lines.map((l) => l.amount)).toEqual(offered);
    expect(
      [...cuts.limited.values()].map(({ number, amount, availableAmount }) => ({
        number,
        amount,
        availableAmount,
      })),
    ).toEqual(limited);
    expect([...cuts.blocked.values()].map((b) => b.number)).toEqual(blocked);
  });

  it.each([
    { case: 'the draw is closed', reason: 'closed' as const, stop: 'closed' },
    { case: 'the seller is inactive', reason: 'inactive' as const, stop: 'inactive' },
  ])('stops when $case', ({ reason, stop }) => {
    expect(nextOffer(firstOffer([BLT12]), [refusal(0, reason, BLT12)], noCuts())).toEqual({
      kind: 'stop',
      reason: stop,
    });
  });

  it('stops when a refusal would move nothing (the same offer would be refused again)', () => {
    expect(nextOffer(firstOffer([BLT12]), [refusal(0, 'limit', BLT12, 80)], noCuts())).toEqual({
      kind: 'stop',
      reason: 'other',
    });
  });

  it('a second round keeps each line’s place in the device’s request and what it asked', () => {
    const cuts = noCuts();
    const first = nextOffer(
      firstOffer([BLT13, BLT12, L3C]),
      [refusal(0, 'blocked', BLT13), refusal(1, 'limit', BLT12, 40)],
      cuts,
    );
    if (first.kind !== 'offer') throw new Error('an offer');
    const second = nextOffer(first.lines, [refusal(1, 'percentage', L3C, 8)], cuts);
    if (second.kind !== 'offer') throw new Error('an offer');
    expect(second.lines.map((l) => [l.at, l.amount])).toEqual([
      [1, 40],
      [2, 8],
    ]);
    expect([...cuts.limited.entries()]).toEqual([
      [1, { gameCategory: 'BLT', number: '12', amount: 50, availableAmount: 40 }],
      [2, { gameCategory: 'L3C', number: '123', amount: 20, availableAmount: 8 }],
    ]);
  });
});
