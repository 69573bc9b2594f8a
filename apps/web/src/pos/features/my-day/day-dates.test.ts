import { describe, expect, it } from 'vitest';
import { daysBefore, deviceToday } from './day-dates.ts';

describe('daysBefore', () => {
  it.each([
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-11-22', 2, '2026-11-20'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2028-03-01', 1, '2028-02-29'],
    ['2027-01-01', 1, '2026-12-31'],
    ['2026-03-09', 1, '2026-03-08'],
  ])('%s less %s days is %s', (date, days, before) => {
    expect(daysBefore(date, days)).toBe(before);
  });
});

describe('deviceToday', () => {
  it('is the local calendar day', () => {
    expect(deviceToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});
