import { describe, expect, it } from 'vitest';
import {
  instantOfLocal,
  isKnownTimeZone,
  wallClockOf,
  type WallClock,
} from '../src/local-instant.ts';
import { localDateOf } from '../src/sales-window.ts';

const PAP = 'America/Port-au-Prince';
const PARIS = 'Europe/Paris';

describe("the operator's today (localDateOf)", () => {
  const cases: [string, string, string, string][] = [
    // 20:00 in Port-au-Prince (EST, UTC−5) is 02:00 the next day in Paris (CET, UTC+1).
    ['PAP 20:00 in winter', '2026-11-24T01:00:00Z', PAP, '2026-11-23'],
    ['the same instant in Paris', '2026-11-24T01:00:00Z', PARIS, '2026-11-24'],
    ['PAP 23:59 in summer (EDT, UTC−4)', '2026-07-15T03:59:00Z', PAP, '2026-07-14'],
    ['PAP 00:00 in summer', '2026-07-15T04:00:00Z', PAP, '2026-07-15'],
    ['new year in PAP, still old year', '2027-01-01T04:59:59Z', PAP, '2026-12-31'],
    ['UTC midnight', '2026-11-24T00:00:00Z', 'UTC', '2026-11-24'],
  ];
  it.each(cases)('%s', (_, iso, zone, date) => expect(localDateOf(new Date(iso), zone)).toBe(date));
});

describe('wallClockOf', () => {
  const cases: [string, string, Omit<WallClock, 'date'> & { date: string }][] = [
    [
      '2026-11-24T01:05:00Z',
      PAP,
      { date: '2026-11-23', year: 2026, month: 11, day: 23, hour: 20, minute: 5 },
    ],
    [
      '2026-11-24T01:05:59Z',
      PARIS,
      { date: '2026-11-24', year: 2026, month: 11, day: 24, hour: 2, minute: 5 },
    ],
    // Haiti keeps summer time: 12:00 UTC is 08:00 in July, 07:00 in January.
    [
      '2026-07-01T12:00:00Z',
      PAP,
      { date: '2026-07-01', year: 2026, month: 7, day: 1, hour: 8, minute: 0 },
    ],
    [
      '2026-01-01T12:00:00Z',
      PAP,
      { date: '2026-01-01', year: 2026, month: 1, day: 1, hour: 7, minute: 0 },
    ],
    [
      '2026-03-08T07:30:00Z',
      PAP,
      { date: '2026-03-08', year: 2026, month: 3, day: 8, hour: 3, minute: 30 },
    ],
  ];
  it.each(cases)('%s in %s', (iso, zone, clock) =>
    expect(wallClockOf(new Date(iso), zone)).toEqual(clock),
  );
});

describe('instantOfLocal (a draw closing in operator time)', () => {
  const cases: [string, string, string][] = [
    ['2026-11-23 20:00', PAP, '2026-11-24T01:00:00.000Z'],
    ['2026-07-14 23:59', PAP, '2026-07-15T03:59:00.000Z'],
    ['2026-11-24 02:00', PARIS, '2026-11-24T01:00:00.000Z'],
  ];
  it.each(cases)('%s in %s', (local, zone, iso) =>
    expect(instantOfLocal(local, zone).toISOString()).toBe(iso),
  );
});

describe('isKnownTimeZone', () => {
  it.each([
    [PAP, true],
    [PARIS, true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('%s → %s', (zone, known) => expect(isKnownTimeZone(zone)).toBe(known));
});
