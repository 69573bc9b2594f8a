import { describe, expect, it } from 'vitest';
import { cancelMinutesLeft, drawSummaries } from './day-tickets.ts';

describe('cancelMinutesLeft', () => {
  const soldAt = '2026-11-22T17:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();
  it.each([
    ['just sold: the whole window', '2026-11-22T17:00:00.000Z', 10, 10],
    ['3.5 minutes on: 7 (a started minute counts)', '2026-11-22T17:03:30.000Z', 10, 7],
    ['its last seconds: 1', '2026-11-22T17:09:59.000Z', 10, 1],
    ['its last instant: 1', '2026-11-22T17:10:00.000Z', 10, 1],
    ['past it: no Anile', '2026-11-22T17:10:01.000Z', 10, null],
    ['a company with no window', '2026-11-22T17:00:01.000Z', 0, null],
  ])('%s', (_, now, minutes, left) => {
    expect(cancelMinutesLeft(soldAt, minutes, at(now))).toBe(left);
  });
});

describe('drawSummaries', () => {
  const line = (amount: number, bonus = false) => ({
    _id: `l${amount}`,
    gameCategory: 'BLT',
    number: '27',
    amount,
    bonus,
    winFlag: false,
    payout: 0,
  });
  const ticket = (draw: string, date: string, amounts: number[], deleted = false) => ({
    lotteryCategoryId: `id-${draw}`,
    lotteryCategoryName: draw,
    date,
    deletedAt: deleted ? '2026-11-22T17:05:00.000Z' : null,
    numbers: [...amounts.map((a) => line(a)), line(1, true)],
  });

  it('counts each draw’s sold tickets and their total (bonus aside, centimes exact) and its cancelled ones', () => {
    expect(
      drawSummaries([
        ticket('New York Soir', '2026-11-22', [0.1, 0.2]),
        ticket('Florida Midi', '2026-11-22', [50]),
        ticket('New York Soir', '2026-11-22', [25], true),
        ticket('New York Soir', '2026-11-22', [10]),
      ]),
    ).toEqual([
      {
        key: 'id-Florida Midi|2026-11-22',
        draw: 'Florida Midi',
        tickets: 1,
        sold: 50,
        cancelled: 0,
      },
      {
        key: 'id-New York Soir|2026-11-22',
        draw: 'New York Soir',
        tickets: 2,
        sold: 10.3,
        cancelled: 1,
      },
    ]);
  });

  it('keeps a draw whose every ticket was cancelled, with nothing sold', () => {
    expect(drawSummaries([ticket('Georgia', '2026-11-22', [5], true)])).toEqual([
      { key: 'id-Georgia|2026-11-22', draw: 'Georgia', tickets: 0, sold: 0, cancelled: 1 },
    ]);
  });

  it('has nothing for a day with no tickets', () => {
    expect(drawSummaries([])).toEqual([]);
  });
});
