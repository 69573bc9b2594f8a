import { describe, expect, it } from 'vitest';
import { chatTimestamp, displayDate, displayDateTime, htg } from './format.ts';

describe('format', () => {
  it.each([
    ['2026-11-22', '11/22/2026'],
    ['2026-01-05', '01/05/2026'],
    ['2026-01-05T10:00:00Z', '01/05/2026'],
  ])('displayDate(%s) → %s', (input, expected) => expect(displayDate(input)).toBe(expected));

  it.each([
    [0, '0.00 HTG'],
    [1234.5, '1,234.50 HTG'],
    [-20, '-20.00 HTG'],
  ])('htg(%d) → %s', (input, expected) => expect(htg(input)).toBe(expected));

  it('writes chat timestamps as dd/mm/yyyy hh:mm AM/PM', () => {
    expect(chatTimestamp(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('22/11/2026 03:05 PM');
    expect(chatTimestamp(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('02/01/2026 12:30 AM');
  });

  it.each([
    [new Date(2026, 10, 22, 15, 5).toISOString(), '11/22/2026 03:05 PM'],
    [new Date(2026, 0, 2, 0, 30).toISOString(), '01/02/2026 12:30 AM'],
    [new Date(2026, 0, 2, 12, 0).toISOString(), '01/02/2026 12:00 PM'],
    ['not a date', 'not a date'],
  ])('displayDateTime(%s) → %s', (input, expected) =>
    expect(displayDateTime(input)).toBe(expected),
  );
});
