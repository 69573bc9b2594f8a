import { describe, expect, it } from 'vitest';
import { datePresets, rangeError } from './date-presets.ts';

const rangesOf = (today: string, single?: boolean) =>
  Object.fromEntries(datePresets(today, single).map((p) => [p.key, p.range]));

describe('date presets', () => {
  it.each([
    // today, its weekday, yesterday, this week (Mon–Sun), this month
    [
      '2026-11-22',
      'Sunday',
      '2026-11-21',
      ['2026-11-16', '2026-11-22'],
      ['2026-11-01', '2026-11-30'],
    ],
    [
      '2026-11-16',
      'Monday',
      '2026-11-15',
      ['2026-11-16', '2026-11-22'],
      ['2026-11-01', '2026-11-30'],
    ],
    [
      '2026-03-01',
      'Sunday, a month that starts mid-week',
      '2026-02-28',
      ['2026-02-23', '2026-03-01'],
      ['2026-03-01', '2026-03-31'],
    ],
    [
      '2028-02-29',
      'Tuesday of a leap February',
      '2028-02-28',
      ['2028-02-28', '2028-03-05'],
      ['2028-02-01', '2028-02-29'],
    ],
    [
      '2026-12-31',
      'Thursday, the year turns that week',
      '2026-12-30',
      ['2026-12-28', '2027-01-03'],
      ['2026-12-01', '2026-12-31'],
    ],
  ])('%s (%s)', (today, _day, yesterday, week, month) => {
    expect(rangesOf(today)).toEqual({
      today: { fromDate: today, toDate: today },
      yesterday: { fromDate: yesterday, toDate: yesterday },
      thisWeek: { fromDate: week[0], toDate: week[1] },
      thisMonth: { fromDate: month[0], toDate: month[1] },
    });
  });

  it('yesterday crosses the year', () => {
    expect(rangesOf('2026-01-01').yesterday).toEqual({
      fromDate: '2025-12-31',
      toDate: '2025-12-31',
    });
  });

  it('a single date gets Today and Yesterday only', () => {
    expect(datePresets('2026-11-22', true).map((p) => p.key)).toEqual(['today', 'yesterday']);
  });
});

describe('From after To', () => {
  it.each([
    ['2026-11-22', '2026-11-22', null],
    ['2026-11-21', '2026-11-22', null],
    ['2026-11-23', '2026-11-22', 'toBeforeFrom'],
    ['2026-12-01', '2026-11-30', 'toBeforeFrom'],
    ['', '2026-11-22', null],
  ])('%s → %s: %s', (fromDate, toDate, error) =>
    expect(rangeError({ fromDate, toDate })).toBe(error),
  );
});
