import { describe, expect, it } from 'vitest';
import { changeOf, weekdayOf } from './change.ts';

describe('home: change from last week', () => {
  it('up, down, same, none', () => {
    expect(changeOf(150, 100)).toEqual({ kind: 'up', percent: 50 });
    expect(changeOf(50, 100)).toEqual({ kind: 'down', percent: 50 });
    expect(changeOf(100.2, 100)).toEqual({ kind: 'same' });
    expect(changeOf(0, 0)).toEqual({ kind: 'same' });
    expect(changeOf(10, 0)).toEqual({ kind: 'none' });
    // a loss a week ago, a smaller loss now: the profit went up
    expect(changeOf(-50, -100)).toEqual({ kind: 'up', percent: 50 });
  });

  it('the weekday of a calendar date', () => {
    expect(weekdayOf('2026-11-25')).toBe('wed');
    expect(weekdayOf('2026-11-22')).toBe('sun');
  });
});
