import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import { setOperatorTimeZone } from '../../../lib/operator-time.ts';
import { logoUrl, money, plainAmount, posDate, posDateTime, posTime } from './ticket-format.ts';

beforeAll(() => startI18n(posResources, 'ht'));
afterEach(() => {
  setOperatorTimeZone(null);
  void i18n.changeLanguage('ht');
});

describe('posDate: day first in Kreyòl and French, month first in English', () => {
  it.each([
    ['ht', '2026-11-22', '22/11/2026'],
    ['fr', '2026-01-05T10:00:00Z', '05/01/2026'],
    ['en', '2026-11-22', '11/22/2026'],
    ['ht', 'not a date', 'not a date'],
  ])('%s: %s → %s', (language, input, shown) => {
    void i18n.changeLanguage(language);
    expect(posDate(input)).toBe(shown);
  });
});

describe("posTime and posDateTime (the operator's time, whatever the phone's)", () => {
  it('shows 24-hour time and the day first in Kreyòl and French', () => {
    expect(posTime('2026-11-22T20:05:00Z')).toBe('15:05');
    expect(posDateTime('2026-11-22T20:05:00Z')).toBe('22/11/2026 15:05');
    // 00:30 UTC is still the evening before in Port-au-Prince.
    expect(posDateTime('2026-11-23T00:30:00Z')).toBe('22/11/2026 19:30');
    void i18n.changeLanguage('fr');
    expect(posTime('2026-11-22T20:05:00Z')).toBe('15:05');
  });
  it("shows English's month first and 12-hour clock", () => {
    void i18n.changeLanguage('en');
    expect(posTime('2026-11-22T20:05:00Z')).toBe('03:05 PM');
    expect(posDateTime('2026-11-22T20:05:00Z')).toBe('11/22/2026 03:05 PM');
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

describe('plainAmount and money', () => {
  it.each([
    ['ht', 5, '5,00'],
    ['ht', 1234.5, '1\u00a0234,50'],
    ['fr', 0.1 + 0.2, '0,30'],
    ['en', 1234.5, '1,234.50'],
  ])('%s: %s → %s', (language, input, shown) => {
    void i18n.changeLanguage(language);
    expect(plainAmount(input)).toBe(shown);
    // One line on a narrow phone: a no-break space before the unit.
    expect(money(input)).toBe(`${shown}\u00a0HTG`);
  });
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
