import { afterEach, describe, expect, it } from 'vitest';
import { chatTimestamp, displayDate, displayDateTime, htg, saleTime, today } from './format.ts';
import { setOperatorTimeZone } from './operator-time.ts';

afterEach(() => setOperatorTimeZone(null));

describe('format', () => {
  it.each([
    ['2026-11-22', '11/22/2026'],
    ['2026-01-05', '01/05/2026'],
    ['2026-01-05T10:00:00Z', '01/05/2026'],
  ])('displayDate(%s) → %s', (input, expected) => expect(displayDate(input)).toBe(expected));

  it.each([
    [0, '0.00 HTG'],
    [1234.5, '1,234.50 HTG'],
    // Issue 38: a real minus (U+2212), not a hyphen.
    [-20, '\u221220.00 HTG'],
    [-1234567, '\u22121,234,567.00 HTG'],
  ])('htg(%d) → %s', (input, expected) => expect(htg(input)).toBe(expected));

  // Instants are written in UTC: what shows is the operator's wall clock (Port-au-Prince by default), not the machine's.
  it('writes chat timestamps as dd/mm/yyyy hh:mm AM/PM in the operator’s time', () => {
    expect(chatTimestamp('2026-11-22T20:05:00Z')).toBe('22/11/2026 03:05 PM');
    expect(chatTimestamp('2026-01-02T05:30:00Z')).toBe('02/01/2026 12:30 AM');
    expect(chatTimestamp('not a date')).toBe('not a date');
  });

  it.each([
    ['2026-11-22T20:05:00Z', '11/22/2026 03:05 PM'],
    ['2026-01-02T05:30:00Z', '01/02/2026 12:30 AM'],
    ['2026-01-02T17:00:00Z', '01/02/2026 12:00 PM'],
    // Summer time in Haiti (UTC−4).
    ['2026-07-15T03:59:00Z', '07/14/2026 11:59 PM'],
    ['not a date', 'not a date'],
  ])('displayDateTime(%s) → %s', (input, expected) =>
    expect(displayDateTime(input)).toBe(expected),
  );

  it('follows the zone the server sent, and ignores an unknown one', () => {
    setOperatorTimeZone('Europe/Paris');
    expect(displayDateTime('2026-11-22T20:05:00Z')).toBe('11/22/2026 09:05 PM');
    setOperatorTimeZone('Nowhere/Else');
    expect(displayDateTime('2026-11-22T20:05:00Z')).toBe('11/22/2026 03:05 PM');
  });

  it("today() is the operator's date", () => {
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('saleTime: the time alone on the draw day (Port-au-Prince), else the date too', () => {
    expect(saleTime('2026-11-22T20:05:00Z', '2026-11-22')).toBe('03:05 PM');
    expect(saleTime('2026-11-21T20:05:00Z', '2026-11-22')).toBe('11/21/2026 03:05 PM');
    // 01:30 UTC on the 23rd is still the 22nd in Port-au-Prince.
    expect(saleTime('2026-11-23T01:30:00Z', '2026-11-22')).toBe('08:30 PM');
  });
});
