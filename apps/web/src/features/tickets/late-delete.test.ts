import { describe, expect, it } from 'vitest';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { drawClosedFor } from './late-delete.ts';

const ZONE = 'America/Port-au-Prince';
const NOON = new Date('2026-11-20T17:00:00Z'); // 12:00 in Port-au-Prince
const category = (startTime: string, endTime: string): LotteryCategory => ({
  _id: 'c1',
  lotteryName: 'Florida Midi',
  startTime,
  endTime,
});

describe('drawClosedFor: the company gives a reason once the draw closed', () => {
  const cases: [string, LotteryCategory[], string, boolean][] = [
    ["today's draw, on sale now", [category('08:00', '14:00')], '2026-11-20', false],
    ["today's draw, closed at 11:00", [category('08:00', '11:00')], '2026-11-20', true],
    ["yesterday's draw", [category('08:00', '14:00')], '2026-11-19', true],
    [
      'a window over midnight, on sale for tomorrow',
      [category('10:00', '02:00')],
      '2026-11-21',
      false,
    ],
    ['an unknown lottery: the server decides', [], '2026-11-19', false],
  ];
  it.each(cases)('%s', (_, categories, date, closed) =>
    expect(drawClosedFor({ date, lotteryCategoryId: 'c1' }, categories, NOON, ZONE)).toBe(closed),
  );
});
