import { describe, expect, it } from 'vitest';
import { bonusLineCount } from '../src/bonus.ts';
import type { GameCategory } from '../src/games.ts';
import { conditionsOf, DEFAULT_RATES, ratesOf } from '../src/payment-terms.ts';
import { linesOverPercentage, percentageCap } from '../src/percentage-limits.ts';
import { salesWindow } from '../src/sales-window.ts';
import { ticketCodeFrom, TICKET_CODE_ALPHABET } from '../src/ticket-code.ts';

describe('bonusLineCount', () => {
  const cases: [number, number][] = [
    [4_999, 0],
    [5_000, 2],
    [24_999, 2],
    [25_000, 4],
    [99_999, 4],
    [100_000, 5],
    [1_000_000, 5],
  ];
  it.each(cases)('%i centimes → %i lines', (total, lines) =>
    expect(bonusLineCount(total)).toBe(lines),
  );
});

describe('percentage limits', () => {
  const caps: [number, number, number][] = [
    [10_000, 50, 5_000],
    [10_050, 10, 1_005],
    [333, 10, 33],
    [0, 100, 0],
  ];
  it.each(caps)('cap of %i at %i%% → %i', (blt, percent, cap) =>
    expect(percentageCap(blt, percent)).toBe(cap),
  );

  it('finds the lines over their cap, and refuses capped games on a ticket without BLT', () => {
    const percents = new Map<GameCategory, number>([
      ['L3C', 50],
      ['MRG', 20],
    ]);
    expect(
      linesOverPercentage(
        [
          { gameCategory: 'BLT', amount: 10_000 },
          { gameCategory: 'L3C', amount: 5_000 },
          { gameCategory: 'MRG', amount: 2_001 },
          { gameCategory: 'L4C 1', amount: 90_000 },
        ],
        percents,
      ),
    ).toEqual([{ index: 2, cap: 2_000 }]);
    expect(linesOverPercentage([{ gameCategory: 'L3C', amount: 100 }], percents)).toEqual([
      { index: 0, cap: 0 },
    ]);
  });
});

describe('payment term layout', () => {
  it('L4C sets entries 4-6, L5C 7-9, MRG 10-15, and reads back', () => {
    const conditions = conditionsOf({
      first: 1,
      second: 2,
      third: 3,
      l3c: 4,
      l4c: 5,
      l5c: 6,
      mrg: 7,
    });
    expect(conditions).toEqual([1, 2, 3, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 7, 7]);
    expect(ratesOf(conditions)).toEqual({
      first: 1,
      second: 2,
      third: 3,
      l3c: 4,
      l4c: 5,
      l5c: 6,
      mrg: 7,
    });
    expect(conditionsOf(DEFAULT_RATES)).toHaveLength(16);
  });
});

describe('salesWindow (operator time zone America/Port-au-Prince, UTC-5 in November)', () => {
  const tz = 'America/Port-au-Prince';
  const at = (utc: string) => new Date(utc);
  const cases: [string, string, string, string, boolean, string, string][] = [
    [
      'inside a day window',
      '08:00',
      '14:30',
      '2026-11-22T15:00:00Z',
      true,
      '2026-11-22',
      '2026-11-22 14:30',
    ],
    [
      'before it opens',
      '08:00',
      '14:30',
      '2026-11-22T12:00:00Z',
      false,
      '2026-11-22',
      '2026-11-22 08:00',
    ],
    [
      'after it closes',
      '08:00',
      '14:30',
      '2026-11-22T20:00:00Z',
      false,
      '2026-11-23',
      '2026-11-23 08:00',
    ],
    [
      'exactly at closing',
      '08:00',
      '14:30',
      '2026-11-22T19:30:00Z',
      false,
      '2026-11-23',
      '2026-11-23 08:00',
    ],
    [
      'exactly at opening',
      '08:00',
      '14:30',
      '2026-11-22T13:00:00Z',
      true,
      '2026-11-22',
      '2026-11-22 14:30',
    ],
    [
      'crossing midnight, evening side',
      '20:00',
      '02:00',
      '2026-11-23T02:00:00Z',
      true,
      '2026-11-23',
      '2026-11-23 02:00',
    ],
    [
      'crossing midnight, morning side',
      '20:00',
      '02:00',
      '2026-11-23T06:00:00Z',
      true,
      '2026-11-23',
      '2026-11-23 02:00',
    ],
    [
      'crossing midnight, closed afternoon',
      '20:00',
      '02:00',
      '2026-11-22T20:00:00Z',
      false,
      '2026-11-23',
      '2026-11-22 20:00',
    ],
  ];
  it.each(cases)('%s', (_name, start, end, now, open, drawDate, until) => {
    expect(salesWindow(start, end, at(now), tz)).toEqual({ open, drawDate, until });
  });
});

describe('ticketCodeFrom', () => {
  it('reads aloud: eight unambiguous characters in two groups', () => {
    const code = ticketCodeFrom(new Uint8Array([0, 1, 2, 3, 30, 31, 255, 128]));
    expect(code).toMatch(new RegExp(`^[${TICKET_CODE_ALPHABET}]{4}-[${TICKET_CODE_ALPHABET}]{4}$`));
    expect(code).not.toMatch(/[01IOL]/);
  });
});
