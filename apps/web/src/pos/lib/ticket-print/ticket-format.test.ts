import { afterEach, describe, expect, it } from 'vitest';
import { setOperatorTimeZone } from '../../../lib/operator-time.ts';
import { logoUrl, plainAmount, posDate, posDateTime, posTime } from './ticket-format.ts';

describe('posDate', () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2026-01-05T10:00:00Z', '05/01/2026'],
    ['not a date', 'not a date'],
  ])('%s → %s', (input, shown) => expect(posDate(input)).toBe(shown));
});

describe("posTime and posDateTime (the operator's time, whatever the phone's)", () => {
  afterEach(() => setOperatorTimeZone(null));
  it('shows 24-hour time and the day first', () => {
    expect(posTime('2026-11-22T20:05:00Z')).toBe('15:05');
    expect(posDateTime('2026-11-22T20:05:00Z')).toBe('22/11/2026 15:05');
    // 00:30 UTC is still the evening before in Port-au-Prince.
    expect(posDateTime('2026-11-23T00:30:00Z')).toBe('22/11/2026 19:30');
  });
  it('follows the zone the server sent', () => {
    setOperatorTimeZone('Europe/Paris');
    expect(posDateTime('2026-11-23T00:30:00Z')).toBe('23/11/2026 01:30');
  });
  it('leaves what is not an instant as it came', () => {
    expect(posTime('soon')).toBe('soon');
    expect(posDateTime('soon')).toBe('soon');
  });
});

describe('plainAmount', () => {
  it.each([
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [0.1 + 0.2, '0.30'],
  ])('%s → %s', (input, shown) => expect(plainAmount(input)).toBe(shown));
});

describe('logoUrl', () => {
  it.each([
    ['files/abc.png', '/files/abc.png'],
    ['/files/abc.png', '/files/abc.png'],
    ['https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (input, url) => expect(logoUrl(input)).toBe(url));
});
