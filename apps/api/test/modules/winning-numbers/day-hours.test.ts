import { describe, expect, it } from 'vitest';
import { hoursOn, type HoursChange } from '../../../src/modules/winning-numbers/day-hours.ts';

const current = { startTime: '08:00', endTime: '14:30' };
const at = (iso: string) => new Date(iso);
const yesterdayEnd = at('2026-11-28T05:00:00Z');

describe('hoursOn: the hours a draw had on a day', () => {
  const cases: [string, HoursChange[], { startTime: string; endTime: string }][] = [
    ['never changed: today’s', [], current],
    [
      'created with its hours, moved today: the hours it had then',
      [
        { at: at('2026-11-20T12:00:00Z'), startTime: '08:00', endTime: '12:00' },
        { at: at('2026-11-28T17:00:00Z'), endTime: '14:30' },
      ],
      { startTime: '08:00', endTime: '12:00' },
    ],
    [
      'moved twice before the day ended: the last one',
      [
        { at: at('2026-11-20T12:00:00Z'), startTime: '08:00', endTime: '12:00' },
        { at: at('2026-11-25T12:00:00Z'), endTime: '13:00' },
        { at: at('2026-11-27T12:00:00Z'), startTime: '09:00' },
      ],
      { startTime: '09:00', endTime: '13:00' },
    ],
    [
      'only changed after the day (created before its hours were journaled): today’s',
      [{ at: at('2026-11-28T17:00:00Z'), endTime: '16:00' }],
      current,
    ],
    [
      'only changed after the day, its before journaled (issue 38): what it replaced',
      [
        { at: at('2026-11-28T17:00:00Z'), endTime: '16:00', before: { endTime: '12:15' } },
        { at: at('2026-11-28T18:00:00Z'), endTime: '17:00', before: { endTime: '16:00' } },
      ],
      { startTime: '08:00', endTime: '12:15' },
    ],
    [
      'a renaming changes no hours',
      [
        { at: at('2026-11-20T12:00:00Z'), startTime: '07:00', endTime: '11:00' },
        { at: at('2026-11-21T12:00:00Z') },
        { at: at('2026-11-22T12:00:00Z'), endTime: 'soon' },
      ],
      { startTime: '07:00', endTime: '11:00' },
    ],
  ];
  it.each(cases)('%s', (_, changes, expected) => {
    expect(hoursOn(current, changes, yesterdayEnd)).toEqual(expected);
  });
});
